import { BadRequest, NotFound } from '@feathersjs/errors'
import type { Id, Params } from '@feathersjs/feathers'
import type { Knex } from 'knex'
import { messages } from '../../../common/messages'
import type { LinkDirection } from '../../../common/entityFormat'
import {
  DEFAULT_RELATIONSHIP_STRENGTH,
  RELATIONSHIP_TYPE_DICTIONARIES,
  reversedDirection,
} from '../../../common/relationships'
import { dbFor } from '../../db/transaction'
import type { Application } from '../../declarations'
import { isUuid } from '../../hooks/uuidIds'
import type { EntityRelationship, EntityRelationshipData } from './relationship-to-entities.schema'

interface LinkRow {
  id: string
  facetId: string | null
  sourceId: string
  targetId: string
  type: string | null
  strength: number | null
  direction: LinkDirection
  otherName: string
  otherType: string
  otherSubType: string | null
}

/**
 * Related entities (spec 2 §2, §7): links outside facets, either way. A link made from A to B shows
 * from B's side too, its direction reversed. They change no entity's version: the panel saves at once,
 * beside the editor's own save.
 */
export class RelationshipToEntitiesService {
  constructor(private readonly app: Application) {}

  private async relationships(db: Knex, entityId: string): Promise<EntityRelationship[]> {
    // its own links outside facets, and every link to it: those of other entities' facets too
    const side = (own: 'sourceId' | 'targetId', other: 'sourceId' | 'targetId') =>
      db('links as l')
        .join('entities as o', 'o.id', `l.${other}`)
        .where(`l.${own}`, entityId)
        .modify((query) => own === 'sourceId' && query.whereNull('l.facetId'))
        .select(
          'l.id',
          'l.facetId',
          'l.sourceId',
          'l.targetId',
          'l.type',
          'l.strength',
          'l.direction',
          'o.name as otherName',
          'o.type as otherType',
          'o.subType as otherSubType',
        )
    const [outgoing, incoming]: LinkRow[][] = await Promise.all([
      side('sourceId', 'targetId'),
      side('targetId', 'sourceId'),
    ])
    const record = (row: LinkRow, reversed: boolean): EntityRelationship => {
      const otherId = reversed ? row.sourceId : row.targetId
      return {
        id: row.id,
        sourceId: entityId,
        targetId: otherId,
        target: { id: otherId, name: row.otherName, type: row.otherType, subType: row.otherSubType },
        type: row.type,
        strength: row.strength,
        direction: reversed ? reversedDirection(row.direction) : row.direction,
        incoming: reversed,
        fromFacet: row.facetId !== null,
      }
    }
    return [...outgoing.map((row) => record(row, false)), ...incoming.map((row) => record(row, true))].sort(
      (a, b) => a.target.name.localeCompare(b.target.name) || (a.type ?? '').localeCompare(b.type ?? ''),
    )
  }

  async get(id: Id, params?: Params): Promise<{ entityId: string; data: EntityRelationship[] }> {
    const db = dbFor(this.app, params)
    const entityId = String(id)
    if (!isUuid(entityId) || !(await db('entities').where({ id: entityId }).first('id'))) {
      throw new NotFound(messages.unknownEntity)
    }
    return { entityId, data: await this.relationships(db, entityId) }
  }

  async create(data: EntityRelationshipData, params?: Params): Promise<EntityRelationship> {
    const db = dbFor(this.app, params)
    const type = data.type.trim()
    if (!type) throw new BadRequest(messages.selectRelationship, { path: 'type' })
    const strength = data.strength ?? DEFAULT_RELATIONSHIP_STRENGTH
    if (!Number.isInteger(strength) || strength < 1 || strength > 5) {
      throw new BadRequest(messages.strengthRange, { path: 'strength' })
    }
    const ids = [data.sourceId, data.targetId].filter(isUuid)
    const found: { id: string; type: string }[] = ids.length
      ? await db('entities').whereIn('id', ids).select('id', 'type')
      : []
    const source = found.find((entity) => entity.id === data.sourceId)
    const target = found.find((entity) => entity.id === data.targetId)
    if (!source) throw new BadRequest(messages.unknownEntity, { path: 'sourceId' })
    if (!target) throw new BadRequest(messages.selectRelationship, { path: 'targetId' })
    if (source.id === target.id) throw new BadRequest(messages.relationshipToItself, { path: 'targetId' })
    const known = await db('dictionary_items')
      .join('dictionaries', 'dictionaries.id', 'dictionary_items.dictionaryId')
      .whereIn('dictionaries.key', [...RELATIONSHIP_TYPE_DICTIONARIES])
      .where('dictionary_items.value', type)
      .first('dictionary_items.id')
    if (!known) throw new BadRequest(messages.unknownRelationshipType, { path: 'type' })
    const same = { sourceId: source.id, targetId: target.id, type, facetId: null }
    const existing = await db('links').where(same).first('id')
    const at = new Date().toISOString()
    if (existing) await db('links').where({ id: existing.id }).update({ strength, updatedAt: at })
    else {
      const [{ next }] = await db('links')
        .where({ sourceId: source.id })
        .whereNull('facetId')
        .select(db.raw('coalesce(max("order"), 0) + 1 AS next'))
      await db('links').insert({
        ...same,
        sourceEntityType: source.type,
        targetEntityType: target.type,
        direction: 'TO',
        strength,
        order: next,
        createdAt: at,
        updatedAt: at,
      })
    }
    const all = await this.relationships(db, source.id)
    return all.find((one) => !one.incoming && one.targetId === target.id && one.type === type)!
  }

  /** DELETE /relationship-to-entities/{id}?targetId&type: the links of that type between the two, either way. */
  async remove(id: Id | null, params?: Params): Promise<{ entityId: string; removed: number }> {
    const db = dbFor(this.app, params)
    const entityId = String(id)
    const { targetId, type } = (params?.query ?? {}) as { targetId: string; type: string }
    if (!isUuid(entityId) || !isUuid(targetId)) throw new NotFound(messages.unknownEntity)
    const removed: { id: string }[] = await db('links')
      .whereNull('facetId')
      .where({ type })
      .where((both) => both.where({ sourceId: entityId, targetId }).orWhere({ sourceId: targetId, targetId: entityId }))
      .delete(['id'])
    if (!removed.length) throw new NotFound(messages.linkNotOfEntity)
    return { entityId, removed: removed.length }
  }
}
