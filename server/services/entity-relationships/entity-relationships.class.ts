import { BadRequest, NotFound } from '@feathersjs/errors'
import type { Id, Params } from '@feathersjs/feathers'
import type { Knex } from 'knex'
import { messages } from '../../../common/messages'
import { dbFor } from '../../db/transaction'
import type { Application } from '../../declarations'
import { isUuid } from '../../hooks/uuidIds'
import type { RelatedItem } from './entity-relationships.schema'

/** One kind of list an entity's relationship panel keeps (spec 2 §2, §7). */
interface ListKind {
  path: 'relationship-to-country' | 'brief-entity-relationship' | 'relationship-to-landscape'
  table: string
  column: string
  items: string
  /** the body's list of ids */
  idsKey: 'countryIds' | 'briefIds' | 'landscapeIds'
  /** the answer's list */
  listKey: 'countries' | 'briefs' | 'landscapes'
  columns: string[]
  noEntity: string
  unknown: string
}

export const RELATIONSHIP_LISTS: ListKind[] = [
  {
    path: 'relationship-to-country',
    table: 'entity_countries',
    column: 'countryId',
    items: 'countries',
    idsKey: 'countryIds',
    listKey: 'countries',
    columns: ['countries.id', 'countries.name', 'entity_countries.primary'],
    noEntity: messages.noCountryRelationshipEntity,
    unknown: messages.unknownCountry,
  },
  {
    path: 'brief-entity-relationship',
    table: 'entity_briefs',
    column: 'briefId',
    items: 'briefs',
    idsKey: 'briefIds',
    listKey: 'briefs',
    columns: ['briefs.id', 'briefs.name', 'briefs.type'],
    noEntity: messages.noBriefRelationshipEntity,
    unknown: messages.unknownBrief,
  },
  {
    path: 'relationship-to-landscape',
    table: 'entity_landscapes',
    column: 'landscapeId',
    items: 'landscapes',
    idsKey: 'landscapeIds',
    listKey: 'landscapes',
    columns: ['landscapes.id', 'landscapes.name'],
    noEntity: messages.noLandscapeRelationshipEntity,
    unknown: messages.unknownLandscape,
  },
]

type Answer = { entityId: string } & Record<string, RelatedItem[]>

/**
 * An entity's countries (one of them primary), briefs or landscapes: GET answers the list, POST sets
 * it to exactly the ids sent, in one transaction. An id that is not an entity's is refused with the
 * panel's message (spec 2 §5), an item that does not exist with 'Unknown …'; nothing is written then.
 */
export class RelationshipListService {
  constructor(
    private readonly app: Application,
    private readonly kind: ListKind,
  ) {}

  private async entityOf(db: Knex, entityId: string, missing: (message: string) => Error) {
    const entity = isUuid(entityId) ? await db('entities').where({ id: entityId }).forUpdate().first('id') : null
    if (!entity) throw missing(this.kind.noEntity)
  }

  private async answer(db: Knex, entityId: string): Promise<Answer> {
    const { table, column, items, columns, listKey } = this.kind
    const rows: RelatedItem[] = await db(table)
      .join(items, `${items}.id`, `${table}.${column}`)
      .where(`${table}.entityId`, entityId)
      .select(columns)
      .orderBy(`${items}.name`)
    return { entityId, [listKey]: rows } as Answer
  }

  async get(id: Id, params?: Params): Promise<Answer> {
    const db = dbFor(this.app, params)
    await this.entityOf(db, String(id), (message) => new NotFound(message))
    return this.answer(db, String(id))
  }

  async create(data: Record<string, unknown>, params?: Params): Promise<Answer> {
    const db = dbFor(this.app, params)
    const { table, column, items, idsKey, unknown } = this.kind
    const entityId = String(data.entityId)
    await this.entityOf(db, entityId, (message) => new BadRequest(message, { path: 'entityId' }))
    const ids = [...new Set(data[idsKey] as number[])]
    const found: { id: number }[] = ids.length ? await db(items).whereIn('id', ids).select('id') : []
    const missing = ids.find((id) => !found.some((row) => row.id === id))
    if (missing !== undefined) throw new BadRequest(unknown, { path: `${idsKey}.${ids.indexOf(missing)}` })
    const primary = (data.primary as number | null | undefined) ?? null
    if (primary !== null && !ids.includes(primary)) {
      throw new BadRequest(messages.primaryNotAmongCountries, { path: 'primary' })
    }
    await db(table).where({ entityId }).delete()
    if (ids.length) {
      await db(table).insert(
        ids.map((id) => ({ entityId, [column]: id, ...(idsKey === 'countryIds' ? { primary: id === primary } : {}) })),
      )
    }
    return this.answer(db, entityId)
  }
}
