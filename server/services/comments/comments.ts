import { authenticate } from '@feathersjs/authentication'
import { BadRequest, Forbidden, NotAuthenticated } from '@feathersjs/errors'
import { hooks as schemaHooks } from '@feathersjs/schema'
import { ASSESSMENT_DEFAULT } from '../../../common/entityFormat'
import { messages } from '../../../common/messages'
import { canRemoveComment, commentError, storedReviewText } from '../../../common/reviewTrailRules'
import { dbOf, inTransaction } from '../../db/transaction'
import type { Application, HookContext } from '../../declarations'
import { authorize } from '../../hooks/authorize'
import { FACET_TRAIL_PAGINATE, noQueryValidator, refuseUnknownFacet } from '../../hooks/facetTrail'
import { sortByDefault } from '../../hooks/results'
import { refuseNonUuidId } from '../../hooks/uuidIds'
import {
  commentDataValidator,
  commentQueryValidator,
  commentResultResolver,
  type CommentData,
  type CommentRow,
} from './comments.schema'
import { notifyCommentedAssignee } from '../../notifications/hooks'
import { CommentService } from './comments.class'

declare module '../../declarations' {
  interface ServiceTypes {
    comments: CommentService
  }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** The panel's rules on the body as it arrives, in its words; text of the wrong type is the schema's to refuse. */
function refuseCommentPayloadErrors(context: HookContext<CommentService>) {
  const data: unknown = context.data
  if (Array.isArray(data)) throw new BadRequest('Send one comment')
  if (!isObject(data)) return
  const { details, assessment } = data
  if (details !== undefined && details !== null && typeof details !== 'string') return
  const error = commentError({ details, assessment })
  if (error) throw new BadRequest(error)
}

/** The comment as stored: on an existing facet, by the caller, trimmed, assessed 3 unless said otherwise. */
async function prepareComment(context: HookContext<CommentService>) {
  const { user } = context.params
  if (!user) throw new NotAuthenticated('A comment is written by a signed-in user')
  const data = context.data as unknown as CommentData
  await refuseUnknownFacet(dbOf(context), data.sourceId)
  const stored: CommentRow = {
    sourceId: data.sourceId,
    details: storedReviewText(data.details),
    assessment: data.assessment ?? ASSESSMENT_DEFAULT,
    userId: user.id,
    username: user.name,
  }
  context.data = stored
}

/** Analysts remove their own comments; admins any (an unknown id is left to remove's own 404). */
async function refuseOthersComment(context: HookContext<CommentService>) {
  const { user, provider } = context.params
  if (!provider || !user) return
  const comment = await dbOf(context)('comments')
    .select('userId')
    .where({ id: String(context.id) })
    .first<Pick<CommentRow, 'userId'> | undefined>()
  if (comment && !canRemoveComment(user.role, comment, user.id)) throw new Forbidden(messages.ownCommentsOnly)
}

/**
 * Comments on a facet (spec 1 §3, §7): its Comments panel lists the 100 most recent, adds one with an
 * assessment, and removes one. Analysts and admins.
 */
export function comments(app: Application) {
  app.use(
    'comments',
    new CommentService({
      Model: app.get('knex'),
      name: 'comments',
      paginate: FACET_TRAIL_PAGINATE,
      multi: false,
    }),
    { methods: ['find', 'get', 'create', 'remove'] },
  )
  app.service('comments').hooks({
    around: {
      all: [authenticate('jwt'), authorize, schemaHooks.resolveResult(commentResultResolver)],
      create: [inTransaction],
      remove: [inTransaction],
    },
    before: {
      find: [schemaHooks.validateQuery(commentQueryValidator), sortByDefault({ createdAt: -1, id: -1 })],
      get: [schemaHooks.validateQuery(noQueryValidator), refuseNonUuidId],
      create: [
        schemaHooks.validateQuery(noQueryValidator),
        refuseCommentPayloadErrors,
        schemaHooks.validateData(commentDataValidator),
        prepareComment,
      ],
      remove: [schemaHooks.validateQuery(noQueryValidator), refuseNonUuidId, refuseOthersComment],
    },
    after: { create: [notifyCommentedAssignee] },
  })
}
