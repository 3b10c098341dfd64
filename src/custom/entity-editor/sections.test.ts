import { describe, expect, it } from 'vitest'
import { draftFromRecord, type DraftFacet } from './draft'
import { editorReducer } from './editorState'
import { addableFacetTypes, editorSections, facetMatchesFilter, sidebarSections, type FacetFilter } from './sections'
import { RECORD, TEMPLATE } from './testFixtures'

const loaded = draftFromRecord(RECORD)
const names = (rows: { name: string }[][]) => rows.map((row) => row.map((section) => section.name))
const typeNames = (facetTypes: { name: string }[]) => facetTypes.map((facetType) => facetType.name)

describe('the sections of the body', () => {
  it('follow the layout rows, then sections it leaves out, Relationships last', () => {
    expect(names(editorSections(TEMPLATE, loaded.facets))).toEqual([
      ['Overview'],
      ['Timeline', 'Analysis'],
      ['Appendix'],
      ['Relationships'],
    ])
  })

  it('hold their shown facets in the draft order; hidden facet types stay out (spec 1 §9)', () => {
    const created = editorReducer(null, { type: 'newEntity', template: TEMPLATE, userId: 'analyst-1' })!
    const [overview] = editorSections(TEMPLATE, created.facets)[0]
    expect(overview.facets.map((facet) => facet.facetTypeId)).toEqual(['ft-name', 'ft-summary'])
    expect(
      editorSections(TEMPLATE, created.facets)
        .flat()
        .map((section) => section.name),
    ).not.toContain('Career')
  })

  it('show a facet of a deleted type where it stands, and no section only deleted types would fill', () => {
    const orphan = { ...loaded.facets[0], key: 'orphan', id: 'orphan', facetTypeId: 'ft-deleted' }
    const rows = editorSections(TEMPLATE, [...loaded.facets, orphan])
    expect(rows[1][1].facets.map((facet) => facet.key)).toEqual(['orphan'])
    const withoutAppendix = { ...TEMPLATE, facetTypes: TEMPLATE.facetTypes.filter((type) => type.id !== 'ft-extra') }
    expect(names(editorSections(withoutAppendix, loaded.facets))).toEqual([
      ['Overview'],
      ['Timeline', 'Analysis'],
      ['Relationships'],
    ])
  })

  it('leave out a section of the layout that holds only hidden facet types (Role, Education, keywords)', () => {
    const withCareer = { ...TEMPLATE, layout: [...TEMPLATE.layout, { sections: ['Career'] }] }
    expect(names(editorSections(withCareer, loaded.facets)).flat()).not.toContain('Career')
  })

  it('leave Relationships out of the sidebar', () => {
    expect(sidebarSections(editorSections(TEMPLATE, loaded.facets)).map((section) => section.name)).toEqual([
      'Overview',
      'Timeline',
      'Analysis',
      'Appendix',
    ])
  })
})

describe('facet types that may be added', () => {
  const facetOf = (facetTypeId: string, key = facetTypeId): DraftFacet => ({ ...loaded.facets[0], key, facetTypeId })

  it('offer live, shown types in template order, not those hidden, archived or deleted', () => {
    expect(typeNames(addableFacetTypes(TEMPLATE, [], undefined, 'analyst'))).toEqual([
      'Name',
      'Summary',
      'Importance',
      'Key Events',
      'Where',
      'Drivers',
      'Notes',
      'Related Actors',
      'Extra',
    ])
  })

  it.each([
    ['none', 'Name', 'ft-name', false],
    ['none', 'Where', 'ft-where', false],
    ['true', 'Key Events', 'ft-events', true],
    ['section (once per section)', 'Drivers', 'ft-drivers', false],
    ['other', 'Notes', 'ft-notes', true],
    ['true', 'Related Actors', 'ft-related', true],
  ])('duplicate %s: %s may be added again: %s', (_setting, name, facetTypeId, again) => {
    const facets = [facetOf(facetTypeId)]
    expect(typeNames(addableFacetTypes(TEMPLATE, facets, undefined, 'analyst')).includes(name)).toBe(again)
    expect(typeNames(addableFacetTypes(TEMPLATE, [], undefined, 'analyst')).includes(name)).toBe(true)
  })

  it('take a second brief membership facet by the role: Sector kinds for admins only (spec 2 §5)', () => {
    const membership = (id: string, name: string) => ({
      ...TEMPLATE.facetTypes.find((type) => type.id === 'ft-notes')!,
      id,
      name,
      section: 'Membership',
      duplicate: 'true' as const,
    })
    const template = {
      ...TEMPLATE,
      facetTypes: [membership('ft-core', 'Core Brief Membership'), membership('ft-sector', 'Sector Brief Membership')],
    }
    const both = [facetOf('ft-core'), facetOf('ft-sector')]
    expect(typeNames(addableFacetTypes(template, [], 'Membership', 'analyst'))).toEqual([
      'Core Brief Membership',
      'Sector Brief Membership',
    ])
    expect(typeNames(addableFacetTypes(template, both, 'Membership', 'analyst'))).toEqual(['Core Brief Membership'])
    expect(typeNames(addableFacetTypes(template, both, 'Membership', 'admin'))).toEqual([
      'Core Brief Membership',
      'Sector Brief Membership',
    ])
  })

  it('narrow to one section at this point', () => {
    expect(typeNames(addableFacetTypes(TEMPLATE, loaded.facets, 'Timeline', 'analyst'))).toEqual(['Key Events'])
    expect(typeNames(addableFacetTypes(TEMPLATE, loaded.facets, 'Overview', 'analyst'))).toEqual(['Importance'])
    expect(typeNames(addableFacetTypes(TEMPLATE, loaded.facets, 'Relationships', 'analyst'))).toEqual([
      'Related Actors',
    ])
  })
})

describe('the sidebar filter', () => {
  const required = TEMPLATE.facetTypes.find((type) => type.id === 'ft-name')!
  const optional = TEMPLATE.facetTypes.find((type) => type.id === 'ft-where')!
  const mine = { ...loaded.facets[0], meta: { stage: 'in progress' as const, assignedToId: 'me' } }
  const theirs = { ...loaded.facets[0], meta: { stage: 'in progress' as const, assignedToId: 'them' } }

  it.each([
    ['all', mine, optional, true],
    ['all', theirs, optional, true],
    ['required', theirs, required, true],
    ['required', mine, optional, false],
    ['mine', mine, optional, true],
    ['mine', theirs, required, false],
    ['mineRequired', mine, required, true],
    ['mineRequired', mine, optional, false],
    ['mineRequired', theirs, required, false],
  ] as [FacetFilter, DraftFacet, typeof required, boolean][])('%s: %#', (filter, facet, facetType, shown) => {
    expect(facetMatchesFilter(filter, facet, facetType, 'me')).toBe(shown)
  })

  it('shows nothing as mine to nobody', () => {
    const unassigned = { ...mine, meta: { ...mine.meta, assignedToId: null } }
    expect(facetMatchesFilter('mine', unassigned, optional, null)).toBe(false)
  })
})
