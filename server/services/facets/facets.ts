import { authenticate } from '@feathersjs/authentication'
import { fillMessage, messages } from '../../../common/messages'
import { STAGES } from '../../../common/workflow'
import { inTransaction } from '../../db/transaction'
import type { Application } from '../../declarations'
import { authorize } from '../../hooks/authorize'
import { datesAndUsers, validateGridQuery } from '../../hooks/gridQuery'
import { csvExport } from '../../hooks/csvExport'
import { endExportCheck } from '../../hooks/exportCheck'
import { refuseNonUuidId } from '../../hooks/uuidIds'
import { facetQueryValidator } from './facets.schema'
import { FacetService } from './facets.class'

declare module '../../declarations' {
  interface ServiceTypes {
    facets: FacetService
  }
}

const GRID_DATES = ['createdAt', 'updatedAt']

/** The facet grid's filters the schema refuses, in its words (spec 2 §7; hooks/gridQuery). */
const validateQuery = validateGridQuery(
  facetQueryValidator,
  {
    ...datesAndUsers(GRID_DATES, ['assignedToId', 'editorId']),
    stage: () => fillMessage(messages.stageFilterInvalid, { stages: STAGES.join(', ') }),
    topic: () => messages.topicFilterInvalid,
  },
  GRID_DATES,
)

export function facets(app: Application) {
  app.use('facets', new FacetService(app), { methods: ['find', 'remove'] })
  app.service('facets').hooks({
    around: { all: [authenticate('jwt'), authorize], find: [csvExport('facets')], remove: [inTransaction] },
    before: { find: [validateQuery, endExportCheck], remove: [refuseNonUuidId] },
  })
}
