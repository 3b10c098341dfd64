import { authenticate } from '@feathersjs/authentication'
import { hooks as schemaHooks } from '@feathersjs/schema'
import { IMPORTS } from '../../../common/imports'
import type { Application } from '../../declarations'
import { authorize } from '../../hooks/authorize'
import type { Importer } from '../../imports/importRows'
import { briefsImporter } from '../../imports/importBriefs'
import { challengeScoresImporter } from '../../imports/importChallengeScores'
import { statisticsImporter } from '../../imports/importStatistics'
import { topicsImporter } from '../../imports/importTopics'
import { sheetLinkValidator } from './imports.schema'
import { CurrentThemesImport, SheetLinkImport } from './imports.class'

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
