import { describe, expect, it } from 'vitest'
import {
  revisionChanges,
  revisionContentOf,
  revisionSummary,
  type RevisionContent,
  type RevisionFacet,
} from './entityRevisions'

const A = '00000000-0000-4000-8000-00000000000a'
const B = '00000000-0000-4000-8000-00000000000b'
const LABEL = '00000000-0000-4000-8000-0000000000f1'
const DETAIL = '00000000-0000-4000-8000-0000000000f2'
const TYPE = '00000000-0000-4000-8000-0000000000e1'
const USER = '00000000-0000-4000-8000-0000000000c1'

const field = (facetFieldTypeId: string, value: string | null, order = 1, name = 'value') => ({
  facetFieldTypeId,
  name,
  order,
  value,
})
const facet = (id: string, fields = [field(LABEL, 'Paris')]): RevisionFacet => ({
  id,
  facetTypeId: TYPE,
  order: id === A ? 1 : 2,
  meta: { stage: 'in progress', assignedToId: null },
  fields,
})
const content = (facets = [facet(A)], name = 'Paris'): RevisionContent => ({
  name,
  meta: { stage: 'in progress', assignedToId: null },
  facets,
})

const fieldChange = (before: string | null, after: string | null, order = 1) => ({
  facetFieldTypeId: LABEL,
  name: 'value',
  order,
  before,
  after,
})
const changedFacet = (fields: ReturnType<typeof fieldChange>[]) => ({
  facetId: A,
  facetTypeId: TYPE,
  kind: 'changed',
  fields,
})

describe('revisionChanges', () => {
  it.each([
    ['nothing changed', content(), content(), []],
    [
      'a field value changed',
      content(),
      content([facet(A, [field(LABEL, 'Lyon')])]),
      [changedFacet([fieldChange('Paris', 'Lyon')])],
    ],
    [
      'a field filled where there was none',
      content([facet(A, [])]),
      content(),
      [changedFacet([fieldChange(null, 'Paris')])],
    ],
    ['a field emptied', content(), content([facet(A, [field(LABEL, '')])]), [changedFacet([fieldChange('Paris', '')])]],
    ['an empty field and no field are the same', content([facet(A, [])]), content([facet(A, [field(LABEL, '')])]), []],
  ])('%s', (_case, before, after, expected) => {
    expect(revisionChanges(before, after)).toEqual({ facets: expected })
  })

  it('marks facets added and removed, with their fields', () => {
    const changes = revisionChanges(content([facet(A)]), content([facet(B, [field(DETAIL, 'Text')])]))
    expect(
      changes.facets.map(({ facetId, kind, fields }) => [facetId, kind, fields.map((f) => [f.before, f.after])]),
    ).toEqual([
      [B, 'added', [[null, 'Text']]],
      [A, 'removed', [['Paris', null]]],
    ])
  })

  it('says a name, an entity stage and a facet assignee that changed', () => {
    const after = content([{ ...facet(A), meta: { stage: 'in progress', assignedToId: USER } }], 'Lyon')
    after.meta = { stage: 'review', assignedToId: null }
    const changes = revisionChanges(content(), after)
    expect(changes.name).toEqual({ before: 'Paris', after: 'Lyon' })
    expect(changes.stage).toEqual({ before: 'in progress', after: 'review' })
    expect(changes.facets[0]).toMatchObject({
      kind: 'changed',
      assignedToId: { before: null, after: USER },
      fields: [],
    })
  })

  it('without a previous revision, every facet is added and nothing else is said', () => {
    expect(revisionChanges(null, content())).toEqual({
      facets: [{ facetId: A, facetTypeId: TYPE, kind: 'added', fields: [fieldChange(null, 'Paris')] }],
    })
  })

  it('tells fields apart by set and attribute', () => {
    const before = content([
      facet(A, [field(LABEL, 'x', 1), field(LABEL, 'y', 2), field(LABEL, 'k', 1, 'selectedValue')]),
    ])
    const after = content([
      facet(A, [field(LABEL, 'x', 1), field(LABEL, 'z', 2), field(LABEL, 'k', 1, 'selectedValue')]),
    ])
    const [changed] = revisionChanges(before, after).facets
    expect(changed.fields).toEqual([{ facetFieldTypeId: LABEL, name: 'value', order: 2, before: 'y', after: 'z' }])
  })
})

describe('revisionSummary', () => {
  it('counts what changed', () => {
    const before = content([facet(A), facet(B)])
    const after = content([facet(A, [field(LABEL, 'Lyon'), field(DETAIL, 'New')]), { ...facet(B), id: TYPE }], 'Lyon')
    expect(revisionSummary(before, after)).toEqual({
      first: false,
      nameChanged: true,
      stageChanged: false,
      assigneeChanged: false,
      facetsAdded: 1,
      facetsRemoved: 1,
      facetsChanged: 1,
      fieldsChanged: 4,
    })
  })

  it('says the first revision', () => {
    expect(revisionSummary(null, content())).toMatchObject({ first: true, facetsAdded: 1, fieldsChanged: 1 })
  })
})

describe('revisionContentOf', () => {
  it('keeps only what a save decides, facets by order and fields by key', () => {
    const entity = {
      name: 'Paris',
      meta: { stage: 'in progress' as const, assignedToId: null, failedReason: 'gone' },
      facets: [
        {
          ...facet(B),
          createdAt: 'x',
          fields: [
            { ...field(LABEL, 'b', 2), id: 'f2' },
            { ...field(LABEL, 'a', 1), id: 'f1' },
          ],
        },
        { ...facet(A), createdAt: 'y' },
      ],
    }
    const kept = revisionContentOf(entity)
    expect(kept.meta).toEqual({ stage: 'in progress', assignedToId: null })
    expect(kept.facets.map((one) => one.id)).toEqual([A, B])
    expect(kept.facets[1]).toEqual({ ...facet(B), fields: [field(LABEL, 'a', 1), field(LABEL, 'b', 2)] })
  })
})
