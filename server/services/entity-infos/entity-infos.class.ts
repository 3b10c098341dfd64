import type { Paginated, Params } from '@feathersjs/feathers'
import type { Knex } from 'knex'
import { briefTypeOf } from '../../../common/linkRules'
import { dbFor } from '../../db/transaction'
import type { Application } from '../../declarations'
import { containsPattern } from '../../hooks/queryOperators'
import type { EntityInfo, EntityInfoQuery } from './entity-infos.schema'

const whereOne = (
  query: Knex.QueryBuilder,
  column: string,
  value: string | { $in?: string[]; $ne?: string } | undefined,
) => {
  if (value === undefined) return
  if (typeof value === 'string') return query.where(column, value)
  if (value.$in) query.whereIn(column, value.$in)
  // the event form's entity picker leaves Brief entities out (spec 3 §7 type[$ne]=Brief)
  if (value.$ne !== undefined) query.whereNot(column, value.$ne)
}

/** Entities as a link picker lists them: name, type, sub-type, kind of brief and topics. */
export class EntityInfoService {
  constructor(private readonly app: Application) {}

  async find(params: Params<EntityInfoQuery> = {}): Promise<Paginated<EntityInfo>> {
    const db = dbFor(this.app, params)
    const { id, name, type, subType, $or, topicId, $limit = 50, $skip = 0 } = params.query ?? {}
    const query = db('entities as e')
    whereOne(query, 'e.id', id)
    whereOne(query, 'e.type', type)
    whereOne(query, 'e.subType', subType)
    const text = name?.$iLike ?? name?.$ilike
    if (text) query.where('e.name', 'ilike', containsPattern(text))
    if ($or?.length) {
      query.where((any) => {
        for (const one of $or)
          any.orWhere((both) =>
            both
              .where('e.type', one.type)
              .modify((q) => one.subType && q.where('e.subType', one.subType))
              // the kind of brief is its sub-type's first word (briefTypeOf)
              .modify(
                (q) => one.briefType && q.whereRaw(`lower(split_part(e."subType", ' ', 1)) = ?`, [one.briefType]),
              ),
          )
      })
    }
    if (topicId) query.whereIn('e.id', db('topic_links').where('countryId', topicId).select('entityId'))
    const [{ total }] = await query.clone().select(db.raw('count(*)::int AS total'))
    const rows: Omit<EntityInfo, 'topics' | 'briefType'>[] = $limit
      ? await query
          .select('e.id', 'e.name', 'e.type', 'e.subType')
          .orderBy([{ column: 'e.name' }, { column: 'e.id' }])
          .limit($limit)
          .offset($skip)
      : []
    const topics: { entityId: string; id: number; name: string }[] = rows.length
      ? await db('topic_links')
          .join('countries', 'countries.id', 'topic_links.countryId')
          .whereIn(
            'topic_links.entityId',
            rows.map((row) => row.id),
          )
          .select('topic_links.entityId', 'countries.id', 'countries.name')
          .orderBy('countries.name')
      : []
    return {
      total,
      limit: $limit,
      skip: $skip,
      data: rows.map((row) => ({
        ...row,
        briefType: briefTypeOf(row),
        topics: topics
          .filter((topic) => topic.entityId === row.id)
          .map(({ id, name: topicName }) => ({ id, name: topicName })),
      })),
    }
  }
}
