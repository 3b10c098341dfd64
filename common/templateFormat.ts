/**
 * The shape of an entity template (spec 1 §3, spec 2 §3) as the API answers it and as the admin's
 * template editor edits it: sections laid out in rows, facet types, and their field types with
 * rules. Templates are checked against it by common/templateRules.
 */

/** The kinds of field set a facet field type holds (spec 1 §3, spec 2 §3). */
export const FIELD_KINDS = [
  'Label',
  'Detail',
  'Checkbox',
  'Date',
  'Importance',
  'Location',
  'Media',
  'Provenance',
  'Statistic',
  'Bullet',
  'Link',
] as const
export type FieldKind = (typeof FIELD_KINDS)[number]

/** The reading levels a facet type is filed under (the template rule Name of spec 1 §5). */
export const FACET_LEVELS = ['Instant', 'At a glance', 'Briefing', 'Detailed read', 'Others'] as const
export type FacetLevel = (typeof FACET_LEVELS)[number]

/**
 * Whether more facets of a type may be added to an entity: no, yes, once per section, or as
 * another type's duplicate (spec 2 §3 "duplicate setting true/section/other").
 */
export const DUPLICATE_SETTINGS = ['none', 'true', 'section', 'other'] as const
export type DuplicateSetting = (typeof DUPLICATE_SETTINGS)[number]

/** Stages of entities and facets (spec 1 §4). */
export const STAGES = [
  'unassigned',
  'analyst',
  'in progress',
  'review',
  'edit',
  'published',
  'expired',
  'rejected',
  'no information',
] as const
export type Stage = (typeof STAGES)[number]

/** A rule's value: a word, a number, or (Allow-Link-To) a list of entity types and brief values. */
export type RuleValue = string | number | boolean | string[]

export interface FacetFieldType {
  id: string
  name: string
  kind: FieldKind
  order: number
  required: boolean
  /** offered when a facet of this type is created */
  create: boolean
  archived: boolean
  /** template rules by name (spec 1 §5 allowed values, spec 2 §3 field and link rules) */
  rules: Record<string, RuleValue>
}

export interface FacetType {
  id: string
  name: string
  section: string
  level: FacetLevel
  order: number
  required: boolean
  /** shown in the editor's sections */
  display: boolean
  /** added to a new entity */
  create: boolean
  archived: boolean
  deleted: boolean
  duplicate: DuplicateSetting
  facetFieldTypes: FacetFieldType[]
}

/** One row of the editor's layout: the sections it shows side by side, in order. */
export interface LayoutRow {
  sections: string[]
}

export interface EntityTemplate {
  id: string
  type: string
  subType: string | null
  name: string
  layout: LayoutRow[]
  facetTypes: FacetType[]
  createdAt: string
  updatedAt: string
}

/** Entity types with their own routes and lists (spec 1 §2, spec 2 §1). */
export const ENTITY_TYPES = ['Actor', 'Plot', 'Context', 'Brief', 'Statistic Entity'] as const
export const COMPARISON_SET = 'Comparison Set'
