import { describe, expect, it } from 'vitest'
import type { FacetMeta } from '../../../common/entityFormat'
import type { FacetGridField, FacetGridRow } from '../../../common/facetGrid'
import { pendingCount, planFacetSave } from './massEditPlan'

const field = (
  id: string,
  kind: FacetGridField['type']['name'],
  name: string,
  order: number,
  value: string | null,
) => ({
  id,
  name,
  value,
  order,
  type: { name: kind },
  facetTypeId: 'ft-1',
  facetFieldTypeId: `fft-${kind}`,
})

const row = (id: string, fields: FacetGridField[], meta: FacetMeta = { stage: 'in progress', assignedToId: 'u-1' }) =>
  ({
    id,
    meta: { id, ...meta },
    type: { name: 'Summary', section: 'Overview', level: '1', required: false, facetTypeId: 'ft-1' },
    entity: { name: 'Acme', type: 'Actor', subType: null },
    entityId: 'e-1',
    fields,
    createdAt: '',
    updatedAt: '',
    editorId: null,
    lastUserIdThatReassignmentFacet: null,
    label: null,
    description: null,
    sources: '',
  }) as FacetGridRow

const filled = row('f-1', [
  field('l-1', 'Label', 'value', 1, 'Old label'),
  field('l-2', 'Label', 'key', 1, 'k'),
  field('d-1', 'Detail', 'value', 1, 'Old text'),
  field('p-1', 'Provenance', 'urlInput', 1, 'https://a.example'),
  field('p-2', 'Provenance', 'urlInput', 2, 'https://b.example'),
])
const empty = row('f-2', [field('l-9', 'Label', 'key', 2, 'k')])

describe('planFacetSave: the three calls of Save Changes', () => {
  it('changes existing fields in place and leaves unchanged ones out', () => {
    expect(
      planFacetSave([filled], { 'f-1': { label: 'New label', description: 'Old text', sources: 'https://a.example' } }),
    ).toEqual({
      fieldValues: [
        { id: 'l-1', value: 'New label' },
        { id: 'p-2', value: '' },
      ],
      newFields: [],
      meta: [],
    })
  })

  it('creates the fields a facet lacks: the label in its first set, sources one set each, after the last', () => {
    const plan = planFacetSave([empty, filled], {
      'f-2': { label: 'Label', description: 'Text', sources: ' https://x.example , ,y ' },
      'f-1': { sources: 'https://a.example, https://b.example, https://c.example' },
    })
    expect(plan.fieldValues).toEqual([])
    expect(plan.newFields).toEqual([
      { facetId: 'f-2', facetTypeId: 'ft-1', name: 'value', order: 2, value: 'Label', typeName: 'Label' },
      { facetId: 'f-2', facetTypeId: 'ft-1', name: 'value', order: 1, value: 'Text', typeName: 'Detail' },
      {
        facetId: 'f-2',
        facetTypeId: 'ft-1',
        name: 'urlInput',
        order: 1,
        value: 'https://x.example',
        typeName: 'Provenance',
      },
      { facetId: 'f-2', facetTypeId: 'ft-1', name: 'urlInput', order: 2, value: 'y', typeName: 'Provenance' },
      {
        facetId: 'f-1',
        facetTypeId: 'ft-1',
        name: 'urlInput',
        order: 3,
        value: 'https://c.example',
        typeName: 'Provenance',
      },
    ])
  })

  it('creates nothing for an emptied value the facet does not have', () => {
    expect(planFacetSave([empty], { 'f-2': { label: '', sources: ' , ' } })).toEqual({
      fieldValues: [],
      newFields: [],
      meta: [],
    })
  })

  it('sends the stages and assignees that differ from the stored ones', () => {
    const other = row('f-3', [], { stage: 'review', assignedToId: null })
    expect(
      planFacetSave([filled, other, empty], {
        'f-1': { stage: 'review', assignedToId: null },
        'f-3': { stage: 'review', assignedToId: 'u-2' },
        'f-2': { stage: 'in progress' },
      }).meta,
    ).toEqual([
      { id: 'f-1', stage: 'review', assignedToId: null },
      { id: 'f-3', assignedToId: 'u-2' },
    ])
  })

  it('ignores pending edits of rows not shown', () => {
    expect(planFacetSave([filled], { 'f-9': { label: 'x' } })).toEqual({ fieldValues: [], newFields: [], meta: [] })
  })

  it('counts the pending cells', () => {
    expect(pendingCount({ a: { stage: 'review', assignedToId: null }, b: { label: '' } })).toBe(3)
  })
})
