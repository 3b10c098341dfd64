import type { Paginated, Params } from '@feathersjs/feathers'
import { REFERENCE_PAGE_SIZE } from '../../../common/limits'
import type { Application } from '../../declarations'
import { dbFor } from '../../db/transaction'
import type { ChallengeScore, ChallengeScoreQuery } from './challenge-scores.schema'

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
