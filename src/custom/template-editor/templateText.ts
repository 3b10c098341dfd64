import type { EntityTemplate } from '../../../common/templateFormat'
import {
  parseTemplateJson,
  templateHeadline,
  templateStructureErrors,
  type TemplateError,
  type TemplateInput,
} from '../../../common/templateRules'

/** What a new template starts from: one section with one facet type of one field. */
export const NEW_TEMPLATE: TemplateInput = {
  type: '',
  subType: null,
  name: '',
  layout: [{ sections: ['Overview'] }],
  facetTypes: [
    {
      name: 'Name',
      section: 'Overview',
      level: 'Instant',
      order: 1,
      required: true,
      display: true,
      create: true,
      archived: false,
      deleted: false,
      duplicate: 'none',
      facetFieldTypes: [
        {
          name: 'value',
          kind: 'Label',
          order: 1,
          required: true,
          create: true,
          archived: false,
          rules: { Label: 'Name', Type: 'text' },
        },
      ],
    },
  ],
}

/** The template as the editor shows it: its body as the server takes it back (ids of its types kept). */
export function templateToText(template?: EntityTemplate): string {
  if (!template) return JSON.stringify(NEW_TEMPLATE, null, 2)
  const { type, subType, name, layout, facetTypes } = template
  return JSON.stringify({ type, subType, name, layout, facetTypes }, null, 2)
}

export type TemplateCheck =
  | { template: TemplateInput; headline?: undefined; errors: [] }
  | { template?: undefined; headline: string; errors: TemplateError[] }

/** The editor's text checked as the server will check it: 'Invalid JSON', then the template rules. */
export function checkTemplateText(text: string): TemplateCheck {
  const parsed = parseTemplateJson(text)
  if (parsed.error) return { headline: parsed.error, errors: [] }
  const errors = templateStructureErrors(parsed.template)
  const headline = templateHeadline(errors)
  if (headline) return { headline, errors }
  return { template: parsed.template as TemplateInput, errors: [] }
}
