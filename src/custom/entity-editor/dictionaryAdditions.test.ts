import { describe, expect, it } from 'vitest'
import type { EntityTemplate } from '../../../common/templateFormat'
import { dictionaryAdditions, typedDictionaryValues } from './dictionaryAdditions'
import { draftFromRecord, type EntityDraft } from './draft'
import { editorReducer } from './editorState'
import { RECORD, TEMPLATE } from './testFixtures'

// spec 2 §5: add mode adds a typed value to the global dictionary, only if no item starts with or equals it
const withRules = (rules: Record<string, string>): EntityTemplate => ({
  ...TEMPLATE,
  facetTypes: TEMPLATE.facetTypes.map((facetType) =>
    facetType.id === 'ft-name'
      ? { ...facetType, facetFieldTypes: facetType.facetFieldTypes.map((fieldType) => ({ ...fieldType, rules })) }
      : facetType,
  ),
})
const typed = (draft: EntityDraft, value: string, selectedValue: string | null = null) =>
  editorReducer(draft, {
    type: 'setFieldSet',
    facetKey: 'facet-name',
    fieldTypeId: 'name-value',
    index: 0,
    values: { value, selectedValue },
  })!

describe('typedDictionaryValues', () => {
  const addMode = draftFromRecord({
    ...RECORD,
    entityTemplate: withRules({ Type: 'dictionary', Mode: 'add', Dictionary: 'names' }),
  })

  it('takes a Label value of add mode the save stores, trimmed', () => {
    expect(typedDictionaryValues(typed(addMode, ' Globex '))).toEqual([{ key: 'names', value: 'Globex' }])
  })

  it('leaves out values unchanged, emptied, picked from the dictionary, and other modes', () => {
    expect(typedDictionaryValues(addMode)).toEqual([])
    expect(typedDictionaryValues(typed(addMode, ''))).toEqual([])
    expect(typedDictionaryValues(typed(addMode, 'Acme Holdings', 'Acme Holdings'))).toEqual([])
    const free = draftFromRecord({
      ...RECORD,
      entityTemplate: withRules({ Type: 'dictionary', Mode: 'free', Dictionary: 'names' }),
    })
    expect(typedDictionaryValues(typed(free, 'Globex'))).toEqual([])
  })
})

describe('dictionaryAdditions', () => {
  const names = { id: 'd1', key: 'names', items: [{ value: 'Acme Holdings' }] }

  it('adds a value once, unless an item equals it or starts with it (case-insensitive)', () => {
    expect(
      dictionaryAdditions(
        [
          { key: 'names', value: 'Globex' },
          { key: 'names', value: 'globex' },
          { key: 'names', value: 'acme' },
          { key: 'names', value: 'ACME HOLDINGS' },
          { key: 'missing', value: 'Initech' },
        ],
        [names],
      ),
    ).toEqual([{ value: 'Globex', dictionaryId: 'd1' }])
  })
})
