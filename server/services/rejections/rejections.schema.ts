import { Type, getValidator, type Static } from '@feathersjs/typebox'
import type { RejectionRecord } from '../../../common/entityFormat'
import { messages } from '../../../common/messages'
import { facetIdFilter, trailLimit, trailSkip } from '../../hooks/facetTrail'
import { dataValidator, queryValidator } from '../../validators'

/**
 * POST /rejections. Types and unknown properties only: 'Rejection comment is required' and 'Value
 * too long' (common/reviewTrailRules) are checked before this. The rejector is the caller.
 */
export const rejectionDataSchema = Type.Object(
  {
    facetId: Type.String({ format: 'uuid' }),
    comment: Type.String(),
  },
  { $id: 'RejectionData', additionalProperties: false },
)
export type RejectionData = Static<typeof rejectionDataSchema>
export const rejectionDataValidator = getValidator(rejectionDataSchema, dataValidator)

/** GET /rejections: one facet's rejections, always newest first (a list may ask for that order). */
export const rejectionQuerySchema = Type.Object(
  {
    facetId: facetIdFilter,
    $limit: trailLimit,
    $skip: trailSkip,
    $sort: Type.Optional(Type.Object({ createdAt: Type.Optional(Type.Literal(-1)) }, { additionalProperties: false })),
  },
  { $id: 'RejectionQuery', additionalProperties: false },
)
export type RejectionQuery = Static<typeof rejectionQuerySchema>
export const rejectionQueryValidator = getValidator(rejectionQuerySchema, queryValidator)

/** A rejections row as the service's query reads it: with the names of the rejector and of the assignee. */
export interface RejectionRow {
  id: string
  facetId: string
  comment: string
  rejectorId: string | null
  rejectorName: string | null
  userId: string | null
  userName: string | null
  createdAt: Date | string
  updatedAt: Date | string
}

/** The answer (spec 1 §3 Rejection): a removed rejector shows as 'Removed User'; no assignee then, no user. */
export const rejectionRecord = (row: RejectionRow): RejectionRecord => ({
  id: row.id,
  facetId: row.facetId,
  comment: row.comment,
  createdAt: new Date(row.createdAt).toISOString(),
  rejector: { id: row.rejectorId, name: row.rejectorName ?? messages.removedUser },
  user: row.userId ? { id: row.userId, name: row.userName ?? messages.removedUser } : null,
})
