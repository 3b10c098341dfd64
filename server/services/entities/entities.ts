import { authenticate } from '@feathersjs/authentication'
import { hooks as schemaHooks } from '@feathersjs/schema'
import { fillMessage, messages } from '../../../common/messages'
import { ENTITY_STAGES } from '../../../common/workflow'
import { inSnapshot, inTransaction } from '../../db/transaction'
import type { Application, HookContext } from '../../declarations'
import { authorize } from '../../hooks/authorize'
import { csvExport } from '../../hooks/csvExport'
import { endExportCheck } from '../../hooks/exportCheck'
import { datesAndUsers, validateGridQuery } from '../../hooks/gridQuery'
import { normaliseQueryOperators } from '../../hooks/queryOperators'
import { sortByDefault } from '../../hooks/results'
import { refuseNonUuidId } from '../../hooks/uuidIds'
import { EntityService } from './entities.class'
import { takeTopicFilter } from './entities.grid'
import { entityHiddenRowValidator, entityQueryValidator, entitySaveValidator } from './entities.schema'

declare module '../../declarations' {
  interface ServiceTypes {
    entities: EntityService
  }
}

const validateSave = schemaHooks.validateData(entitySaveValidator)
const validateHiddenRows = schemaHooks.validateData(entityHiddenRowValidator)

/** PATCH /entities/{id} is a save; PATCH /entities/ the grid's list of [{id, hidden}] (spec 2 §7). */
async function validatePatch(context: HookContext) {
  if (context.id === null) return validateHiddenRows(context)
  refuseNonUuidId(context)
  return validateSave(context)
}

/** DELETE /entities/{id}, or of several: DELETE /entities?id[$in]=… (its ids checked by the query's schema). */
function validateRemove(context: HookContext) {
  if (context.id !== null) refuseNonUuidId(context)
}

const GRID_DATES = ['createdAt', 'updatedAt']

/** The entity grid's filters the schema refuses, in its words (spec 2 §7; hooks/gridQuery). */
const validateQuery = validateGridQuery(
  entityQueryValidator,
  {
    ...datesAndUsers(GRID_DATES, ['assignedToId', 'creatorId']),
    stage: () => fillMessage(messages.stageFilterInvalid, { stages: ENTITY_STAGES.join(', ') }),
  },
  GRID_DATES,
)

/**
 * Entities (spec 1 §3, §4, §5, §7; spec 2 §2–§6): analysts and admins read, create and save them; only
 * admins delete them. Every save and removal is one transaction.
 */
export function entities(app: Application) {
  app.use('entities', new EntityService(app), { methods: ['find', 'get', 'create', 'patch', 'remove'] })
  app.service('entities').hooks({
    around: {
      all: [authenticate('jwt'), authorize],
      find: [csvExport('entities'), takeTopicFilter],
      get: [inSnapshot],
      create: [inTransaction],
      patch: [inTransaction],
      remove: [inTransaction],
    },
    before: {
      all: [validateQuery, normaliseQueryOperators],
      find: [sortByDefault({ name: 1, id: 1 }), endExportCheck],
      get: [refuseNonUuidId],
      create: [validateSave],
      patch: [validatePatch],
      remove: [validateRemove],
    },
  })
}
