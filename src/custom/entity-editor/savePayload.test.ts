import { describe, expect, it } from 'vitest'
import type { EntityDraft } from './draft'
import { editorReducer, type EditorAction } from './editorState'
import { facetTypesWithEmptyRequired, toSavePayload } from './savePayload'
import { RECORD, TEMPLATE } from './testFixtures'

const run = (draft: EntityDraft | null, ...actions: EditorAction[]) =>
  actions.reduce<EntityDraft | null>(editorReducer, draft) as EntityDraft

const loaded = run(null, { type: 'loaded', record: RECORD })
const created = run(null, { type: 'newEntity', template: TEMPLATE, userId: 'analyst-1' })

describe('the save of a new entity', () => {
  it('sends every facet without ids, numbered in order, and no version', () => {
    const payload = toSavePayload(created)
    expect(payload).toEqual({
      entityTemplateId: 'tpl-actor',
      type: 'Actor',
      subType: 'Organisation',
      name: '',
      hidden: false,
      meta: { assignedToId: null, stage: 'in progress' },
      facets: ['ft-name', 'ft-summary', 'ft-role'].map((facetTypeId, index) => ({
        facetTypeId,
        order: index + 1,
        meta: { stage: 'in progress', assignedToId: 'analyst-1' },
        fields: [],
      })),
      facetFieldsToDestroy: [],
      facetsToDestroy: [],
    })
  })

  it('sends written attributes of the kind only, leaving empty sets out of the numbering', () => {
    const summary = created.facets[1].key
    const draft = run(
      created,
      {
        type: 'setFieldSet',
        facetKey: created.facets[0].key,
        fieldTypeId: 'name-value',
        index: 0,
        values: { value: ' Globex ' },
      },
      { type: 'addFieldSet', facetKey: summary, fieldTypeId: 'summary-source' },
      { type: 'addFieldSet', facetKey: summary, fieldTypeId: 'summary-source' },
      {
        type: 'setFieldSet',
        facetKey: summary,
        fieldTypeId: 'summary-source',
        index: 1,
        values: { urlInput: 'https://example.com', key: '', analystNotes: null, notAnAttribute: 'x' },
      },
    )
    const payload = toSavePayload(draft)
    expect(payload.name).toBe('Globex')
    expect(payload.facets[0].fields).toEqual([
      { facetFieldTypeId: 'name-value', name: 'value', order: 1, value: ' Globex ' },
    ])
    expect(payload.facets[1].fields).toEqual([
      { facetFieldTypeId: 'summary-source', name: 'urlInput', order: 1, value: 'https://example.com' },
    ])
  })
})

describe('the save of a saved entity', () => {
  it('sends nothing of an unchanged entity but its version', () => {
    expect(toSavePayload(loaded)).toMatchObject({
      name: 'Acme',
      meta: { assignedToId: 'admin-1', stage: 'published' },
      facets: [],
      facetFieldsToDestroy: [],
      facetsToDestroy: [],
      updatedAt: RECORD.updatedAt,
    })
  })

  it('sends a changed field with its id, leaving unchanged ones out', () => {
    const draft = run(loaded, {
      type: 'setFieldSet',
      facetKey: 'facet-summary',
      fieldTypeId: 'summary-source',
      index: 0,
      values: { urlInput: 'https://example.com/c', key: 'media/a.pdf', date: '2026-01-01' },
    })
    expect(toSavePayload(draft).facets).toEqual([
      {
        id: 'facet-summary',
        facetTypeId: 'ft-summary',
        order: 2,
        meta: { stage: 'in progress', assignedToId: 'analyst-1' },
        fields: [
          { facetFieldTypeId: 'summary-source', name: 'date', order: 1, value: '2026-01-01' },
          {
            id: 'f-source-1',
            facetFieldTypeId: 'summary-source',
            name: 'urlInput',
            order: 1,
            value: 'https://example.com/c',
          },
        ],
      },
    ])
    expect(toSavePayload(draft).meta?.stage).toBe('in progress')
  })

  it('destroys the fields of a removed set and renumbers the sets after it', () => {
    const draft = run(loaded, {
      type: 'removeFieldSet',
      facetKey: 'facet-summary',
      fieldTypeId: 'summary-source',
      index: 0,
    })
    const payload = toSavePayload(draft)
    expect(payload.facetFieldsToDestroy).toEqual(['f-source-1', 'f-source-1-key'])
    expect(payload.facets[0].fields).toEqual([
      {
        id: 'f-source-2',
        facetFieldTypeId: 'summary-source',
        name: 'urlInput',
        order: 1,
        value: 'https://example.com/b',
      },
    ])
  })

  it('sends a cleared value as null to the field that held it', () => {
    const draft = run(loaded, {
      type: 'setFieldSet',
      facetKey: 'facet-name',
      fieldTypeId: 'name-value',
      index: 0,
      values: {},
    })
    expect(toSavePayload(draft).facets[0].fields).toEqual([
      { id: 'f-name', facetFieldTypeId: 'name-value', name: 'value', order: 1, value: null },
    ])
  })

  it('lists removed facets, without the fields of a facet cleared before it went', () => {
    const draft = run(
      loaded,
      { type: 'clearFacet', facetKey: 'facet-event' },
      { type: 'clearFacet', facetKey: 'facet-summary' },
    )
    expect(toSavePayload(draft).facetFieldsToDestroy).toHaveLength(4)
    const removed = run(draft, { type: 'removeFacet', facetKey: 'facet-summary' })
    expect(toSavePayload(removed)).toMatchObject({ facetFieldsToDestroy: [], facetsToDestroy: ['facet-summary'] })
  })

  it('sends facets whose order (renumbered by a move) or meta changed, with no fields', () => {
    const draft = run(
      loaded,
      { type: 'moveFacet', facetKey: 'facet-summary', direction: 'up' },
      { type: 'setFacetAssignee', facetKey: 'facet-event', user: { id: 'analyst-1', role: 'analyst' } },
    )
    expect(toSavePayload(draft).facets.map(({ id, order, meta, fields }) => ({ id, order, meta, fields }))).toEqual([
      { id: 'facet-summary', order: 1, meta: RECORD.facets[0].meta, fields: [] },
      { id: 'facet-name', order: 2, meta: RECORD.facets[1].meta, fields: [] },
      { id: 'facet-event', order: 3, meta: { stage: 'in progress', assignedToId: 'analyst-1' }, fields: [] },
      { id: 'facet-where', order: 4, meta: RECORD.facets[3].meta, fields: [] },
    ])
  })
})

describe('the warning of empty required fields', () => {
  it('names the saved facets whose required fields are empty', () => {
    expect(facetTypesWithEmptyRequired(created)).toEqual(['Name', 'Summary'])
    expect(facetTypesWithEmptyRequired(loaded)).toEqual([])
    const touched = run(loaded, { type: 'setFacetAssignee', facetKey: 'facet-event', user: null })
    expect(facetTypesWithEmptyRequired(touched)).toEqual(['Key Events'])
  })
})
