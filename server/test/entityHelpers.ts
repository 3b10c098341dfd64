import { expect } from 'vitest'
import type { EntityRecord, FacetRecord, FieldSetValues, FieldValue } from '../../common/entityFormat'
import type { EntitySave, FacetFieldSave, FacetSave } from '../services/entities/entities.schema'
import type { EntityTemplate, FacetFieldType, FacetType } from '../../common/templateFormat'
import type { ApiResponse, TestServer } from './harness'
import { expectNothingWritten, type Page } from './helpers'

/** A reference template by type and sub-type, with its facet and field types. */
export async function templateOf(server: TestServer, token: string, type: string, subType?: string) {
  const query = `type=${encodeURIComponent(type)}${subType ? `&subType=${encodeURIComponent(subType)}` : ''}`
  const { body } = await server.api<Page<EntityTemplate>>('GET', '/entity-templates', { token, query })
  const template = body.data.find((one) => (one.subType ?? undefined) === subType)
  if (!template) throw new Error(`no template ${type}/${subType}`)
  return template
}

export const facetTypeOf = (template: EntityTemplate, name: string): FacetType => {
  const facetType = template.facetTypes.find((one) => one.name === name)
  if (!facetType) throw new Error(`no facet type ${name} in ${template.name}`)
  return facetType
}

export const fieldTypeOf = (facetType: FacetType, name: string): FacetFieldType => {
  const fieldType = facetType.facetFieldTypes.find((one) => one.name === name)
  if (!fieldType) throw new Error(`no field type ${name} in ${facetType.name}`)
  return fieldType
}

/** The fields of field sets: for each field type (by name), its sets in order, one field per attribute. */
export function fieldsOf(facetType: FacetType, sets: Record<string, FieldSetValues[]>): FacetFieldSave[] {
  return Object.entries(sets).flatMap(([fieldTypeName, values]) =>
    values.flatMap((set, index) =>
      Object.entries(set).map(([name, value]) => ({
        facetFieldTypeId: fieldTypeOf(facetType, fieldTypeName).id,
        name,
        order: index + 1,
        value: value as FieldValue,
      })),
    ),
  )
}

/**
 * A new facet of a type with field sets. Its meta is left out unless given, as the server allows: a new
 * facet is then the caller's, in progress.
 */
export const newFacet = (
  facetType: FacetType,
  sets: Record<string, FieldSetValues[]> = {},
  extra: Partial<FacetSave> = {},
): FacetSave =>
  ({ facetTypeId: facetType.id, order: facetType.order, fields: fieldsOf(facetType, sets), ...extra }) as FacetSave

/** A facet as loaded, sent back as it is (every field with its id). */
export const asInput = (facet: FacetRecord, extra: Partial<FacetSave> = {}): FacetSave => ({
  id: facet.id,
  facetTypeId: facet.facetTypeId,
  order: facet.order,
  meta: facet.meta,
  fields: facet.fields.map(({ id, facetFieldTypeId, name, order, value }) => ({
    id,
    facetFieldTypeId,
    name,
    order,
    value,
  })),
  ...extra,
})

/** POST /entities's body for a template. */
export const createBody = (
  template: EntityTemplate,
  facets: FacetSave[],
  extra: Partial<EntitySave> = {},
): EntitySave => ({
  entityTemplateId: template.id,
  type: template.type,
  subType: template.subType,
  name: '',
  meta: { assignedToId: null, stage: 'in progress' },
  facets,
  ...extra,
})

/** PATCH /entities/{id}'s body for a loaded entity: its own values, no facets, its version; then `changes`. */
export const saveBody = (entity: EntityRecord, changes: Partial<EntitySave> = {}): EntitySave => ({
  entityTemplateId: entity.entityTemplateId,
  type: entity.type,
  subType: entity.subType,
  name: entity.name,
  hidden: entity.hidden,
  meta: { assignedToId: entity.meta.assignedToId, stage: entity.meta.stage },
  facets: [],
  updatedAt: entity.updatedAt,
  ...changes,
})

export const postEntity = (server: TestServer, token: string, body: unknown) =>
  server.api<EntityRecord>('POST', '/entities', { token, body })

/** PATCH /entities/{id}; a save's answer is checked to be the entity as a GET then reads it. */
export async function patchEntity(server: TestServer, token: string, id: string, body: unknown) {
  const response = await server.api<EntityRecord>('PATCH', `/entities/${id}`, { token, body })
  if (response.status === 200) expect(response.body).toEqual((await getEntity(server, token, id)).body)
  return response
}

export const getEntity = (server: TestServer, token: string, id: string) =>
  server.api<EntityRecord>('GET', `/entities/${id}`, { token })

export function expectStatus<T>(response: ApiResponse<T>, status: number): T {
  expect(response.status, JSON.stringify(response.body)).toBe(status)
  return response.body
}

/** POST /entities; expects 201. */
export const createEntity = async (server: TestServer, token: string, body: EntitySave) =>
  expectStatus(await postEntity(server, token, body), 201)

/** PATCH /entities/{id} from a loaded copy; expects 200. */
export const saveEntity = async (
  server: TestServer,
  token: string,
  entity: EntityRecord,
  changes: Partial<EntitySave> = {},
) => expectStatus(await patchEntity(server, token, entity.id, saveBody(entity, changes)), 200)

/** The values of a facet's fields by field type name, set order and attribute. */
export function setsOf(template: EntityTemplate, facet: FacetRecord): Record<string, FieldSetValues[]> {
  const facetType = template.facetTypes.find((one) => one.id === facet.facetTypeId)!
  const sets: Record<string, FieldSetValues[]> = {}
  for (const field of facet.fields) {
    const name = facetType.facetFieldTypes.find((one) => one.id === field.facetFieldTypeId)!.name
    sets[name] ??= []
    sets[name][field.order - 1] = { ...sets[name][field.order - 1], [field.name]: field.value }
  }
  return sets
}

/** Every row of every table a save writes. */
export async function entityState(server: TestServer) {
  const tables = [
    'entities',
    'topic_links',
    'facets',
    'facet_fields',
    'links',
    'facet_logs',
    'comments',
    'rejections',
    'cross_entity_facets',
    'entity_revisions',
  ]
  const state: Record<string, unknown[]> = {}
  for (const table of tables) state[table] = await server.db(table).orderBy('id')
  return state
}

/** Runs `call` and asserts it changed no entity table, no user and no mail. */
export async function expectNoEntityWritten<T>(server: TestServer, call: () => Promise<T>): Promise<T> {
  const before = await entityState(server)
  const result = await expectNothingWritten(server.db, call)
  expect(await entityState(server)).toEqual(before)
  return result
}

/** A name no other test uses. */
let counter = 0
export const uniqueName = (label = 'Entity') => `${label} ${Date.now().toString(36)} ${++counter}`
