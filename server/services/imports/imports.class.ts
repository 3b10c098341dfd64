import { BadRequest, NotAuthenticated } from '@feathersjs/errors'
import type { Params } from '@feathersjs/feathers'
import { importMessages, type ImportResult } from '../../../common/imports'
import type { Application } from '../../declarations'
import { runImport, type Importer } from '../../imports/importRows'
import { currentThemesImporter } from '../../imports/importBriefs'
import { readSheetAt, readSheetFile } from '../../imports/readSheet'
import { ownSample } from '../../imports/samples'
import { isPublicAddress } from '../../net/addresses'
import type { User } from '../users/users.schema'
import type { SheetLink, SheetUpload } from './imports.schema'

type ImportParams = Params & { user?: User }

const userOf = (params: ImportParams): User => {
  if (!params.user) throw new NotAuthenticated()
  return params.user
}

/** POST /{service} {url}: reads the sheet a link names and imports it, all rows or none. */
export class SheetLinkImport<Plan> {
  constructor(
    private app: Application,
    private importer: Importer<Plan>,
  ) {}

  async create(data: SheetLink, params: ImportParams): Promise<ImportResult> {
    const config = this.app.get('config')
    const sample = await ownSample(data.url, [params.headers?.host, new URL(config.publicUrl).host])
    const sheet = sample
      ? await readSheetFile(sample, importMessages.sheetNotFound)
      : await readSheetAt(data.url, { allowAddress: config.importsAllowPrivate ? () => true : isPublicAddress })
    return runImport(this.importer, sheet, { app: this.app, user: userOf(params), params })
  }
}

/** POST /import-current-themes (multipart `file`): the current-themes sheet, a CSV or XLSX file. */
export class CurrentThemesImport {
  constructor(private app: Application) {}

  async create(data: SheetUpload, params: ImportParams): Promise<ImportResult> {
    if (!data.file?.bytes.length) {
      throw new BadRequest(importMessages.currentThemesFailed, { reason: 'Choose a CSV or XLSX file' })
    }
    const sheet = await readSheetFile(data.file.bytes, importMessages.currentThemesFailed)
    return runImport(currentThemesImporter, sheet, { app: this.app, user: userOf(params), params })
  }
}
