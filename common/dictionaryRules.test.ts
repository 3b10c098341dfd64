import { describe, expect, it } from 'vitest'
import {
  BLANK_CATEGORY,
  DEFAULT_RAW_DELIMITER,
  addCategory,
  addItems,
  categoriesToItems,
  categoryKey,
  cleanKey,
  dictionaryMessages,
  dictionaryPayloadError,
  dictionarySaveError,
  importRawRows,
  itemIdentity,
  itemsError,
  itemsToCategories,
  parseRawValues,
  type DictionaryCategory,
  type DictionaryItemInput,
} from './dictionaryRules'

const cat = (name: string, ...items: string[]): DictionaryCategory => ({ name, items })
const item = (value: string, category = ''): DictionaryItemInput => ({ value, category })
const long = 'x'.repeat(255)
const longest = 'x'.repeat(254)

describe('dictionaryMessages', () => {
  it('are the words of spec 1 §5 and §8', () => {
    expect(dictionaryMessages).toMatchObject({
      unnamed: 'Cannot create unnamed dictionary',
      duplicateCategories: 'Cannot create dictionary with duplicate category names',
      oneEmptyCategory: 'Only one category can be empty',
      empty: 'Cannot create empty dictionary',
      emptyItems: 'Cannot create dictionary with empty items',
      secondEmptyCategory: 'Available only one empty category',
      duplicateCategory: 'Duplicate category',
      unsavedChanges: 'You have unsaved changes, are you sure you want to leave?',
      loadFailed: 'The dictionary could not be loaded',
      createFailed: 'There was an error creating the dictionary',
      updateFailed: 'There was an error updating the dictionary',
      created: 'The dictionary has been created',
      updated: 'The dictionary has been updated',
      tooLong: 'Value too long',
    })
    expect(BLANK_CATEGORY).toBe(' ')
    expect(DEFAULT_RAW_DELIMITER).toBe(',')
  })
})

describe('cleanKey', () => {
  it.each([
    ['sectors', 'sectors'],
    ['sec%tors&', 'sectors'],
    ['%&%&', ''],
    [' R&D % ', ' RD  '],
    ['a+b=c', 'a+b=c'],
  ])('%j → %j', (key, cleaned) => {
    expect(cleanKey(key)).toBe(cleaned)
  })
})

describe('categoryKey and itemIdentity', () => {
  it.each([
    ['Fruit', 'fruit'],
    ['  FRUIT ', 'fruit'],
    [' ', ''],
    ['', ''],
  ])('categoryKey(%j) → %j', (name, key) => {
    expect(categoryKey(name)).toBe(key)
  })

  it.each<[DictionaryItemInput, DictionaryItemInput, boolean]>([
    [item('Apple', 'Fruit'), item(' Apple ', ' fruit'), true],
    [item('Other', ''), item('Other', ' '), true],
    [item('Apple', 'Fruit'), item('apple', 'Fruit'), false],
    [item('Apple', 'Fruit'), item('Apple', 'Brands'), false],
    [item('Apple', ''), item('Apple', 'Fruit'), false],
  ])('%j and %j are the same item → %s', (a, b, same) => {
    expect(itemIdentity(a) === itemIdentity(b)).toBe(same)
  })
})

describe('addCategory', () => {
  it.each<[string, DictionaryCategory[], string, DictionaryCategory[] | string]>([
    ['a first named category', [], 'Fruit', [cat('Fruit')]],
    ['a trimmed name', [cat('Fruit')], '  Vegetables ', [cat('Fruit'), cat('Vegetables')]],
    ['a first empty category', [cat('Fruit')], '', [cat('Fruit'), cat('')]],
    ['a blank name as the empty category', [cat('Fruit')], '   ', [cat('Fruit'), cat('')]],
    ['a second empty category', [cat('Fruit'), cat('', 'a')], '', dictionaryMessages.secondEmptyCategory],
    ['a second blank category', [cat(' ')], '  ', dictionaryMessages.secondEmptyCategory],
    ['a repeated name', [cat('Fruit')], 'Fruit', dictionaryMessages.duplicateCategory],
    ['a name repeated in another case', [cat('Fruit')], 'fRUIT', dictionaryMessages.duplicateCategory],
    ['a name repeated with spaces', [cat(' Fruit')], 'Fruit  ', dictionaryMessages.duplicateCategory],
  ])('%s', (_label, categories, name, expected) => {
    const result = addCategory(categories, name)
    if (typeof expected === 'string') expect(result).toEqual({ error: expected })
    else expect(result).toEqual({ categories: expected })
  })

  it('leaves the categories it was given unchanged', () => {
    const categories = [cat('Fruit', 'Apple')]
    addCategory(categories, 'Vegetables')
    expect(categories).toEqual([cat('Fruit', 'Apple')])
  })
})

describe('addItems', () => {
  it.each<[string, DictionaryCategory, string[], string[]]>([
    ['new values, trimmed, in order', cat('Fruit'), [' Apple ', 'Pear'], ['Apple', 'Pear']],
    ['empty and blank values ignored', cat('Fruit', 'Apple'), ['', '   ', 'Pear'], ['Apple', 'Pear']],
    ['values already in the category ignored', cat('Fruit', 'Apple'), ['Apple', ' Apple', 'Pear'], ['Apple', 'Pear']],
    ['values repeated in the input kept once', cat('Fruit'), ['Fig', 'Fig', 'fig'], ['Fig', 'fig']],
    ['nothing to add', cat('Fruit', 'Apple'), [], ['Apple']],
  ])('%s', (_label, category, values, items) => {
    expect(addItems(category, values)).toEqual({ name: category.name, items })
  })

  it('leaves the category it was given unchanged', () => {
    const category = cat('Fruit', 'Apple')
    addItems(category, ['Pear'])
    expect(category.items).toEqual(['Apple'])
  })
})

describe('parseRawValues', () => {
  it.each<[string, string | undefined, string[]]>([
    ['Oil, Gas ,Solar', undefined, ['Oil', 'Gas', 'Solar']],
    ['Oil,Gas,Oil,,  ,Gas', undefined, ['Oil', 'Gas']],
    [' Banking; Insurance ;Banking;;', ';', ['Banking', 'Insurance']],
    ['a | b|c | a', ' | ', ['a', 'b|c']],
    ['one\ntwo\n\nthree', '\n', ['one', 'two', 'three']],
    ['a,b', ';', ['a,b']],
    ['  whole text  ', '', ['whole text']],
    ['', ',', []],
    ['Case, case', ',', ['Case', 'case']],
  ])('%j split by %j → %j', (raw, delimiter, values) => {
    expect(parseRawValues(raw, delimiter)).toEqual(values)
  })
})

describe('importRawRows', () => {
  it.each<
    [string, DictionaryCategory[], { category: string; raw: string }[], string | undefined, DictionaryCategory[]]
  >([
    [
      'new categories from rows',
      [],
      [{ category: 'Energy', raw: 'Oil,Gas' }],
      undefined,
      [cat('Energy', 'Oil', 'Gas')],
    ],
    [
      'a row merged into the same-named category, whatever its case, without duplicates',
      [cat('Finance', 'Banking')],
      [{ category: ' finance ', raw: 'Insurance;Banking;Insurance' }],
      ';',
      [cat('Finance', 'Banking', 'Insurance')],
    ],
    [
      'two rows of one category merged',
      [],
      [
        { category: 'Energy', raw: 'Oil' },
        { category: 'ENERGY', raw: 'Gas, Oil' },
      ],
      undefined,
      [cat('Energy', 'Oil', 'Gas')],
    ],
    [
      'a row without a category goes to the empty category',
      [cat('Fruit', 'Apple'), cat('', 'Other')],
      [{ category: '  ', raw: 'Misc,Other' }],
      undefined,
      [cat('Fruit', 'Apple'), cat('', 'Other', 'Misc')],
    ],
    [
      'a row without a category makes the empty category when there is none',
      [cat('Fruit', 'Apple')],
      [{ category: '', raw: 'Misc' }],
      undefined,
      [cat('Fruit', 'Apple'), cat('', 'Misc')],
    ],
    [
      'a named row without values adds the empty card',
      [],
      [{ category: 'Later', raw: ' , ' }],
      undefined,
      [cat('Later')],
    ],
    [
      'a row with neither category nor values is ignored',
      [cat('Fruit')],
      [{ category: ' ', raw: '' }],
      undefined,
      [cat('Fruit')],
    ],
  ])('%s', (_label, categories, rows, delimiter, expected) => {
    expect(importRawRows(categories, rows, delimiter)).toEqual(expected)
  })

  it('leaves the categories it was given unchanged', () => {
    const categories = [cat('Fruit', 'Apple')]
    importRawRows(categories, [{ category: 'Fruit', raw: 'Pear' }])
    expect(categories).toEqual([cat('Fruit', 'Apple')])
  })
})

describe('categoriesToItems and itemsToCategories', () => {
  it('flatten the cards in order, the empty category as a single space', () => {
    expect(
      categoriesToItems([cat('Fruit', 'Apple', 'Pear'), cat('', 'Other'), cat('  ', 'More'), cat('Empty')]),
    ).toEqual([item('Apple', 'Fruit'), item('Pear', 'Fruit'), item('Other', ' '), item('More', ' ')])
  })

  it('group stored items back into cards in first-seen order, the single space as the empty category', () => {
    expect(
      itemsToCategories([
        item('Apple', 'Fruit'),
        item('Other', ' '),
        item('Pear', 'Fruit'),
        item('More', ''),
        item('Apple', 'Fruit'),
      ]),
    ).toEqual([cat('Fruit', 'Apple', 'Pear'), cat('', 'Other', 'More')])
    expect(itemsToCategories([])).toEqual([])
  })

  it.each<[string, DictionaryCategory[]]>([
    ['named categories', [cat('Fruit', 'Apple', 'Pear'), cat('Vegetables', 'Leek')]],
    ['with the empty category', [cat('Fruit', 'Apple'), cat('', 'Other', 'Misc')]],
    ['the empty category only', [cat('', 'Other')]],
    ['the same value in two categories', [cat('Fruit', 'Apple'), cat('Brands', 'Apple')]],
  ])('round trip: %s', (_label, categories) => {
    const items = categoriesToItems(categories)
    expect(itemsToCategories(items)).toEqual(categories)
    expect(categoriesToItems(itemsToCategories(items))).toEqual(items)
  })
})

describe('dictionarySaveError', () => {
  const fruit = [cat('Fruit', 'Apple')]
  it.each<[string, string, string, DictionaryCategory[], string | undefined]>([
    ['a valid dictionary', 'fruits', 'Fruits', [cat('Fruit', 'Apple'), cat('', 'Other')], undefined],
    ['values of exactly 254 characters', longest, longest, [cat(longest, longest)], undefined],
    ['no description', 'fruits', '', fruit, undefined],
    ['an empty key', '', 'Fruits', fruit, dictionaryMessages.unnamed],
    ['a blank key', '   ', 'Fruits', fruit, dictionaryMessages.unnamed],
    ['a key of % and & only', ' %&% ', 'Fruits', fruit, dictionaryMessages.unnamed],
    ['a key of 255 characters', long, '', fruit, dictionaryMessages.tooLong],
    ['a description of 255 characters', 'fruits', long, fruit, dictionaryMessages.tooLong],
    ['a category of 255 characters', 'fruits', '', [cat(long, 'a')], dictionaryMessages.tooLong],
    ['an item of 255 characters', 'fruits', '', [cat('Fruit', long)], dictionaryMessages.tooLong],
    [
      'categories differing by case',
      'fruits',
      '',
      [cat('Fruit', 'a'), cat('FRUIT', 'b')],
      dictionaryMessages.duplicateCategories,
    ],
    [
      'categories differing by spaces',
      'fruits',
      '',
      [cat('Fruit', 'a'), cat(' Fruit ', 'b')],
      dictionaryMessages.duplicateCategories,
    ],
    ['two empty categories', 'fruits', '', [cat('', 'a'), cat(' ', 'b')], dictionaryMessages.oneEmptyCategory],
    ['no categories', 'fruits', '', [], dictionaryMessages.empty],
    ['categories without items', 'fruits', '', [cat('Fruit'), cat('')], dictionaryMessages.empty],
    ['an empty item', 'fruits', '', [cat('Fruit', 'Apple', '')], dictionaryMessages.emptyItems],
    ['a blank item', 'fruits', '', [cat('', '  ')], dictionaryMessages.emptyItems],
    // the order of spec 1 §5: the first broken rule is named
    ['no key and nothing else right', '', long, [cat('A'), cat('a'), cat(''), cat('')], dictionaryMessages.unnamed],
    ['too long before duplicates', 'k', '', [cat('A', long), cat('a', 'b')], dictionaryMessages.tooLong],
    [
      'duplicates before two empty ones',
      'k',
      '',
      [cat('A'), cat('a'), cat(''), cat(' ')],
      dictionaryMessages.duplicateCategories,
    ],
    ['two empty ones before an empty dictionary', 'k', '', [cat(''), cat(' ')], dictionaryMessages.oneEmptyCategory],
    ['an empty dictionary before empty items', 'k', '', [cat('A')], dictionaryMessages.empty],
  ])('%s', (_label, key, name, categories, expected) => {
    expect(dictionarySaveError(key, name, categories)).toBe(expected)
  })
})

describe('dictionaryPayloadError', () => {
  it.each<[string, string, string, DictionaryItemInput[], string | undefined]>([
    ['a valid payload', 'fruits', 'Fruits', [item('Apple', 'Fruit'), item('Other', ' ')], undefined],
    ['values of exactly 254 characters', longest, longest, [item(longest, longest)], undefined],
    ['one category spelled alike in every item', 'k', '', [item('a', ' Fruit'), item('b', ' Fruit')], undefined],
    ['the blank category as "" and " "', 'k', '', [item('a', ''), item('b', ' '), item('c', '  ')], undefined],
    [
      'the same value in two categories, or in two cases',
      'k',
      '',
      [item('a', 'X'), item('a', 'Y'), item('A', 'X')],
      undefined,
    ],
    ['an empty key', '', '', [item('a')], dictionaryMessages.unnamed],
    ['a key of % and & only', '&%', '', [item('a')], dictionaryMessages.unnamed],
    ['a key of 255 characters', long, '', [item('a')], dictionaryMessages.tooLong],
    ['a description of 255 characters', 'k', long, [item('a')], dictionaryMessages.tooLong],
    ['a category of 255 characters', 'k', '', [item('a', long)], dictionaryMessages.tooLong],
    ['an item of 255 characters', 'k', '', [item(long)], dictionaryMessages.tooLong],
    [
      'categories differing by case',
      'k',
      '',
      [item('a', 'Fruit'), item('b', 'fruit')],
      dictionaryMessages.duplicateCategories,
    ],
    [
      'categories differing by spaces',
      'k',
      '',
      [item('a', 'Fruit'), item('b', 'Fruit ')],
      dictionaryMessages.duplicateCategories,
    ],
    ['no items', 'k', '', [], dictionaryMessages.empty],
    ['an empty item', 'k', '', [item('a'), item('')], dictionaryMessages.emptyItems],
    ['a blank item', 'k', '', [item('  ', 'X')], dictionaryMessages.emptyItems],
    ['a repeated item', 'k', '', [item('a', 'X'), item('a', 'X')], dictionaryMessages.duplicateItems],
    ['a repeated item with spaces', 'k', '', [item('a', 'X'), item(' a ', 'X')], dictionaryMessages.duplicateItems],
    [
      'a repeated item in the blank category',
      'k',
      '',
      [item('a', ''), item('a', ' ')],
      dictionaryMessages.duplicateItems,
    ],
    // the order of dictionarySaveError
    ['no key and nothing else right', '', long, [item(''), item('', '')], dictionaryMessages.unnamed],
    ['too long before duplicates', 'k', '', [item(long, 'A'), item('b', 'a')], dictionaryMessages.tooLong],
    [
      'duplicate categories before an empty item',
      'k',
      '',
      [item('', 'A'), item('b', 'a')],
      dictionaryMessages.duplicateCategories,
    ],
    ['an empty item before a repeated one', 'k', '', [item('a'), item('a'), item('')], dictionaryMessages.emptyItems],
  ])('%s', (_label, key, name, items, expected) => {
    expect(dictionaryPayloadError(key, name, items)).toBe(expected)
  })

  it.each<[string, DictionaryCategory[]]>([
    ['a valid dictionary', [cat('Fruit', 'Apple'), cat('', 'Other')]],
    ['duplicate categories', [cat('Fruit', 'a'), cat('fruit', 'b')]],
    ['duplicate categories and an empty item', [cat('Fruit', ''), cat('fruit', 'b')]],
    ['an empty item', [cat('Fruit', 'a', ' ')]],
    ['a long item', [cat('Fruit', long)]],
    ['no items', [cat('Fruit')]],
  ])('names the same first problem as the editor for its payload: %s', (_label, categories) => {
    expect(dictionaryPayloadError('k', 'n', categoriesToItems(categories))).toBe(
      dictionarySaveError('k', 'n', categories),
    )
  })
})

describe('itemsError', () => {
  it.each<[string, DictionaryItemInput[], string | undefined]>([
    ['good items', [item('a'), item('b', 'X')], undefined],
    ['no items', [], undefined],
    ['items of exactly 254 characters', [item(longest, longest)], undefined],
    ['an empty item', [item('a'), item('')], dictionaryMessages.emptyItems],
    ['a blank item', [item(' \t ')], dictionaryMessages.emptyItems],
    ['an item of 255 characters', [item(long)], dictionaryMessages.tooLong],
    ['a category of 255 characters', [item('a', long)], dictionaryMessages.tooLong],
    ['too long before empty', [item(''), item(long)], dictionaryMessages.tooLong],
  ])('%s', (_label, items, expected) => {
    expect(itemsError(items)).toBe(expected)
  })
})
