import { describe, expect, it } from 'vitest'
import { templateSkeleton } from '../../../common/templateSkeleton'
import { templateStructureErrors, type TemplateInput } from '../../../common/templateRules'
import { editorReducer, editorStateFor, type EditorAction, type EditorState } from './editorState'
import { templateSections } from './templateSections'

const start = () => editorStateFor(templateSkeleton('Vessel', 'Vessel'))
const run = (state: EditorState, ...actions: EditorAction[]) => actions.reduce(editorReducer, state)
const sectionsOf = (template: TemplateInput) =>
  templateSections(template).map(({ name, beside, facetTypes }) => ({
    name,
    beside,
    facetTypes: facetTypes.map((index) => template.facetTypes[index].name),
  }))

describe('the template editor state', () => {
  it('adds a section, a facet type in it and a field type, as the template rules want them', () => {
    const state = run(
      start(),
      { type: 'addSection', name: 'Profile' },
      { type: 'addFacetType', section: 'Profile' },
      { type: 'updateFacetType', facetType: 1, patch: { name: 'Flag' } },
      { type: 'addFieldType', facetType: 1 },
      { type: 'updateFieldType', facetType: 1, fieldType: 0, patch: { name: 'country' } },
    )
    expect(state.dirty).toBe(true)
    expect(state.template.layout).toEqual([{ sections: ['Overview'] }, { sections: ['Profile'] }])
    expect(state.template.facetTypes[1]).toMatchObject({ section: 'Profile', order: 2, level: 'Others' })
    expect(templateStructureErrors(state.template)).toEqual([])
  })

  it('says what a new section lacks until it has a facet type', () => {
    const state = run(start(), { type: 'addSection', name: 'Profile' })
    expect(templateStructureErrors(state.template)).toEqual([
      { path: 'layout[1].sections[0]', message: 'No facet type is in this section' },
    ])
  })

  it('renames a section with its facet types, moves it and lays it beside the one before', () => {
    let state = run(start(), { type: 'addSection', name: 'Profile' }, { type: 'addFacetType', section: 'Profile' })
    state = run(state, { type: 'renameSection', section: 1, name: 'Career' })
    expect(state.template.facetTypes[1].section).toBe('Career')
    state = run(state, { type: 'moveSection', section: 1, by: -1 })
    expect(sectionsOf(state.template).map(({ name }) => name)).toEqual(['Career', 'Overview'])
    state = run(state, { type: 'setBeside', section: 1, beside: true })
    expect(state.template.layout).toEqual([{ sections: ['Career', 'Overview'] }])
    expect(run(state, { type: 'moveSection', section: 0, by: -1 })).toBe(state)
  })

  it('removes a section with its facet types', () => {
    const state = run(
      start(),
      { type: 'addSection', name: 'Profile' },
      { type: 'addFacetType', section: 'Profile' },
      { type: 'removeSection', section: 1 },
    )
    expect(state.template.layout).toEqual([{ sections: ['Overview'] }])
    expect(state.template.facetTypes.map(({ section }) => section)).toEqual(['Overview'])
  })

  it('reorders facet types within their section and numbers them as shown', () => {
    const state = run(
      start(),
      { type: 'addFacetType', section: 'Overview' },
      { type: 'updateFacetType', facetType: 1, patch: { name: 'Summary' } },
      { type: 'moveFacetType', facetType: 1, by: -1 },
    )
    expect(sectionsOf(state.template)[0].facetTypes).toEqual(['Summary', 'Name'])
    expect(state.template.facetTypes.map(({ name, order }) => [name, order])).toEqual([
      ['Name', 2],
      ['Summary', 1],
    ])
  })

  it('reorders field types by their order', () => {
    const state = run(
      start(),
      { type: 'addFieldType', facetType: 0 },
      { type: 'moveFieldType', facetType: 0, fieldType: 1, by: -1 },
    )
    expect(state.template.facetTypes[0].facetFieldTypes.map(({ order }) => order)).toEqual([2, 1])
  })

  it("keeps only the rules a field type's new kind takes", () => {
    const state = run(
      start(),
      { type: 'setRule', facetType: 0, fieldType: 0, rule: 'Chars', value: 120 },
      { type: 'setKind', facetType: 0, fieldType: 0, kind: 'Detail' },
    )
    // Label is a rule of every kind; Chars and Type are not Detail's
    expect(state.template.facetTypes[0].facetFieldTypes[0].rules).toEqual({ Label: 'Name' })
  })

  it('drops Mode and Dictionary when Type leaves dictionary, and takes a rule off when emptied', () => {
    const at = { facetType: 0, fieldType: 0 }
    let state = run(
      start(),
      { type: 'setRule', ...at, rule: 'Type', value: 'dictionary' },
      { type: 'setRule', ...at, rule: 'Mode', value: 'fixed' },
      { type: 'setRule', ...at, rule: 'Dictionary', value: 'sectors' },
    )
    expect(templateStructureErrors(state.template)).toEqual([])
    state = run(state, { type: 'setRule', ...at, rule: 'Type', value: 'text' })
    expect(state.template.facetTypes[0].facetFieldTypes[0].rules).toEqual({ Label: 'Name', Type: 'text' })
    state = run(state, { type: 'setRule', ...at, rule: 'Label', value: undefined })
    expect(state.template.facetTypes[0].facetFieldTypes[0].rules).toEqual({ Type: 'text' })
  })

  it('shows the JSON of the structure, and takes the edited JSON back', () => {
    let state = run(start(), { type: 'showJson' })
    expect(state.view).toBe('json')
    expect(JSON.parse(state.text)).toEqual(state.template)
    state = run(state, { type: 'setText', text: '{}' })
    expect(state.dirty).toBe(true)
    state = run(state, { type: 'showStructure', template: { ...state.template, name: 'Ship' } })
    expect(state).toMatchObject({ view: 'structure', template: { name: 'Ship' } })
  })

  it('lists the sections the layout leaves out after its own, and deleted facet types in none', () => {
    const template = templateSkeleton('Vessel', 'Vessel')
    template.facetTypes.push(
      { ...template.facetTypes[0], name: 'Owner', section: 'People', order: 3 },
      { ...template.facetTypes[0], name: 'Old', section: 'Gone', order: 2, deleted: true },
    )
    expect(sectionsOf(template)).toEqual([
      { name: 'Overview', beside: false, facetTypes: ['Name'] },
      { name: 'People', beside: false, facetTypes: ['Owner'] },
    ])
    expect(templateSections(template)[1].path).toBeUndefined()
  })
})
