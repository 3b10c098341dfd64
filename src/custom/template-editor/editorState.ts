import { rulesForKind, DICTIONARY_TYPE_RULES } from '../../../common/templateRuleTable'
import type { FieldKind, RuleValue } from '../../../common/templateFormat'
import type { FacetFieldTypeInput, FacetTypeInput, TemplateInput } from '../../../common/templateRules'
import { bodyToText } from './templateText'
import { layoutOf, templateSections, type LayoutEntry } from './templateSections'

export type TemplateView = 'structure' | 'json'

/** What the template editor holds between loading and saving: one template, shown as a structure or as JSON. */
export interface EditorState {
  /** the template the structured view shows; while the JSON view is open, as it was when it opened */
  template: TemplateInput
  view: TemplateView
  /** the JSON view's text */
  text: string
  /** changed since it was loaded or saved */
  dirty: boolean
}

type HeaderField = 'type' | 'subType' | 'name'
type FacetTypePatch = Partial<Omit<FacetTypeInput, 'facetFieldTypes' | 'id'>>
type FieldTypePatch = Partial<Pick<FacetFieldTypeInput, 'name' | 'required' | 'create' | 'archived'>>

export type EditorAction =
  | { type: 'load'; template: TemplateInput }
  | { type: 'showJson' }
  | { type: 'showStructure'; template: TemplateInput }
  | { type: 'setText'; text: string }
  | { type: 'setHeader'; field: HeaderField; value: string }
  | { type: 'addSection'; name: string }
  | { type: 'renameSection'; section: number; name: string }
  | { type: 'moveSection'; section: number; by: -1 | 1 }
  | { type: 'setBeside'; section: number; beside: boolean }
  | { type: 'removeSection'; section: number }
  | { type: 'addFacetType'; section: string }
  | { type: 'updateFacetType'; facetType: number; patch: FacetTypePatch }
  | { type: 'moveFacetType'; facetType: number; by: -1 | 1 }
  | { type: 'removeFacetType'; facetType: number }
  | { type: 'addFieldType'; facetType: number }
  | { type: 'updateFieldType'; facetType: number; fieldType: number; patch: FieldTypePatch }
  | { type: 'setKind'; facetType: number; fieldType: number; kind: FieldKind }
  | { type: 'setRule'; facetType: number; fieldType: number; rule: string; value: RuleValue | undefined }
  | { type: 'moveFieldType'; facetType: number; fieldType: number; by: -1 | 1 }
  | { type: 'removeFieldType'; facetType: number; fieldType: number }

export const editorStateFor = (template: TemplateInput, dirty = false): EditorState => ({
  template,
  view: 'structure',
  text: bodyToText(template),
  dirty,
})

const nextOrder = (items: readonly { order: number }[]) =>
  items.reduce((highest, item) => (typeof item.order === 'number' ? Math.max(highest, item.order) : highest), 0) + 1

const swap = <T>(items: readonly T[], at: number, by: number): T[] | undefined => {
  const other = at + by
  if (other < 0 || other >= items.length) return undefined
  const moved = [...items]
  ;[moved[at], moved[other]] = [moved[other], moved[at]]
  return moved
}

const newFacetType = (section: string, order: number): FacetTypeInput => ({
  name: '',
  section,
  level: 'Others',
  order,
  required: false,
  display: true,
  create: true,
  archived: false,
  deleted: false,
  duplicate: 'none',
  facetFieldTypes: [],
})

const newFieldType = (order: number): FacetFieldTypeInput => ({
  name: '',
  kind: 'Label',
  order,
  required: false,
  create: true,
  archived: false,
  rules: {},
})

/** The template with its layout rewritten from the sections listed in order (every listed section in it). */
const withLayout = (template: TemplateInput, entries: LayoutEntry[]): TemplateInput => ({
  ...template,
  layout: layoutOf(entries),
})

const entriesOf = (template: TemplateInput): LayoutEntry[] =>
  templateSections(template).map(({ name, beside }) => ({ name, beside }))

/**
 * Facet types numbered 1, 2, … in the order the structured view shows them (section by section), the
 * deleted ones keeping theirs: a move up or down then says what it shows.
 */
function renumbered(template: TemplateInput, shown: number[]): TemplateInput {
  const orders = new Map(shown.map((index, position) => [index, position + 1]))
  return {
    ...template,
    facetTypes: template.facetTypes.map((facetType, index) =>
      orders.has(index) ? { ...facetType, order: orders.get(index)! } : facetType,
    ),
  }
}

const updateFacetTypeAt = (
  template: TemplateInput,
  at: number,
  update: (facetType: FacetTypeInput) => FacetTypeInput,
): TemplateInput => ({
  ...template,
  facetTypes: template.facetTypes.map((facetType, index) => (index === at ? update(facetType) : facetType)),
})

const updateFieldTypes = (
  template: TemplateInput,
  at: number,
  update: (fieldTypes: FacetFieldTypeInput[]) => FacetFieldTypeInput[],
) =>
  updateFacetTypeAt(template, at, (facetType) => ({ ...facetType, facetFieldTypes: update(facetType.facetFieldTypes) }))

const updateFieldTypeAt = (
  template: TemplateInput,
  at: number,
  field: number,
  update: (fieldType: FacetFieldTypeInput) => FacetFieldTypeInput,
) =>
  updateFieldTypes(template, at, (fieldTypes) => fieldTypes.map((one, index) => (index === field ? update(one) : one)))

/** A rule set without `rule`, or with it set to `value`; Type other than dictionary drops Mode and Dictionary. */
function rulesWith(rules: Record<string, RuleValue>, rule: string, value: RuleValue | undefined) {
  const next = { ...rules }
  if (value === undefined) delete next[rule]
  else next[rule] = value
  if (rule === 'Type' && value !== 'dictionary') for (const dependent of DICTIONARY_TYPE_RULES) delete next[dependent]
  return next
}

/** The template after an edit of the structured view. */
function edited(template: TemplateInput, action: EditorAction): TemplateInput {
  switch (action.type) {
    case 'setHeader':
      return { ...template, [action.field]: action.value }
    case 'addSection':
      return withLayout(template, [...entriesOf(template), { name: action.name, beside: false }])
    case 'renameSection': {
      const sections = templateSections(template)
      const { name, facetTypes } = sections[action.section]
      const renamed = withLayout(
        template,
        sections.map((section, index) => ({
          name: index === action.section ? action.name : section.name,
          beside: section.beside,
        })),
      )
      const members = new Set(facetTypes)
      return {
        ...renamed,
        facetTypes: renamed.facetTypes.map((facetType, index) =>
          members.has(index) || (facetType.deleted && facetType.section === name)
            ? { ...facetType, section: action.name }
            : facetType,
        ),
      }
    }
    case 'moveSection': {
      const entries = entriesOf(template)
      const moved = swap(entries, action.section, action.by)
      if (!moved) return template
      // the sections change places; the rows keep their shape
      return withLayout(
        template,
        moved.map((entry, index) => ({ name: entry.name, beside: entries[index].beside })),
      )
    }
    case 'setBeside':
      return withLayout(
        template,
        entriesOf(template).map((entry, index) =>
          index === action.section ? { ...entry, beside: action.beside } : entry,
        ),
      )
    case 'removeSection': {
      const sections = templateSections(template)
      const leaving = new Set(sections[action.section].facetTypes)
      const kept = withLayout(
        template,
        sections.filter((_, index) => index !== action.section),
      )
      return { ...kept, facetTypes: kept.facetTypes.filter((_, index) => !leaving.has(index)) }
    }
    case 'addFacetType':
      return {
        ...template,
        facetTypes: [...template.facetTypes, newFacetType(action.section, nextOrder(template.facetTypes))],
      }
    case 'updateFacetType': {
      const moving = action.patch.section !== undefined
      const order = nextOrder(template.facetTypes)
      return updateFacetTypeAt(template, action.facetType, (facetType) => ({
        ...facetType,
        ...action.patch,
        // one moved to another section goes to its end
        ...(moving && action.patch.section !== facetType.section ? { order } : {}),
      }))
    }
    case 'moveFacetType': {
      const sections = templateSections(template)
      const shown = sections.flatMap(({ facetTypes }) => {
        const at = facetTypes.indexOf(action.facetType)
        return at < 0 ? facetTypes : (swap(facetTypes, at, action.by) ?? facetTypes)
      })
      return renumbered(template, shown)
    }
    case 'removeFacetType':
      return { ...template, facetTypes: template.facetTypes.filter((_, index) => index !== action.facetType) }
    case 'addFieldType':
      return updateFieldTypes(template, action.facetType, (fieldTypes) => [
        ...fieldTypes,
        newFieldType(nextOrder(fieldTypes)),
      ])
    case 'updateFieldType':
      return updateFieldTypeAt(template, action.facetType, action.fieldType, (fieldType) => ({
        ...fieldType,
        ...action.patch,
      }))
    case 'setKind': {
      // a rule the new kind does not take goes
      const taken: readonly string[] = rulesForKind(action.kind)
      return updateFieldTypeAt(template, action.facetType, action.fieldType, (fieldType) => ({
        ...fieldType,
        kind: action.kind,
        rules: Object.fromEntries(Object.entries(fieldType.rules).filter(([rule]) => taken.includes(rule))),
      }))
    }
    case 'setRule':
      return updateFieldTypeAt(template, action.facetType, action.fieldType, (fieldType) => ({
        ...fieldType,
        rules: rulesWith(fieldType.rules, action.rule, action.value),
      }))
    case 'moveFieldType':
      return updateFieldTypes(template, action.facetType, (fieldTypes) => {
        const sorted = fieldTypes
          .map((_, index) => index)
          .sort((a, b) => fieldTypes[a].order - fieldTypes[b].order || a - b)
        const moved = swap(sorted, sorted.indexOf(action.fieldType), action.by)
        if (!moved) return fieldTypes
        const orders = new Map(moved.map((index, position) => [index, position + 1]))
        return fieldTypes.map((fieldType, index) => ({ ...fieldType, order: orders.get(index)! }))
      })
    case 'removeFieldType':
      return updateFieldTypes(template, action.facetType, (fieldTypes) =>
        fieldTypes.filter((_, index) => index !== action.fieldType),
      )
    default:
      return template
  }
}

export function editorReducer(state: EditorState, action: EditorAction): EditorState {
  switch (action.type) {
    case 'load':
      return { ...editorStateFor(action.template), view: state.view }
    case 'showJson':
      return { ...state, view: 'json', text: bodyToText(state.template) }
    case 'showStructure':
      return { ...state, view: 'structure', template: action.template }
    case 'setText':
      return { ...state, text: action.text, dirty: true }
    default: {
      const template = edited(state.template, action)
      return template === state.template ? state : { ...state, template, dirty: true }
    }
  }
}
