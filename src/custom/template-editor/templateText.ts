import { messages } from '../../../common/messages'
import type { EntityTemplate } from '../../../common/templateFormat'
import { templateSkeleton } from '../../../common/templateSkeleton'
import {
  parseTemplateJson,
  templateHeadline,
  templateStructureErrors,
  type TemplateError,
  type TemplateInput,
} from '../../../common/templateRules'

/** A saved template as the editor edits it: its body as the server takes it back (ids of its types kept). */
export function templateBody(template?: EntityTemplate): TemplateInput {
  if (!template) return templateSkeleton()
  const { type, subType, name, layout, facetTypes } = template
  return { type, subType, name, layout, facetTypes }
}

export const bodyToText = (body: TemplateInput) => JSON.stringify(body, null, 2)

/** The template as the JSON view shows it. */
export const templateToText = (template?: EntityTemplate) => bodyToText(templateBody(template))

export type TemplateCheck =
  | { template: TemplateInput; headline?: undefined; errors: [] }
  | { template?: undefined; headline: string; errors: TemplateError[] }

/**
 * The editor's text checked as the server will check it: 'Invalid JSON', then the template rules. The
 * text is the editor's one required field: left empty, it is 'Field content is required' (spec 1 §5).
 */
export function checkTemplateText(text: string): TemplateCheck {
  if (!text.trim()) return { headline: messages.fieldContentRequired, errors: [] }
  const parsed = parseTemplateJson(text)
  if (parsed.error) return { headline: parsed.error, errors: [] }
  const errors = templateStructureErrors(parsed.template)
  const headline = templateHeadline(errors)
  if (headline) return { headline, errors }
  return { template: parsed.template as TemplateInput, errors: [] }
}

/** Where JSON text stops being JSON, counted from 1; undefined when it is JSON. */
export function jsonSyntaxError(text: string): { line: number; column: number } | undefined {
  try {
    JSON.parse(text)
    return undefined
  } catch (error) {
    const said = error instanceof Error ? error.message : ''
    // engines name the place as a line and column, or as a position (none at the end of the text)
    const lineColumn = /line (\d+) column (\d+)/.exec(said)
    if (lineColumn) return { line: Number(lineColumn[1]), column: Number(lineColumn[2]) }
    const position = /position (\d+)/.exec(said)
    const before = text.slice(0, position ? Number(position[1]) : text.length).split('\n')
    return { line: before.length, column: before[before.length - 1].length + 1 }
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
const isListOf = (value: unknown, item: (one: unknown) => boolean) => Array.isArray(value) && value.every(item)

/**
 * Whether the structured view can show a body: the lists and objects where the template has them, and
 * text for the sections; any other wrong value it shows with its error beside it.
 */
function fitsStructure(body: unknown): body is TemplateInput {
  if (!isRecord(body)) return false
  const layoutFits =
    body.layout === undefined ||
    isListOf(body.layout, (row) => isRecord(row) && isListOf(row.sections, (name) => typeof name === 'string'))
  const facetTypesFit = isListOf(
    body.facetTypes,
    (facetType) =>
      isRecord(facetType) &&
      typeof facetType.section === 'string' &&
      isListOf(facetType.facetFieldTypes, (fieldType) => isRecord(fieldType) && isRecord(fieldType.rules)),
  )
  return layoutFits && facetTypesFit
}

/**
 * The JSON view's text for the structured view, or why it cannot be shown there: the text's own error
 * (empty, not JSON) or, for a body whose lists and objects are not where a template has them, the
 * message of its errors.
 */
export function structureFromText(
  text: string,
): { template: TemplateInput } | { headline: string; errors: TemplateError[] } {
  if (!text.trim()) return { headline: messages.fieldContentRequired, errors: [] }
  const parsed = parseTemplateJson(text)
  if (parsed.error) return { headline: parsed.error, errors: [] }
  if (fitsStructure(parsed.template)) return { template: parsed.template }
  const errors = templateStructureErrors(parsed.template)
  return { headline: templateHeadline(errors) ?? messages.invalidEntityFormat, errors }
}
