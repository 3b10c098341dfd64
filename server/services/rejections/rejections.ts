import { authenticate } from '@feathersjs/authentication'
import { BadRequest } from '@feathersjs/errors'
import type { Paginated } from '@feathersjs/feathers'
import { hooks as schemaHooks } from '@feathersjs/schema'
import type { RejectionRecord } from '../../../common/entityFormat'
import { rejectionCommentError } from '../../../common/reviewTrailRules'
import { inTransaction } from '../../db/transaction'
import type { Application, HookContext, NextFunction } from '../../declarations'
import { authorize } from '../../hooks/authorize'
import { FACET_TRAIL_PAGINATE, noQueryValidator } from '../../hooks/facetTrail'
import { refuseNonUuidId } from '../../hooks/uuidIds'
import { notifyRejectedAssignee } from '../../notifications/hooks'
import { RejectionService } from './rejections.class'
import {
  rejectionDataValidator,
  rejectionQueryValidator,
  rejectionRecord,
  type RejectionRow,
} from './rejections.schema'

declare module '../../declarations' {
  interface ServiceTypes {
    rejections: RejectionService
  }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** The panel's rule on the body as it arrives, in its words; a comment of the wrong type is the schema's to refuse. */
function refuseRejectionPayloadErrors(context: HookContext<RejectionService>) {
  const data: unknown = context.data
  if (Array.isArray(data)) throw new BadRequest('Send one rejection')
  if (!isObject(data)) return
  const { comment } = data
  if (comment !== undefined && comment !== null && typeof comment !== 'string') return
  const error = rejectionCommentError(comment)
  if (error) throw new BadRequest(error)
}

/** The adapter answers the joined rows (RejectionRow); every caller receives RejectionRecords. */
async function asRejectionRecords(context: HookContext<RejectionService>, next: NextFunction) {
  await next()
  const result = context.result as unknown as RejectionRow | Paginated<RejectionRow>
  if ('data' in result) {
    ;(result as unknown as Paginated<RejectionRecord>).data = result.data.map(rejectionRecord)
  } else {
    context.result = rejectionRecord(result)
  }
}

/**
 * Rejections of facets (spec 1 §3, §7; spec 2 §4, §6). Rejecting moves the facet to the rejected
 * stage, and stage changes are the admin-like role's: admins reject and remove rejections; analysts
 * read them, to see why their facet came back.
 */
export function rejections(app: Application) {
  app.use(
    'rejections',
    new RejectionService({
      Model: app.get('knex'),
      name: 'rejections',
      paginate: FACET_TRAIL_PAGINATE,
      multi: false,
    }),
    { methods: ['find', 'get', 'create', 'remove'] },
  )
  app.service('rejections').hooks({
    around: {
      all: [authenticate('jwt'), authorize, asRejectionRecords],
      create: [inTransaction],
      remove: [inTransaction],
    },
    before: {
      find: [schemaHooks.validateQuery(rejectionQueryValidator)],
      get: [schemaHooks.validateQuery(noQueryValidator), refuseNonUuidId],
      create: [
        schemaHooks.validateQuery(noQueryValidator),
        refuseRejectionPayloadErrors,
        schemaHooks.validateData(rejectionDataValidator),
      ],
      remove: [schemaHooks.validateQuery(noQueryValidator), refuseNonUuidId],
    },
    after: { create: [notifyRejectedAssignee] },
  })
}
