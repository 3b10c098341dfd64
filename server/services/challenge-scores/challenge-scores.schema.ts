import { Type, getValidator, type Static } from '@feathersjs/typebox'
import { MAX_PAGE_SIZE } from '../../../common/limits'
import { queryValidator } from '../../validators'

/** A challenge score as listed: the topic's and the brief's names beside their ids. */
export interface ChallengeScore {
  id: string
  topicId: number
  topicName: string
  briefId: number
  briefName: string
  briefType: string
  score: number
  updatedAt: Date
}

export const challengeScoreQuerySchema = Type.Object(
  {
    topicId: Type.Optional(Type.Integer({ minimum: 1 })),
    briefId: Type.Optional(Type.Integer({ minimum: 1 })),
    $limit: Type.Optional(Type.Integer({ minimum: 0, maximum: MAX_PAGE_SIZE })),
    $skip: Type.Optional(Type.Integer({ minimum: 0 })),
    $sort: Type.Optional(Type.Record(Type.String(), Type.Union([Type.Literal(1), Type.Literal(-1)]))),
  },
  { $id: 'ChallengeScoreQuery', additionalProperties: false },
)
export type ChallengeScoreQuery = Static<typeof challengeScoreQuerySchema>
export const challengeScoreQueryValidator = getValidator(challengeScoreQuerySchema, queryValidator)
