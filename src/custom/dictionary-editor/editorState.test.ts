import { describe, expect, it } from 'vitest'
import { categoriesToItems, dictionarySaveError, dictionaryTooLarge } from '../../../common/dictionaryRules'
import { DICTIONARY_ITEMS_MAX } from '../../../common/limits'
import { editorReducer, matchingCategories, newDictionary, type EditorAction, type EditorState } from './editorState'

const run = (state: EditorState, ...actions: EditorAction[]) => actions.reduce(editorReducer, state)

const loaded = run(newDictionary, {
  type: 'load',
  key: 'sectors',
  name: 'Industry sectors',
  items: [
    { value: 'Banking', category: 'Finance' },
    { value: 'Insurance', category: 'Finance' },
    { value: 'Other', category: ' ' },
  ],
})

describe('dictionary editor state', () => {
  it('loads stored items into category cards, the single-space category as a blank one, clean', () => {
    expect(loaded).toEqual({
      key: 'sectors',
      name: 'Industry sectors',
      categories: [
        { name: 'Finance', items: ['Banking', 'Insurance'] },
        { name: '', items: ['Other'] },
      ],
      dirty: false,
    })
  })

  it('becomes dirty on any change and clean once saved', () => {
    const edited = run(loaded, { type: 'setName', name: 'Sectors' })
    expect(edited.dirty).toBe(true)
    expect(run(edited, { type: 'saved' }).dirty).toBe(false)
  })

  it('strips percent and ampersand from the name (key)', () => {
    expect(run(newDictionary, { type: 'setKey', key: 'R&D %share' }).key).toBe('RD share')
  })

  it('adds items ignoring empty ones and duplicates in the category', () => {
    const state = run(loaded, { type: 'addItems', index: 0, values: ['  Leasing ', '', 'Banking', 'Leasing'] })
    expect(state.categories[0].items).toEqual(['Banking', 'Insurance', 'Leasing'])
  })

  it('removes an item, renames and removes a category', () => {
    const state = run(
      loaded,
      { type: 'removeItem', index: 0, value: 'Banking' },
      { type: 'renameCategory', index: 0, name: 'Money' },
      { type: 'removeCategory', index: 1 },
    )
    expect(state.categories).toEqual([{ name: 'Money', items: ['Insurance'] }])
  })

  it('imports raw rows: split by the delimiter, trimmed, de-duplicated, merged into same-named categories', () => {
    const state = run(loaded, {
      type: 'importRaw',
      delimiter: ';',
      rows: [
        { category: 'finance', raw: ' Banking; Asset management ;;Asset management' },
        { category: 'Energy', raw: 'Oil;Gas; Solar ' },
      ],
    })
    expect(state.categories).toEqual([
      { name: 'Finance', items: ['Banking', 'Insurance', 'Asset management'] },
      { name: '', items: ['Other'] },
      { name: 'Energy', items: ['Oil', 'Gas', 'Solar'] },
    ])
    expect(categoriesToItems(state.categories)).toContainEqual({ value: 'Other', category: ' ' })
  })

  it('lets save refuse what the spec refuses', () => {
    const renamedTwin = run(loaded, { type: 'renameCategory', index: 1, name: 'finance ' })
    expect(dictionarySaveError(renamedTwin.key, renamedTwin.name, renamedTwin.categories)).toBe(
      'Cannot create dictionary with duplicate category names',
    )
    const unnamed = run(loaded, { type: 'setKey', key: '%&' })
    expect(dictionarySaveError(unnamed.key, unnamed.name, unnamed.categories)).toBe('Cannot create unnamed dictionary')
    expect(dictionarySaveError('new', '', newDictionary.categories)).toBe('Cannot create empty dictionary')
  })

  it('refuses to save more items than a dictionary holds, counted over every card', () => {
    const values = (count: number, label: string) => Array.from({ length: count }, (_, index) => `${label} ${index}`)
    const full = run(loaded, {
      type: 'importRaw',
      rows: [
        { category: 'Finance', raw: values(DICTIONARY_ITEMS_MAX - 10, 'Bank').join(',') },
        { category: 'Energy', raw: values(7, 'Plant').join(',') },
      ],
      delimiter: ',',
    })
    expect(dictionarySaveError(full.key, full.name, full.categories)).toBeUndefined()
    const over = run(full, { type: 'addItems', index: 2, values: ['One too many'] })
    expect(dictionarySaveError(over.key, over.name, over.categories)).toBe(dictionaryTooLarge)
    expect(dictionaryTooLarge).toBe(`A dictionary holds at most ${DICTIONARY_ITEMS_MAX} items`)
  })

  it('filters the cards by the Add New Category search text, keeping their positions', () => {
    expect(matchingCategories(loaded.categories, 'FIN').map(({ index }) => index)).toEqual([0])
    expect(matchingCategories(loaded.categories, '')).toHaveLength(2)
  })
})
