import { sameNameKey, type TemplateInput } from '../../../common/templateRules'
import type { LayoutRow } from '../../../common/templateFormat'

/** A section as the structured editor lists it: the layout's, in order, then those only facet types name. */
export interface TemplateSection {
  name: string
  /** shown beside the section before it, in the same layout row */
  beside: boolean
  /** where the layout names it (`layout[1].sections[0]`), for its errors; none when the layout leaves it out */
  path?: string
  /** the indexes in `facetTypes` of its live facet types, by order */
  facetTypes: number[]
}

/** A section's entry in the layout. */
export interface LayoutEntry {
  name: string
  beside: boolean
}

const byOrder = (template: TemplateInput) => (a: number, b: number) =>
  (template.facetTypes[a].order ?? 0) - (template.facetTypes[b].order ?? 0) || a - b

/**
 * The template's sections as the entity editor lays them out: the layout's rows (a repeated section
 * listed again, so its error shows), then each section the layout leaves out that a live facet type
 * names. A section's facet types are the live ones naming it (names compare as the rules compare them).
 */
export function templateSections(template: TemplateInput): TemplateSection[] {
  const sections: TemplateSection[] = []
  const claimed = new Set<string>()
  const live = template.facetTypes.flatMap((facetType, index) => (facetType.deleted ? [] : [index]))
  const add = (name: string, beside: boolean, path?: string) => {
    const key = sameNameKey(name)
    const facetTypes = claimed.has(key)
      ? []
      : live.filter((index) => sameNameKey(template.facetTypes[index].section) === key).sort(byOrder(template))
    claimed.add(key)
    sections.push({ name, beside, path, facetTypes })
  }
  ;(template.layout ?? []).forEach((row, rowIndex) =>
    row.sections.forEach((name, index) => add(name, index > 0, `layout[${rowIndex}].sections[${index}]`)),
  )
  for (const index of [...live].sort(byOrder(template))) {
    const { section } = template.facetTypes[index]
    if (!claimed.has(sameNameKey(section))) add(section, false)
  }
  return sections
}

/** The layout rows of sections listed in order: a new row for each section not shown beside the one before. */
export function layoutOf(entries: readonly LayoutEntry[]): LayoutRow[] {
  const rows: LayoutRow[] = []
  entries.forEach(({ name, beside }, index) => {
    if (beside && index > 0) rows[rows.length - 1].sections.push(name)
    else rows.push({ sections: [name] })
  })
  return rows
}

/** Whether a section name is free among the others (`except` the one being renamed). */
export const sectionNameTaken = (sections: readonly TemplateSection[], name: string, except?: number) =>
  sections.some((section, index) => index !== except && sameNameKey(section.name) === sameNameKey(name))
