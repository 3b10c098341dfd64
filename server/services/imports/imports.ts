import { authenticate } from '@feathersjs/authentication'
import { BadRequest, NotAuthenticated } from '@feathersjs/errors'
import type { Params } from '@feathersjs/feathers'
import { hooks as schemaHooks } from '@feathersjs/schema'
import { IMPORTS, importMessages, type ImportResult } from '../../../common/imports'
import type { Application } from '../../declarations'
import { authorize } from '../../hooks/authorize'
import { runImport, type Importer } from '../../imports/importRows'
import { briefsImporter, currentThemesImporter } from '../../imports/importBriefs'
import { challengeScoresImporter } from '../../imports/importChallengeScores'
import { statisticsImporter } from '../../imports/importStatistics'
import { topicsImporter } from '../../imports/importTopics'
import { readSheetAt, readSheetFile } from '../../imports/readSheet'
import { isPublicAddress } from '../../net/addresses'
import type { User } from '../users/users.schema'
import { sheetLinkValidator, type SheetLink, type SheetUpload } from './imports.schema'

type ImportParams = Params & { user?: User }

const userOf = (params: ImportParams): User => {
  if (!params.user) throw new NotAuthenticated()
  return params.user
}

/** POST /{service} {url}: reads the sheet a link names and imports it, all rows or none. */
class SheetLinkImport<Plan> {
  constructor(
    private app: Application,
    private importer: Importer<Plan>,
  ) {}

  async create(data: SheetLink, params: ImportParams): Promise<ImportResult> {
    const allowPrivate = this.app.get('config').importsAllowPrivate ?? false
    const sheet = await readSheetAt(data.url, { allowAddress: allowPrivate ? () => true : isPublicAddress })
    return runImport(this.importer, sheet, { app: this.app, user: userOf(params), params })
  }
}

/** POST /import-current-themes (multipart `file`): the current-themes sheet, a CSV or XLSX file. */
class CurrentThemesImport {
  constructor(private app: Application) {}

  async create(data: SheetUpload, params: ImportParams): Promise<ImportResult> {
    if (!data.file?.bytes.length) {
      throw new BadRequest(importMessages.currentThemesFailed, { reason: 'Choose a CSV or XLSX file' })
    }
    const sheet = await readSheetFile(data.file.bytes, importMessages.currentThemesFailed)
    return runImport(currentThemesImporter, sheet, { app: this.app, user: userOf(params), params })
  }
}

declare module '../../declarations' {
  interface ServiceTypes {
    'import-topic': SheetLinkImport<unknown>
    'import-briefs': SheetLinkImport<unknown>
    'import-challenges-scores': SheetLinkImport<unknown>
    'import-sheet': SheetLinkImport<unknown>
    'import-current-themes': CurrentThemesImport
  }
}

export function imports(app: Application) {
  const linked: [string, Importer<never>][] = [
    [IMPORTS.topics.service, topicsImporter as Importer<never>],
    [IMPORTS.briefs.service, briefsImporter as Importer<never>],
    [IMPORTS.challenges.service, challengeScoresImporter as Importer<never>],
    [IMPORTS.statistics.service, statisticsImporter as Importer<never>],
  ]
  for (const [path, importer] of linked) {
    app.use(path as 'import-sheet', new SheetLinkImport(app, importer), { methods: ['create'] })
    app.service(path as 'import-sheet').hooks({
      around: { all: [authenticate('jwt'), authorize] },
      before: { create: [schemaHooks.validateData(sheetLinkValidator)] },
    })
  }
  app.use(IMPORTS.currentThemes.service, new CurrentThemesImport(app), { methods: ['create'] })
  app.service(IMPORTS.currentThemes.service).hooks({ around: { all: [authenticate('jwt'), authorize] } })
}
