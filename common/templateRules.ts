import {
  MAX_INPUT_LENGTH,
  TEMPLATE_FACET_TYPES_MAX,
  TEMPLATE_FIELD_TYPES_MAX,
  TEMPLATE_LAYOUT_ROWS_MAX,
  TEMPLATE_ROW_SECTIONS_MAX,
  TEMPLATE_RULE_VALUES_MAX,
} from './limits'
import { fillMessage, messages } from './messages'
import {
  DUPLICATE_SETTINGS,
  FACET_LEVELS,
  FIELD_KINDS,
  type EntityTemplate,
  type FacetFieldType,
  type FacetType,
  type LayoutRow,
} from './templateFormat'
import { isText, isWholeNumber, ruleError, ruleSetErrors } from './templateRuleTable'

const tooMany = (max: number, field: string) => fillMessage(messages.tooManyItems, { max, field })

/**
 * The template rules of spec 1 §5 ('Template rule allowed values') and spec 2 §3 (field rules, link
 * rules), and the check of a whole template body as the admin's template editor sends it. The server
 * refuses what templateStructureErrors finds; the editor shows the same errors under its inputs and
 * templateHeadline's message in its toast.
 */

/** One problem of a template: where it is (`facetTypes[2].facetFieldTypes[0].rules.Chars`) and what it is. */
export interface TemplateError {
  path: string
  message: string
}

/** A field type as the editor sends it: a new one has no id yet. */
export type FacetFieldTypeInput = Omit<FacetFieldType, 'id'> & { id?: string }

/** A facet type as the editor sends it: a new one has no id yet. */
export type FacetTypeInput = Omit<FacetType, 'id' | 'facetFieldTypes'> & {
  id?: string
  facetFieldTypes: FacetFieldTypeInput[]
}

/**
 * The body of POST and PUT /entity-templates. The template's own id, createdAt and updatedAt may come
 * along (a PUT of what was read) and are ignored, so they are not part of it.
 */
export type TemplateInput = Omit<
  EntityTemplate,
  'id' | 'subType' | 'layout' | 'facetTypes' | 'createdAt' | 'updatedAt'
> & {
  subType?: string | null
  layout?: LayoutRow[]
  facetTypes: FacetTypeInput[]
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** Properties sent as undefined (possible outside JSON) count as not sent. */
const has = (object: Record<string, unknown>, key: string) => object[key] !== undefined

const TEMPLATE_KEYS = ['type', 'subType', 'name', 'layout', 'facetTypes']
/** Sent back with a template that was read, and ignored. */
const IGNORED_TEMPLATE_KEYS = ['id', 'createdAt', 'updatedAt']
const LAYOUT_ROW_KEYS = ['sections']
const FACET_TYPE_KEYS = [
  'id',
  'name',
  'section',
  'level',
  'order',
  'required',
  'display',
  'create',
  'archived',
  'deleted',
  'duplicate',
  'facetFieldTypes',
] as const satisfies readonly (keyof FacetTypeInput)[]
const FIELD_TYPE_KEYS = [
  'id',
  'name',
  'kind',
  'order',
  'required',
  'create',
  'archived',
  'rules',
] as const satisfies readonly (keyof FacetFieldTypeInput)[]

const FACET_TYPE_FLAGS = ['required', 'display', 'create', 'archived', 'deleted'] as const
const FIELD_TYPE_FLAGS = ['required', 'create', 'archived'] as const

/** Names that differ only by case or surrounding spaces are the same name. */
export const sameNameKey = (name: string) => name.trim().toLowerCase()

const join = (path: string, key: string) => (path ? `${path}.${key}` : key)

class Collector {
  readonly errors: TemplateError[] = []

  add(path: string, message: string) {
    this.errors.push({ path, message })
  }

  unknownKeys(object: Record<string, unknown>, path: string, known: readonly string[]) {
    for (const key of Object.keys(object)) {
      if (!known.includes(key) && has(object, key)) this.add(join(path, key), messages.unknownProperty)
    }
  }

  /** A required name: text, not blank, at most 254 characters once trimmed. Answers whether it is one. */
  name(value: unknown, path: string, enter: string): value is string {
    if (!isText(value)) {
      this.add(path, value === undefined ? messages.missingProperty : messages.valueNotText)
      return false
    }
    const trimmed = value.trim()
    if (!trimmed) this.add(path, enter)
    else if (trimmed.length > MAX_INPUT_LENGTH) this.add(path, messages.valueTooLong)
    else return true
    return false
  }

  flag(value: unknown, path: string) {
    if (value === undefined) this.add(path, messages.missingProperty)
    else if (typeof value !== 'boolean') this.add(path, messages.valueNotBoolean)
  }

  order(value: unknown, path: string) {
    if (value === undefined) this.add(path, messages.missingProperty)
    else if (!isWholeNumber(value)) this.add(path, messages.valueNotInteger)
  }

  choice<T extends string>(value: unknown, path: string, values: readonly T[]): value is T {
    if (isText(value) && (values as readonly string[]).includes(value)) return true
    if (value === undefined) this.add(path, messages.missingProperty)
    else this.add(path, fillMessage(messages.valueNotOneOf, { values: values.join(', ') }))
    return false
  }

  id(object: Record<string, unknown>, path: string) {
    if (has(object, 'id') && !isText(object.id)) this.add(join(path, 'id'), messages.valueNotText)
  }
}

/** Checks one field type; answers its name when it has a good one (for the duplicate check). */
function checkFieldType(check: Collector, fieldType: unknown, path: string): string | undefined {
  if (!isRecord(fieldType)) {
    check.add(path, messages.valueNotObject)
    return undefined
  }
  check.unknownKeys(fieldType, path, FIELD_TYPE_KEYS)
  check.id(fieldType, path)
  const named = check.name(fieldType.name, join(path, 'name'), messages.enterFieldTypeName)
  const kind = check.choice(fieldType.kind, join(path, 'kind'), FIELD_KINDS) ? fieldType.kind : undefined
  check.order(fieldType.order, join(path, 'order'))
  for (const flag of FIELD_TYPE_FLAGS) check.flag(fieldType[flag], join(path, flag))

  const rulesPath = join(path, 'rules')
  const { rules } = fieldType
  if (rules === undefined) check.add(rulesPath, messages.missingProperty)
  else if (!isRecord(rules)) check.add(rulesPath, messages.valueNotObject)
  else {
    for (const [name, value] of Object.entries(rules)) {
      const error =
        Array.isArray(value) && value.length > TEMPLATE_RULE_VALUES_MAX
          ? tooMany(TEMPLATE_RULE_VALUES_MAX, name)
          : ruleError(kind, name, value)
      if (error) check.add(join(rulesPath, name), error)
    }
    if (kind) for (const { rule, message } of ruleSetErrors(kind, rules)) check.add(join(rulesPath, rule), message)
  }
  return named ? (fieldType.name as string) : undefined
}

/** Checks one facet type; answers its section and name when they are good (for the duplicate and layout checks). */
function checkFacetType(
  check: Collector,
  facetType: unknown,
  path: string,
): { section?: string; name?: string; deleted: boolean } {
  if (!isRecord(facetType)) {
    check.add(path, messages.valueNotObject)
    return { deleted: false }
  }
  check.unknownKeys(facetType, path, FACET_TYPE_KEYS)
  check.id(facetType, path)
  const name = check.name(facetType.name, join(path, 'name'), messages.enterFacetTypeName) ? facetType.name : undefined
  const section = check.name(facetType.section, join(path, 'section'), messages.enterSection)
    ? facetType.section
    : undefined
  check.choice(facetType.level, join(path, 'level'), FACET_LEVELS)
  check.order(facetType.order, join(path, 'order'))
  for (const flag of FACET_TYPE_FLAGS) check.flag(facetType[flag], join(path, flag))
  check.choice(facetType.duplicate, join(path, 'duplicate'), DUPLICATE_SETTINGS)

  const fieldTypesPath = join(path, 'facetFieldTypes')
  const { facetFieldTypes } = facetType
  if (facetFieldTypes === undefined || (Array.isArray(facetFieldTypes) && facetFieldTypes.length === 0)) {
    check.add(fieldTypesPath, messages.fieldTypeRequired)
  } else if (!Array.isArray(facetFieldTypes)) {
    check.add(fieldTypesPath, messages.valueNotList)
  } else if (facetFieldTypes.length > TEMPLATE_FIELD_TYPES_MAX) {
    check.add(fieldTypesPath, tooMany(TEMPLATE_FIELD_TYPES_MAX, 'facetFieldTypes'))
  } else {
    const names = new Set<string>()
    facetFieldTypes.forEach((fieldType: unknown, index) => {
      const fieldTypePath = `${fieldTypesPath}[${index}]`
      const fieldTypeName = checkFieldType(check, fieldType, fieldTypePath)
      if (fieldTypeName === undefined) return
      if (names.has(sameNameKey(fieldTypeName))) check.add(join(fieldTypePath, 'name'), messages.fieldTypeNameTaken)
      names.add(sameNameKey(fieldTypeName))
    })
  }
  return { section, name, deleted: facetType.deleted === true }
}

/** Checks the layout rows against the sections the (not deleted) facet types use. */
function checkLayout(check: Collector, layout: unknown, usedSections: Set<string>) {
  if (!Array.isArray(layout)) {
    check.add('layout', messages.valueNotList)
    return
  }
  if (layout.length > TEMPLATE_LAYOUT_ROWS_MAX) {
    check.add('layout', tooMany(TEMPLATE_LAYOUT_ROWS_MAX, 'layout'))
    return
  }
  const seen = new Set<string>()
  layout.forEach((row: unknown, rowIndex) => {
    const rowPath = `layout[${rowIndex}]`
    if (!isRecord(row)) {
      check.add(rowPath, messages.valueNotObject)
      return
    }
    check.unknownKeys(row, rowPath, LAYOUT_ROW_KEYS)
    const sectionsPath = join(rowPath, 'sections')
    const { sections } = row
    if (sections === undefined) check.add(sectionsPath, messages.missingProperty)
    else if (!Array.isArray(sections)) check.add(sectionsPath, messages.valueNotList)
    else if (sections.length === 0) check.add(sectionsPath, messages.layoutRowEmpty)
    else if (sections.length > TEMPLATE_ROW_SECTIONS_MAX) {
      check.add(sectionsPath, tooMany(TEMPLATE_ROW_SECTIONS_MAX, 'sections'))
    } else {
      sections.forEach((section: unknown, index) => {
        const sectionPath = `${sectionsPath}[${index}]`
        if (!check.name(section, sectionPath, messages.enterSection)) return
        const key = sameNameKey(section)
        if (seen.has(key)) check.add(sectionPath, messages.layoutSectionRepeated)
        else if (!usedSections.has(key)) check.add(sectionPath, messages.layoutSectionUnused)
        seen.add(key)
      })
    }
  })
}

/**
 * Everything wrong with a template body (POST or PUT /entity-templates, or the editor's JSON), in the
 * order of the body: 'Invalid Entity Format' when it is no object or its type, name or facetTypes is
 * missing or of the wrong kind (then nothing else is checked); 'Unknown property' for a key the shape
 * does not have (a rule name that is no rule included); 'Field type is required for every Entity' for
 * a facet type without field types; otherwise words saying what is wrong (a name missing or too long,
 * a value of the wrong kind, a duplicate name, a layout section no facet type uses, a rule its kind
 * does not take or a value the rule does not take). An empty list means the body is a TemplateInput.
 *
 * Names compare trimmed and whatever their case. Facet types marked deleted neither clash with others
 * by name nor keep a layout section in use; archived ones do both.
 */
export function templateStructureErrors(input: unknown): TemplateError[] {
  if (!isRecord(input)) return [{ path: '', message: messages.invalidEntityFormat }]
  const format: TemplateError[] = []
  if (!isText(input.type)) format.push({ path: 'type', message: messages.invalidEntityFormat })
  if (!isText(input.name)) format.push({ path: 'name', message: messages.invalidEntityFormat })
  if (!Array.isArray(input.facetTypes)) format.push({ path: 'facetTypes', message: messages.invalidEntityFormat })
  if (format.length) return format
  if ((input.facetTypes as unknown[]).length > TEMPLATE_FACET_TYPES_MAX) {
    return [{ path: 'facetTypes', message: tooMany(TEMPLATE_FACET_TYPES_MAX, 'facetTypes') }]
  }

  const check = new Collector()
  check.unknownKeys(input, '', [...TEMPLATE_KEYS, ...IGNORED_TEMPLATE_KEYS])
  check.name(input.type, 'type', messages.enterTemplateType)
  const { subType } = input
  if (subType !== undefined && subType !== null) {
    if (!isText(subType)) check.add('subType', messages.valueNotText)
    else if (subType.trim().length > MAX_INPUT_LENGTH) check.add('subType', messages.valueTooLong)
  }
  check.name(input.name, 'name', messages.enterTemplateName)

  const usedSections = new Set<string>()
  const facetTypeNames = new Set<string>()
  ;(input.facetTypes as unknown[]).forEach((facetType, index) => {
    const path = `facetTypes[${index}]`
    const { section, name, deleted } = checkFacetType(check, facetType, path)
    if (deleted || section === undefined) return
    usedSections.add(sameNameKey(section))
    if (name === undefined) return
    const key = `${sameNameKey(section)}\u0000${sameNameKey(name)}`
    if (facetTypeNames.has(key)) check.add(join(path, 'name'), messages.facetTypeNameTaken)
    facetTypeNames.add(key)
  })
  if (has(input, 'layout')) checkLayout(check, input.layout, usedSections)
  return check.errors
}

/** The messages a toast shows as they are; any other error shows as 'Template has errors in structure'. */
const HEADLINE_MESSAGES: readonly string[] = [
  messages.invalidEntityFormat,
  messages.unknownProperty,
  messages.fieldTypeRequired,
]

/** The toast's message for these errors (spec 1 §5 wording), or undefined when there are none. */
export function templateHeadline(errors: readonly TemplateError[]): string | undefined {
  const [first] = errors
  if (!first) return undefined
  return HEADLINE_MESSAGES.includes(first.message) ? first.message : messages.templateStructure
}

/** The toast's message for a template body, or undefined when it is a good one. */
export const firstTemplateError = (input: unknown): string | undefined =>
  templateHeadline(templateStructureErrors(input))

/** Whether a body is a good template, narrowing it to TemplateInput. */
export const isTemplateInput = (input: unknown): input is TemplateInput => templateStructureErrors(input).length === 0

/** The template editor's JSON text read, or 'Invalid JSON' when it is not JSON. */
export function parseTemplateJson(text: string): { template?: unknown; error?: typeof messages.invalidJson } {
  try {
    return { template: JSON.parse(text) as unknown }
  } catch {
    return { error: messages.invalidJson }
  }
}
