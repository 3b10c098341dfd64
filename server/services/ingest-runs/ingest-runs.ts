import { authenticate } from '@feathersjs/authentication'
import type { Application } from '../../declarations'
import { authorize } from '../../hooks/authorize'
import { IngestRunService } from './ingest-runs.class'

declare module '../../declarations' {
  interface ServiceTypes {
    'ingest-runs': IngestRunService
  }
}

export function ingestRuns(app: Application) {
  app.use('ingest-runs', new IngestRunService(app), { methods: ['create'] })
  app.service('ingest-runs').hooks({ around: { all: [authenticate('jwt'), authorize] } })
}
