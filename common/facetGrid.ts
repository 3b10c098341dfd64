import type { FacetMeta, FieldValue } from './entityFormat'
import type { FieldKind, Stage } from './templateFormat'

/**
 * The facet-assignment grid (spec 2 §2 'Facet-assignment screen', §3 'Facet (list view)', §7 'Facet
 * grid'): what GET /facets answers and what its mass edits send.
 */

/** The grid's default page size (spec 2 §9). */
export const FACET_GRID_PAGE_SIZE = 25

/** Columns the grid sorts on, as `$sort[name]`. */
export const FACET_GRID_SORTS = [
  'entityName',
  'typeName',
  'section',
  'level',
  'stage',
  'assignedToId',
  'createdAt',
  'updatedAt',
] as const
export type FacetGridSort = (typeof FACET_GRID_SORTS)[number]

/** The field kinds a mass assignment writes: the grid's Label, Description and Sources columns. */
export const MASS_ASSIGN_KINDS = ['Label', 'Detail', 'Provenance'] as const satisfies readonly FieldKind[]
export type MassAssignKind = (typeof MASS_ASSIGN_KINDS)[number]

/** The attribute each derived column reads (spec 2 §3 'Derived values'). */
export const DERIVED_ATTRIBUTES = { label: 'value', description: 'value', sources: 'urlInput' } as const

export interface FacetGridField {
  id: string
  name: string
  value: FieldValue
  order: number
  /** the field kind */
  type: { name: FieldKind }
  facetTypeId: string
  facetFieldTypeId: string
}

/** A row of GET /facets (spec 2 §3 'Facet (list view)') with its derived values. */
export interface FacetGridRow {
  id: string
  meta: FacetMeta & { id: string }
  type: { name: string; section: string; level: string; required: boolean; facetTypeId: string }
  entity: { name: string; type: string; subType: string | null }
  entityId: string
  fields: FacetGridField[]
  createdAt: string
  updatedAt: string
  editorId: string | null
  lastUserIdThatReassignmentFacet: string | null
  /** the first Label field named value */
  label: string | null
  /** the first Detail field named value */
  description: string | null
  /** the Provenance fields named urlInput, in order, blanks dropped, joined by commas */
  sources: string
}

export interface FacetGridPage {
  total: number
  limit: number
  skip: number
  data: FacetGridRow[]
  /** the distinct sections, levels and names of facet types not deleted, for the filter lists */
  sectionList: string[]
  levelList: string[]
  nameList: string[]
}

/** A row of PATCH /facet-meta-data/. */
export interface FacetMetaRow {
  id: string
  stage?: Stage
  assignedToId?: string | null
}

/** A row of PATCH /facet-fields. */
export interface FacetFieldValueRow {
  id: string
  value: FieldValue
}

/** The number of a facet's first field set: sets are numbered from 1. */
export const FIRST_FIELD_SET = 1

/** A row of POST /facet-fields?fromMassAssign=true. */
export interface FacetFieldCreateRow {
  facetId: string
  facetTypeId: string
  name: string
  order: number
  value: FieldValue
  typeName: MassAssignKind
}

/** A field as the facet grid's mass edits answer it (PATCH /facet-fields, POST /facet-fields, POST /facet-mass-edits). */
export interface FacetFieldAfter {
  id: string
  facetId: string
  facetFieldTypeId: string
  name: string
  order: number
  value: FieldValue
  updatedAt: string
}

/** A facet's meta as the facet grid's mass edits leave it (PATCH /facet-meta-data/, POST /facet-mass-edits). */
export interface FacetMetaAfter {
  id: string
  entityId: string
  meta: FacetMeta & { id: string }
  updatedAt: string
}

/**
 * POST /facet-mass-edits: the facet grid's pending edits saved at once, in one transaction — the rows
 * of PATCH /facet-fields, of POST /facet-fields?fromMassAssign=true and of PATCH /facet-meta-data/, applied
 * in that order. Each list may be empty, not all three; each holds at most MAX_PAGE_SIZE rows.
 */
export interface FacetMassEdit {
  fieldValues: FacetFieldValueRow[]
  newFields: FacetFieldCreateRow[]
  meta: FacetMetaRow[]
}

/** The parts of a mass edit, in the order they are applied. */
export const FACET_MASS_EDIT_PARTS = ['fieldValues', 'newFields', 'meta'] as const
export type FacetMassEditPart = (typeof FACET_MASS_EDIT_PARTS)[number]

/**
 * A row a mass edit refuses: its part and its index in that list, its id (the field's for a field value,
 * the facet's for a new field or a meta row), the facet it belongs to (null when the field is unknown)
 * and the reason.
 */
export interface FacetMassEditError {
  part: FacetMassEditPart
  index: number
  id: string
  facetId: string | null
  message: string
}

/** What POST /facet-mass-edits answers: what each part wrote, in the order of its rows. */
export interface FacetMassEditResult {
  fieldValues: FacetFieldAfter[]
  newFields: FacetFieldAfter[]
  meta: FacetMetaAfter[]
}

/** The percentile as the grid says it (spec 2 §2): above 50 'Top (100-p)%', else 'Bottom p%'. */
export function percentileLabel(percentile: number): string {
  const rounded = Math.round(percentile * 100) / 100
  return rounded > 50 ? `Top ${Math.round((100 - rounded) * 100) / 100}%` : `Bottom ${rounded}%`
}

/** Sources as the grid lists them (spec 2 §2): comma-separated, trimmed, blanks dropped. */
export const splitSources = (text: string): string[] =>
  text
    .split(',')
    .map((source) => source.trim())
    .filter(Boolean)

/** A source's link text: its host, or 'link' when it is no URL (spec 2 §2). */
export function sourceHost(source: string): string {
  try {
    return new URL(source).host || 'link'
  } catch {
    return 'link'
  }
}

/** Part of a description: text, a line break, or a link (spec 2 §2 'link markup'). */
export type DescriptionPart = { text: string } | { lineBreak: true } | { name: string; href: string }

const LINK_MARKUP = /\[([^\]\n]+)\]\(([^)\s]+)\)(\{withParam\})?/g

/** The facet a description belongs to: what a `{withParam}` link carries (docs/decisions.md). */
export interface DescriptionContext {
  entityId: string
  facetId: string
}

/** `href` with the facet's ids added to its query (before any fragment). */
export function withFacetParams(href: string, { entityId, facetId }: DescriptionContext) {
  const hashAt = href.indexOf('#')
  const [path, hash] = hashAt < 0 ? [href, ''] : [href.slice(0, hashAt), href.slice(hashAt)]
  const query = new URLSearchParams({ entityId, facetId }).toString()
  return `${path}${path.includes('?') ? '&' : '?'}${query}${hash}`
}

/** Whether an href may become an anchor: http(s) or a path of this console, nothing that runs script. */
export const isSafeHref = (href: string) =>
  /^https?:\/\//i.test(href) || (href.startsWith('/') && !href.startsWith('//'))

/**
 * A description's text with its link markup `[name](href)` as links and its newlines as line breaks;
 * markup whose href is not safe stays text. A link marked `[name](href){withParam}` carries the ids of
 * the facet the description belongs to (`?entityId=…&facetId=…`) when `context` is given.
 */
export function descriptionParts(text: string, context?: DescriptionContext): DescriptionPart[] {
  const parts: DescriptionPart[] = []
  const pushText = (chunk: string) =>
    chunk.split('\n').forEach((line, index) => {
      if (index > 0) parts.push({ lineBreak: true })
      if (line) parts.push({ text: line })
    })
  let last = 0
  for (const match of text.matchAll(LINK_MARKUP)) {
    const [whole, name, href, withParam] = match
    if (!isSafeHref(href)) continue
    pushText(text.slice(last, match.index))
    parts.push({ name, href: withParam && context ? withFacetParams(href, context) : href })
    last = match.index + whole.length
  }
  pushText(text.slice(last))
  return parts
}
