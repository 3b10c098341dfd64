import type { FacetMeta, FieldValue } from './entityFormat'
import type { FieldKind, Stage } from './templateFormat'

/**
 * The facet-assignment grid (spec 2 §2 'Facet-assignment screen', §3 'Facet (list view)', §7 'Facet
 * grid'; issue 6): what GET /facets answers and what its mass edits send.
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

/** A row of POST /facet-fields?fromMassAssign=true. */
export interface FacetFieldCreateRow {
  facetId: string
  facetTypeId: string
  name: string
  order: number
  value: FieldValue
  typeName: MassAssignKind
}
