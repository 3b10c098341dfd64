import { authenticate } from '@feathersjs/authentication'
import type { Paginated, Params } from '@feathersjs/feathers'
import { hooks as schemaHooks } from '@feathersjs/schema'
import { Type, getValidator, type Static } from '@feathersjs/typebox'
import type { Knex } from 'knex'
import { MAX_PAGE_SIZE } from '../../../common/limits'
import { briefTypeOf } from '../../../common/linkRules'
import { dbFor } from '../../db/transaction'
import type { Application } from '../../declarations'
import { authorize } from '../../hooks/authorize'
import { containsPattern } from '../../hooks/queryOperators'
import { queryValidator } from '../../validators'

const uuid = Type.String({ format: 'uuid' })
const oneOrMany = Type.Union([
  Type.String(),
  Type.Object(
    { $in: Type.Optional(Type.Array(Type.String())), $ne: Type.Optional(Type.String()) },
    { additionalProperties: false },
  ),
])
const kind = Type.Object(
  { type: Type.String(), subType: Type.Optional(Type.String()) },
  { additionalProperties: false },
)

/**
 * GET /entity-infos (spec 2 §7): the link pickers' search. `name[$iLike]`, `type` and `subType` (one or
 * `$in`), `$or` of types with sub-types (the picker's allowed targets), `topicId`, `id` (one, `$in` or `$ne`),
 * `$limit` up to 1000.
 */
export const entityInfoQuerySchema = Type.Object(
  {
    id: Type.Optional(Type.Union([uuid, Type.Object({ $in: Type.Array(uuid) }, { additionalProperties: false })])),
    name: Type.Optional(
      Type.Object(
        { $iLike: Type.Optional(Type.String()), $ilike: Type.Optional(Type.String()) },
        { additionalProperties: false },
      ),
    ),
    type: Type.Optional(oneOrMany),
    subType: Type.Optional(oneOrMany),
    $or: Type.Optional(Type.Array(kind, { maxItems: 50 })),
    topicId: Type.Optional(Type.Integer({ minimum: 1 })),
    $limit: Type.Optional(Type.Integer({ minimum: 0, maximum: MAX_PAGE_SIZE })),
    $skip: Type.Optional(Type.Integer({ minimum: 0 })),
    // always by name, then id: the pickers' order
    $sort: Type.Optional(
      Type.Object(
        { name: Type.Optional(Type.Union([Type.Literal(1), Type.Literal(-1)])) },
        { additionalProperties: false },
      ),
    ),
  },
  { $id: 'EntityInfoQuery', additionalProperties: false },
)
export type EntityInfoQuery = Static<typeof entityInfoQuerySchema>
// compiled once: the schema's $id may be added to the validator only once, however many apps a process makes
const entityInfoQueryValidator = getValidator(entityInfoQuerySchema, queryValidator)

export interface EntityInfo {
  id: string
  name: string
  type: string
  subType: string | null
  briefType: string | null
  topics: { id: number; name: string }[]
}

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
            both.where('e.type', one.type).modify((q) => one.subType && q.where('e.subType', one.subType)),
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

declare module '../../declarations' {
  interface ServiceTypes {
    'entity-infos': EntityInfoService
  }
}

export function entityInfos(app: Application) {
  app.use('entity-infos', new EntityInfoService(app), { methods: ['find'] })
  app.service('entity-infos').hooks({
    around: { all: [authenticate('jwt'), authorize] },
    before: { find: [schemaHooks.validateQuery(entityInfoQueryValidator)] },
  })
}
