import type { Knex } from 'knex'
import type { EntityTemplate } from '../../../common/templateFormat'
import { insertRecords } from '../bulkInsert'
import type { Lookups, UserRef } from '../../services/entities/entities.save-checks'
import { planSave } from '../../services/entities/entities.save-plan'
import type { EntitySave } from '../../services/entities/entities.schema'
import { facetTrail, type TrailPeople } from './reviewTrail'
import type { Random } from './random'
import { MINUTE_MS } from '../../../common/time'

/** An entity of the demo as it is to be saved: the save an editor would send, its author and its dates. */
export interface DemoEntityDraft {
  id: string
  template: EntityTemplate
  input: EntitySave
  author: UserRef
  createdAt: Date
  /** its history ends by then */
  activeUntil: Date
  /** ids of the countries that are its topics */
  topics: number[]
  /** a country's own entity (the topics import's) */
  isTopic?: boolean
  /** its relationship panels: countries (the first primary), briefs and landscapes, by id */
  countries?: number[]
  briefs?: number[]
  landscapes?: number[]
}

const iso = (date: Date) => date.toISOString()
/** Tables the triggers of the written ones keep. */
const DERIVED_TABLES = ['facet_texts', 'facet_type_counts', 'entity_facet_counts', 'entity_type_counts', 'entity_names']

/**
 * Writes the demo's entities as saves would, in a statement per table and 2,000 rows (jsonb values, such as
 * a link's provenance, go as they are): each draft is
 * planned by the entity save's own rules (`planSave`, as an admin who may set every stage; a draft that
 * breaks one throws), then its facets get a history (reviewTrail) whose times give their updatedAt and
 * the entity's, to the millisecond, so the editor's next save names the stored version (409 rules).
 */
export async function writeDemoEntities(
  db: Knex,
  drafts: readonly DemoEntityDraft[],
  lookups: Lookups,
  people: TrailPeople,
  random: Random,
) {
  const admin = people.admins[0]
  const caller = { id: admin.id, name: admin.name, role: admin.role }
  const rows: Record<string, Record<string, unknown>[]> = {
    entities: [],
    topic_links: [],
    facets: [],
    facet_fields: [],
    links: [],
    cross_entity_facets: [],
    facet_logs: [],
    comments: [],
    rejections: [],
    entity_countries: [],
    entity_briefs: [],
    entity_landscapes: [],
  }
  for (const draft of drafts) {
    const plan = planSave({
      input: draft.input,
      stored: null,
      template: draft.template,
      caller,
      lookups,
      entityId: draft.id,
      newId: random.uuid,
    })
    let updatedAt = draft.createdAt
    let updatedById = draft.author.id
    for (const [index, facet] of plan.facets.entries()) {
      const createdAt = new Date(draft.createdAt.getTime() + index * MINUTE_MS)
      const trail = facetTrail(
        random,
        { id: facet.id, stage: facet.meta.to.stage, assignedToId: facet.meta.to.assignedToId },
        draft.author,
        people,
        createdAt,
        draft.activeUntil,
      )
      rows.facets.push({
        id: facet.id,
        entityId: draft.id,
        facetTypeId: facet.facetType.id,
        order: facet.order,
        stage: facet.meta.to.stage,
        assignedToId: facet.meta.to.assignedToId,
        creatorId: draft.author.id,
        editorId: draft.author.id,
        crossEntityFacetTypeId: facet.crossEntityFacetTypeId,
        createdAt: iso(createdAt),
        updatedAt: iso(trail.updatedAt),
      })
      // a new facet is saved with its fields: they are as old as the facet
      const filledAt = iso(createdAt)
      for (const field of facet.content.newFields) {
        rows.facet_fields.push({ ...field, createdAt: filledAt, updatedAt: filledAt })
      }
      for (const link of facet.content.newLinks) {
        rows.links.push({ ...link, createdAt: filledAt, updatedAt: filledAt })
      }
      for (const point of facet.content.series.newPoints) {
        rows.cross_entity_facets.push({ ...point, entityId: draft.id, createdAt: filledAt, updatedAt: filledAt })
      }
      rows.facet_logs.push(...trail.logs)
      rows.comments.push(...trail.comments)
      rows.rejections.push(...trail.rejections)
      if (trail.updatedAt > updatedAt) [updatedAt, updatedById] = [trail.updatedAt, trail.lastUserId]
    }
    for (const link of plan.entityLinks.newLinks) {
      rows.links.push({ ...link, createdAt: iso(draft.createdAt), updatedAt: iso(draft.createdAt) })
    }
    const { name, stage, assignedToId, failedReason, hidden, completeness } = plan.entity
    rows.entities.push({
      id: draft.id,
      name,
      entityTemplateId: draft.template.id,
      type: draft.template.type,
      subType: draft.template.subType,
      stage,
      assignedToId,
      failedReason,
      hidden,
      isTopic: draft.isTopic ?? false,
      completeness,
      creatorId: draft.author.id,
      updatedById,
      createdAt: iso(draft.createdAt),
      updatedAt: iso(updatedAt),
    })
    const at = iso(draft.createdAt)
    rows.topic_links.push(...draft.topics.map((countryId) => ({ entityId: draft.id, countryId, createdAt: at })))
    rows.entity_countries.push(
      ...(draft.countries ?? []).map((countryId, index) => ({
        entityId: draft.id,
        countryId,
        primary: index === 0,
        createdAt: at,
      })),
    )
    rows.entity_briefs.push(...(draft.briefs ?? []).map((briefId) => ({ entityId: draft.id, briefId, createdAt: at })))
    rows.entity_landscapes.push(
      ...(draft.landscapes ?? []).map((landscapeId) => ({ entityId: draft.id, landscapeId, createdAt: at })),
    )
  }
  const tables = `${Object.keys(rows).join(', ')}, ${DERIVED_TABLES.join(', ')}`
  await db.transaction(async (trx) => {
    // the triggers' statements (migrations 009–020) were planned on near-empty tables and kept for the
    // session: ANALYZE has them planned again, with index scans, or each insert would scan every row
    // written before it (a fivefold slower seed)
    await trx.raw('SET LOCAL enable_seqscan = off')
    await trx.raw(`ANALYZE ${tables}`)
    // in this order for the foreign keys: entities, then what hangs on them
    for (const [table, tableRows] of Object.entries(rows)) await insertRecords(trx, table, tableRows)
    // and planned again on what is there now, for the saves to come
    await trx.raw(`ANALYZE ${tables}`)
  })
}
