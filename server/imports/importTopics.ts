import { BadRequest } from '@feathersjs/errors'
import type { Knex } from 'knex'
import type { EntityRecord } from '../../common/entityFormat'
import type { FacetFieldSave } from '../services/entities/entities.schema'
import { IMPORTS, importMessages, type ImportCounts } from '../../common/imports'
import { MAX_INPUT_LENGTH } from '../../common/limits'
import { fillMessage } from '../../common/messages'
import type { EntityTemplate } from '../../common/templateFormat'
import type { EntitySave } from '../services/entities/entities.schema'
import { refuseRow, type ImportContext, type Importer } from './importRows'
import { topicReader, type CountryRow } from './lookups'

/** The type a topic entity has when the sheet gives none: the country's statistics live on it. */
export const DEFAULT_TOPIC_TYPE = 'Statistic Entity'

interface Topic {
  row: number
  country: CountryRow
  template: EntityTemplate
  /** the sheet's name; empty keeps a stored entity's name, and names a new one after the country */
  name: string
  summary: string
}

/** The facet and field a topic's cell is written to: every reference template has both. */
const NAME = { facet: 'Name', field: 'value' }
const SUMMARY = { facet: 'Summary', field: 'value' }

/** The template a row's type and sub type name, or why there is none. */
function templateFor(templates: EntityTemplate[], type: string, subType: string): EntityTemplate | string {
  const ofType = templates.filter((template) => template.type.toLowerCase() === type.toLowerCase())
  if (!ofType.length) return fillMessage(importMessages.unknownEntityType, { type })
  if (subType) {
    const found = ofType.find((template) => template.subType?.toLowerCase() === subType.toLowerCase())
    return found ?? fillMessage(importMessages.unknownSubType, { type, subType })
  }
  const plain = ofType.filter((template) => !template.subType)
  if (plain.length === 1 || ofType.length === 1) return plain[0] ?? ofType[0]
  return fillMessage(importMessages.subTypeNeeded, {
    type,
    subTypes: ofType.map((template) => template.subType).join(', '),
  })
}

/** The field inputs writing `text` to a facet's field, or null when the template has no such facet. */
function fieldOf(template: EntityTemplate, target: { facet: string; field: string }, text: string) {
  const facetType = template.facetTypes.find((type) => type.name === target.facet)
  const fieldType = facetType?.facetFieldTypes.find((type) => type.name === target.field)
  if (!facetType || !fieldType) return null
  const field: FacetFieldSave = { facetFieldTypeId: fieldType.id, name: 'value', order: 1, value: text }
  return { facetType, field }
}

/** The text a stored entity holds in a facet's field ('' when none). */
function storedText(entity: EntityRecord, target: { facet: string; field: string }) {
  const facetType = entity.entityTemplate.facetTypes.find((type) => type.name === target.facet)
  const facet = entity.facets.find((one) => one.facetTypeId === facetType?.id)
  const field = facet?.fields.find((one) => one.name === 'value')
  return { facet, field, text: typeof field?.value === 'string' ? field.value : '' }
}

/** The facets of a save that make an entity's Name and Summary say the topic's. */
function facetsFor(topic: Topic, stored: EntityRecord | null): EntitySave['facets'] {
  const facets: EntitySave['facets'] = []
  let order = Math.max(0, ...(stored?.facets.map((facet) => facet.order) ?? []))
  for (const [target, text] of [
    [NAME, topic.name || (stored ? '' : topic.country.name)],
    [SUMMARY, topic.summary],
  ] as const) {
    if (!text) continue
    // a stored entity is written by its own template (a country's main entity may be of another type)
    const written = fieldOf(stored?.entityTemplate ?? topic.template, target, text)
    if (!written) continue
    const before = stored ? storedText(stored, target) : null
    if (before?.text === text) continue
    const field = before?.field ? { ...written.field, id: before.field.id } : written.field
    facets.push(
      before?.facet
        ? { id: before.facet.id, facetTypeId: before.facet.facetTypeId, order: before.facet.order, fields: [field] }
        : { facetTypeId: written.facetType.id, order: ++order, fields: [field] },
    )
  }
  return facets
}

/**
 * The stored topic entity of a row's country: its main entity, else an entity marked as its topic, else
 * an entity of the row's template and name (one made before the import, which it adopts).
 */
async function topicEntityOf(db: Knex, topic: Topic): Promise<string | null> {
  const { country, template } = topic
  const name = topic.name || country.name
  if (country.main_entity_id && (await db('entities').where({ id: country.main_entity_id }).first('id'))) {
    return country.main_entity_id
  }
  const linked = await db('entities as e')
    .join('topic_links as t', 't.entityId', 'e.id')
    .where({ 't.countryId': country.id, 'e.isTopic': true })
    .orderBy('e.createdAt')
    .first('e.id')
  const named =
    linked ??
    (await db('entities')
      .where({ entityTemplateId: template.id })
      .whereRaw('lower(name) = ?', [name.toLowerCase()])
      .orderBy('createdAt')
      .first('id'))
  return (named?.id as string | undefined) ?? null
}

/**
 * POST /import-topic: a topic (a country) and its topic entity. The entity is the country's
 * main entity, marked as a topic, with the country as its topic; it is created with the sheet's name
 * (the country's name by default) and summary, or brought up to them, through the entity save.
 */
export const topicsImporter: Importer<Topic[]> = {
  kind: IMPORTS.topics,
  async check(db, rows, errors, { app }) {
    const topicOf = await topicReader(db)
    const templates = (
      (await app.service('entity-templates').find({ query: { $limit: 1000 }, transaction: { trx: db } } as never)) as {
        data: EntityTemplate[]
      }
    ).data
    const topics: Topic[] = []
    for (const row of rows) {
      const country = topicOf(row, errors)

      const template = templateFor(templates, row.cell('Type') || DEFAULT_TOPIC_TYPE, row.cell('Sub Type'))
      if (typeof template === 'string') errors.add(row.number, row.cell('Sub Type') ? 'Sub Type' : 'Type', template)
      else if (!fieldOf(template, NAME, 'x')) {
        errors.add(row.number, 'Type', importMessages.templateWithout, { template: template.name, facet: NAME.facet })
      } else if (row.cell('Summary') && !fieldOf(template, SUMMARY, 'x')) {
        errors.add(row.number, 'Summary', importMessages.templateWithout, {
          template: template.name,
          facet: SUMMARY.facet,
        })
      }
      const name = row.cell('Name')
      if (name.length > MAX_INPUT_LENGTH) errors.add(row.number, 'Name', importMessages.tooLong)

      if (!country || typeof template === 'string') continue
      errors.first(String(country.id), row.number, 'Topic')
      topics.push({ row: row.number, country, template, name, summary: row.cell('Summary') })
    }
    return topics
  },
  async apply(db, topics, context) {
    const counts: ImportCounts = { created: 0, updated: 0, unchanged: 0 }
    for (const topic of topics) counts[await writeTopic(db, topic, context)]++
    return counts
  },
}

async function writeTopic(db: Knex, topic: Topic, { app, user }: ImportContext): Promise<keyof ImportCounts> {
  const entities = app.service('entities')
  const params = { user, transaction: { trx: db } } as Parameters<typeof entities.get>[1]
  const storedId = await topicEntityOf(db, topic)
  const stored = storedId ? await entities.get(storedId, params) : null
  const facets = facetsFor(topic, stored)
  const refused = (error: unknown) => {
    throw error instanceof BadRequest ? refuseRow(topic.row, 'Name', error.message) : error
  }
  let entity = stored
  if (!stored) {
    const { template } = topic
    const save: EntitySave = {
      entityTemplateId: template.id,
      type: template.type,
      subType: template.subType,
      name: '',
      facets,
    }
    entity = await entities.create(save, params).catch(refused)
  } else if (facets.length) {
    const save: EntitySave = {
      entityTemplateId: stored.entityTemplateId,
      type: stored.type,
      subType: stored.subType,
      name: stored.name,
      facets,
      updatedAt: stored.updatedAt,
    }
    entity = await entities.patch(stored.id, save, params).catch(refused)
  }
  const marked = await db('entities').where({ id: entity!.id, isTopic: false }).update({ isTopic: true }, ['id'])
  const [linked] = await db('topic_links')
    .insert({ entityId: entity!.id, countryId: topic.country.id })
    .onConflict(['entityId', 'countryId'])
    .ignore()
    .returning('id')
  const main = await db('countries')
    .where({ id: topic.country.id })
    .where((query) =>
      query
        .whereNull('main_entity_id')
        .orWhereNot('main_entity_id', entity!.id)
        .orWhereNot('main_entity_name', entity!.name),
    )
    .update({ main_entity_id: entity!.id, main_entity_name: entity!.name, updated_at: db.fn.now() }, ['id'])
  if (!stored) return 'created'
  return facets.length || marked.length || linked || main.length ? 'updated' : 'unchanged'
}
