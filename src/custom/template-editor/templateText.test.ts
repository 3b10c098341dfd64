import { describe, expect, it } from 'vitest'
import type { EntityTemplate } from '../../../common/templateFormat'
import { templateSkeleton } from '../../../common/templateSkeleton'
import { checkTemplateText, jsonSyntaxError, structureFromText, templateToText } from './templateText'

const named = templateSkeleton('Actor', 'Actor')

describe('the template editor text', () => {
  it('starts a new template from a skeleton that only lacks its type and name', () => {
    const check = checkTemplateText(templateToText())
    expect(check.headline).toBe('Template has errors in structure')
    expect(check.errors.map((error) => error.path)).toEqual(['type', 'name'])
    expect(checkTemplateText(JSON.stringify(named)).template).toEqual(named)
  })

  it('shows a saved template without its id and dates, keeping the ids of its types', () => {
    const saved = {
      ...named,
      id: 'template-id',
      createdAt: '2026-01-01T00:00:00Z',
      updatedAt: '2026-01-02T00:00:00Z',
      facetTypes: [{ ...named.facetTypes[0], id: 'facet-type-id' }],
    } as EntityTemplate
    const text = templateToText(saved)
    expect(text).not.toContain('template-id')
    expect(text).not.toContain('2026-01-02')
    expect(JSON.parse(text).facetTypes[0].id).toBe('facet-type-id')
  })

  // spec 1 §5 'Field content is required': the template's text is the editor's required field
  it.each(['', '  \n  '])('says Field content is required for an empty text (%j)', (text) => {
    expect(checkTemplateText(text)).toEqual({ headline: 'Field content is required', errors: [] })
  })

  it('says Invalid JSON for text that is not JSON', () => {
    expect(checkTemplateText('{ "type": ')).toEqual({ headline: 'Invalid JSON', errors: [] })
  })

  it('names the problems and their places', () => {
    const broken = { ...named, colour: 'blue' }
    broken.facetTypes = [{ ...named.facetTypes[0], facetFieldTypes: [] }]
    const check = checkTemplateText(JSON.stringify(broken))
    expect(check.headline).toBeDefined()
    expect(check.errors).toEqual(
      expect.arrayContaining([
        { path: 'colour', message: 'Unknown property' },
        expect.objectContaining({ message: 'Field type is required for every Entity' }),
      ]),
    )
  })
})

describe('the JSON view', () => {
  it.each([
    ['{ "type": ', 1, 11],
    ['{\n  "type": "Actor",\n  name: 1\n}', 3, 3],
    ['{\n  "a": 1,\n}', 3, 1],
  ])('says where %j stops being JSON', (text, line, column) => {
    expect(jsonSyntaxError(text)).toEqual({ line, column })
  })

  it('says nothing of JSON', () => {
    expect(jsonSyntaxError('{"a": [1, 2]}')).toBeUndefined()
  })

  it('gives the structured view a template, or why it cannot show the text', () => {
    expect(structureFromText(JSON.stringify(named))).toEqual({ template: named })
    expect(structureFromText('{ "type": ')).toEqual({ headline: 'Invalid JSON', errors: [] })
    expect(structureFromText('')).toMatchObject({ headline: 'Field content is required' })
    expect(structureFromText('[1]')).toMatchObject({ headline: 'Invalid Entity Format' })
    const rulesNotObject = { ...named, facetTypes: [{ ...named.facetTypes[0], facetFieldTypes: [{ rules: [] }] }] }
    expect(structureFromText(JSON.stringify(rulesNotObject))).toMatchObject({
      headline: 'Template has errors in structure',
      errors: expect.arrayContaining([
        { path: 'facetTypes[0].facetFieldTypes[0].rules', message: 'Value must be an object' },
      ]),
    })
  })
})
