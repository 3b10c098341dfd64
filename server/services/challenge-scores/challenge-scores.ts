import { authenticate } from '@feathersjs/authentication'
import type { Paginated, Params } from '@feathersjs/feathers'
import { hooks as schemaHooks } from '@feathersjs/schema'
import { Type, getValidator, type Static } from '@feathersjs/typebox'
import { MAX_PAGE_SIZE, REFERENCE_PAGE_SIZE } from '../../../common/limits'
import type { Application } from '../../declarations'
import { dbFor } from '../../db/transaction'
import { authorize } from '../../hooks/authorize'
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

const challengeScoreQuerySchema = Type.Object(
  {
    topicId: Type.Optional(Type.Integer({ minimum: 1 })),
    briefId: Type.Optional(Type.Integer({ minimum: 1 })),
    $limit: Type.Optional(Type.Integer({ minimum: 0, maximum: MAX_PAGE_SIZE })),
    $skip: Type.Optional(Type.Integer({ minimum: 0 })),
    $sort: Type.Optional(Type.Record(Type.String(), Type.Union([Type.Literal(1), Type.Literal(-1)]))),
  },
  { $id: 'ChallengeScoreQuery', additionalProperties: false },
)
type ChallengeScoreQuery = Static<typeof challengeScoreQuerySchema>
const challengeScoreQueryValidator = getValidator(challengeScoreQuerySchema, queryValidator)

/** GET /challenge-scores: the scores the Import Challenges sheet set, by topic then brief. */
export class ChallengeScoreService {
  constructor(private app: Application) {}

  async find(params?: Params<ChallengeScoreQuery>): Promise<Paginated<ChallengeScore>> {
    const db = dbFor(this.app, params)
    const { topicId, briefId, $limit = REFERENCE_PAGE_SIZE, $skip = 0 } = params?.query ?? {}
    const filtered = db('challenge_scores as s')
      .join('countries as c', 'c.id', 's.topicId')
      .join('briefs as b', 'b.id', 's.briefId')
      .modify((query) => {
        if (topicId) query.where('s.topicId', topicId)
        if (briefId) query.where('s.briefId', briefId)
      })
    const [{ total }] = await filtered.clone().count({ total: '*' })
    const data: ChallengeScore[] = await filtered
      .select(
        db.raw(`s."topicId" || '-' || s."briefId" as id`),
        's.topicId',
        'c.name as topicName',
        's.briefId',
        'b.name as briefName',
        'b.type as briefType',
        's.score',
        's.updatedAt',
      )
      .orderBy([{ column: 'c.name' }, { column: 'b.name' }])
      .limit($limit)
      .offset($skip)
    return { total: Number(total), limit: $limit, skip: $skip, data }
  }
}

declare module '../../declarations' {
  interface ServiceTypes {
    'challenge-scores': ChallengeScoreService
  }
}

export function challengeScores(app: Application) {
  app.use('challenge-scores', new ChallengeScoreService(app), { methods: ['find'] })
  app.service('challenge-scores').hooks({
    around: { all: [authenticate('jwt'), authorize] },
    before: { find: [schemaHooks.validateQuery(challengeScoreQueryValidator)] },
  })
}
