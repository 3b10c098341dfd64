import {
  addItems,
  cleanKey,
  importRawRows,
  itemsToCategories,
  type DictionaryCategory,
  type DictionaryItemInput,
} from '../../../common/dictionaryRules'

/** What the dictionary editor holds between loading and saving. */
export interface EditorState {
  key: string
  name: string
  categories: DictionaryCategory[]
  /** Changed since it was loaded or saved. */
  dirty: boolean
}

export type EditorAction =
  | { type: 'load'; key: string; name: string; items: DictionaryItemInput[] }
  | { type: 'saved' }
  | { type: 'setKey'; key: string }
  | { type: 'setName'; name: string }
  | { type: 'setCategories'; categories: DictionaryCategory[] }
  | { type: 'renameCategory'; index: number; name: string }
  | { type: 'removeCategory'; index: number }
  | { type: 'addItems'; index: number; values: string[] }
  | { type: 'removeItem'; index: number; value: string }
  | { type: 'importRaw'; rows: { category: string; raw: string }[]; delimiter: string }

export const emptyEditor: EditorState = { key: '', name: '', categories: [], dirty: false }

/** A new, unsaved dictionary opens with one blank category to type into. */
export const newDictionary: EditorState = { ...emptyEditor, categories: [{ name: '', items: [] }] }

const changed = (state: EditorState, patch: Partial<EditorState>): EditorState => ({ ...state, ...patch, dirty: true })

const updateCategory = (
  state: EditorState,
  index: number,
  update: (category: DictionaryCategory) => DictionaryCategory,
) => changed(state, { categories: state.categories.map((category, i) => (i === index ? update(category) : category)) })

export function editorReducer(state: EditorState, action: EditorAction): EditorState {
  switch (action.type) {
    case 'load':
      return { key: action.key, name: action.name, categories: itemsToCategories(action.items), dirty: false }
    case 'saved':
      return { ...state, dirty: false }
    case 'setKey':
      return changed(state, { key: cleanKey(action.key) })
    case 'setName':
      return changed(state, { name: action.name })
    case 'setCategories':
      return changed(state, { categories: action.categories })
    case 'renameCategory':
      return updateCategory(state, action.index, (category) => ({ ...category, name: action.name }))
    case 'removeCategory':
      return changed(state, { categories: state.categories.filter((_, i) => i !== action.index) })
    case 'addItems':
      return updateCategory(state, action.index, (category) => addItems(category, action.values))
    case 'removeItem':
      return updateCategory(state, action.index, (category) => ({
        ...category,
        items: category.items.filter((item) => item !== action.value),
      }))
    case 'importRaw':
      return changed(state, { categories: importRawRows(state.categories, action.rows, action.delimiter) })
  }
}

/** Cards whose name contains the search text (case-insensitive), with their index in the state. */
export function matchingCategories(categories: DictionaryCategory[], search: string) {
  const term = search.trim().toLowerCase()
  return categories
    .map((category, index) => ({ category, index }))
    .filter(({ category }) => !term || category.name.toLowerCase().includes(term))
}
