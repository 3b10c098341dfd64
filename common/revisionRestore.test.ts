import { describe, expect, it } from 'vitest'
import type { FacetFieldRecord } from './entityFormat'
import type { RevisionContent } from './entityRevisions'
import { restoreSave, type RestoreTarget } from './revisionRestore'

const A = '00000000-0000-4000-8000-00000000000a'
const B = '00000000-0000-4000-8000-00000000000b'
const C = '00000000-0000-4000-8000-00000000000c'
const LABEL = '00000000-0000-4000-8000-0000000000f1'
const TYPE = '00000000-0000-4000-8000-0000000000e1'
const META = { stage: 'in progress' as const, assignedToId: null }

const stored = (id: string, value: string, order = 1): FacetFieldRecord => ({
  id,
  facetFieldTypeId: LABEL,
  name: 'value',
  order,
  value,
  createdAt: '2024-01-01T00:00:00.000Z',
  updatedAt: '2024-01-01T00:00:00.000Z',
})
const kept = (value: string, order = 1) => ({ facetFieldTypeId: LABEL, name: 'value', order, value })

const current = (facets: RestoreTarget['facets']): RestoreTarget => ({
  entityTemplateId: TYPE,
  type: 'Actor',
  subType: null,
  facets,
})
const revision = (facets: RevisionContent['facets']): RevisionContent => ({ name: 'Old name', meta: META, facets })

describe('restoreSave', () => {
  it('sends a changed field by id, leaves an unchanged one out, and destroys one the revision had not', () => {
    const now = current([
      { id: A, facetTypeId: TYPE, fields: [stored('f1', 'New'), stored('f2', 'Same', 2), stored('f3', 'Extra', 3)] },
    ])
    const save = restoreSave(
      now,
      revision([{ id: A, facetTypeId: TYPE, order: 1, meta: META, fields: [kept('Old'), kept('Same', 2)] }]),
    )
    expect(save).toEqual({
      entityTemplateId: TYPE,
      type: 'Actor',
      subType: null,
      name: 'Old name',
      facets: [{ id: A, facetTypeId: TYPE, order: 1, fields: [{ ...kept('Old'), id: 'f1' }] }],
      facetFieldsToDestroy: ['f3'],
      facetsToDestroy: [],
    })
  })

  it('brings a removed facet back as a new one and destroys a facet added since', () => {
    const now = current([{ id: C, facetTypeId: TYPE, fields: [stored('f9', 'Later')] }])
    const save = restoreSave(
      now,
      revision([{ id: B, facetTypeId: TYPE, order: 1, meta: META, fields: [kept('Back')] }]),
    )
    expect(save.facets).toEqual([{ facetTypeId: TYPE, order: 1, fields: [kept('Back')] }])
    expect(save.facetsToDestroy).toEqual([C])
    // the destroyed facet's fields go with it
    expect(save.facetFieldsToDestroy).toEqual([])
  })

  it('sends a field again that is not stored in its set any more', () => {
    const now = current([{ id: A, facetTypeId: TYPE, fields: [] }])
    const save = restoreSave(
      now,
      revision([{ id: A, facetTypeId: TYPE, order: 2, meta: META, fields: [kept('Back')] }]),
    )
    expect(save.facets).toEqual([{ id: A, facetTypeId: TYPE, order: 2, fields: [kept('Back')] }])
  })
})
