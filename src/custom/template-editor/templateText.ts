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

/** The template as the editor shows it: its body as the server takes it back (ids of its types kept). */
export function templateToText(template?: EntityTemplate): string {
  if (!template) return JSON.stringify(templateSkeleton(), null, 2)
  const { type, subType, name, layout, facetTypes } = template
  return JSON.stringify({ type, subType, name, layout, facetTypes }, null, 2)
}

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
