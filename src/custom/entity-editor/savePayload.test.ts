import { describe, expect, it } from 'vitest'
import type { EntityDraft } from './draft'
import { editorReducer, type EditorAction } from './editorState'
import { facetTypesWithEmptyRequired, toSavePayload } from './savePayload'
import { RECORD, STATISTIC_TEMPLATE, TEMPLATE, facetRecord, fieldRecord } from './testFixtures'

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
      cefsToDestroy: [],
      linksToDestroy: [],
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

describe('the save of a statistic facet', () => {
  const series = {
    ...facetRecord('facet-series', 'ft-series', 4, [fieldRecord('f-stat', 'series-stat', 'rankFormat', 1, 'number')]),
    crossEntityFacetTypeId: 'type-gdp',
    crossEntityFacets: [
      { id: 11, date: '2020-01-01T00:00:00.000Z', value: 10, rank: 1, total: 2, percent: 75 },
      { id: 12, date: '2021-01-01T00:00:00.000Z', value: 12, rank: 2, total: 2, percent: 25 },
    ],
  }
  const withSeries = run(null, {
    type: 'loaded',
    record: { ...RECORD, entityTemplate: STATISTIC_TEMPLATE, facets: [...RECORD.facets, series] },
  })
  const key = 'facet-series'

  it('sends nothing of an unchanged series', () => {
    expect(toSavePayload(withSeries).facets).toEqual([])
    expect(toSavePayload(withSeries).cefsToDestroy).toEqual([])
  })

  it('sends new and changed points, the removed ones to destroy, and leaves out empty new points', () => {
    const [first, second] = withSeries.facets.find((facet) => facet.key === key)!.series
    const draft = run(
      withSeries,
      { type: 'setPoint', facetKey: key, key: first.key, date: '2020-01-01', value: 10.5 },
      { type: 'removePoint', facetKey: key, key: second.key },
      { type: 'addPoint', facetKey: key, date: '2022-01-01' },
      { type: 'addPoint', facetKey: key, date: '' },
    )
    const added = draft.facets.find((facet) => facet.key === key)!.series
    const typed = run(draft, { type: 'setPoint', facetKey: key, key: added[1].key, date: '2022-01-01', value: 14 })
    const payload = toSavePayload(typed)
    expect(payload.cefsToDestroy).toEqual([12])
    expect(payload.facets).toEqual([
      expect.objectContaining({
        id: 'facet-series',
        crossEntityFacets: [
          { id: 11, date: '2020-01-01', value: 10.5 },
          { date: '2022-01-01', value: 14 },
        ],
      }),
    ])
    expect(payload.facets[0]).not.toHaveProperty('crossEntityFacetTypeId')
    // the empty new point stays a draft: it is neither sent nor counted against the facet being filled
    expect(typed.facets.find((facet) => facet.key === key)!.series).toHaveLength(3)
  })

  it('sends a changed type, and a cleared facet destroys its points', () => {
    const retyped = run(withSeries, { type: 'setSeriesType', facetKey: key, typeId: 'type-exports' })
    expect(toSavePayload(retyped).facets).toEqual([
      expect.objectContaining({ id: 'facet-series', crossEntityFacetTypeId: 'type-exports' }),
    ])
    const cleared = run(withSeries, { type: 'clearFacet', facetKey: key })
    expect(toSavePayload(cleared).cefsToDestroy).toEqual([11, 12])
  })
})

describe('the save of a facet’s links', () => {
  const related = {
    ...facetRecord('facet-related', 'ft-related', 5, []),
    links: [
      {
        id: 'link-1',
        sourceId: 'entity-1',
        sourceType: 'entity' as const,
        sourceEntityType: 'Actor',
        facetId: 'facet-related',
        facetFieldTypeId: 'related',
        targetId: 'e2',
        targetType: 'entity' as const,
        targetEntityType: 'Actor',
        target: { id: 'e2', name: 'Globex', type: 'Actor', subType: 'Organisation' },
        section: null,
        type: 'Owns',
        strength: 3,
        direction: 'TO' as const,
        description: null,
        provenance: null,
        stage: null,
        order: 1,
      },
    ],
  }
  const loadedWithLink = run(null, { type: 'loaded', record: { ...RECORD, facets: [...RECORD.facets, related] } })
  const key = 'facet-related'
  const values = {
    targetId: null,
    target: null,
    direction: 'BILATERAL' as const,
    type: null,
    strength: 3,
    description: null,
  }

  it('sends a new link once it has a target, a changed one with its id, and a removed one to destroy', () => {
    expect(toSavePayload(loadedWithLink).facets).toEqual([])
    const draft = run(
      loadedWithLink,
      { type: 'setLink', facetKey: key, key: 'link-1', values: { strength: 5 } },
      { type: 'addLink', facetKey: key, fieldTypeId: 'related', values },
    )
    // the new link has no target yet: it is not sent
    expect(toSavePayload(draft).facets[0].links).toEqual([
      {
        id: 'link-1',
        facetFieldTypeId: 'related',
        targetId: 'e2',
        direction: 'TO',
        type: 'Owns',
        strength: 5,
        description: null,
      },
    ])
    const newKey = draft.facets.find((facet) => facet.key === key)!.links[1].key
    const targeted = run(draft, {
      type: 'setLink',
      facetKey: key,
      key: newKey,
      values: { targetId: 'e3', target: { id: 'e3', name: 'Initech', type: 'Actor', subType: null } },
    })
    expect(toSavePayload(targeted).facets[0].links).toContainEqual({
      facetFieldTypeId: 'related',
      targetId: 'e3',
      direction: 'BILATERAL',
      type: null,
      strength: 3,
      description: null,
    })
    const removed = run(loadedWithLink, { type: 'removeLink', facetKey: key, key: 'link-1' })
    expect(toSavePayload(removed).linksToDestroy).toEqual(['link-1'])
  })
})
