import type { EntityTemplate, FieldKind } from './templateFormat'
import type { Stage } from './workflow'

/**
 * Entities as the API answers them and as the editor saves them (spec 1 §3, §7; spec 2 §3).
 *
 * A facet holds field sets: for each of its facet type's field types, sets numbered 1, 2, … by
 * `order`. Each attribute of a set (a Label's `value`, a Date's `dateStart`, …) is one facet field,
 * named after the attribute, so the facet grid can read "the Label field named value" (spec 2 §3).
 */

/** The attributes of each kind's field set (spec 1 §3 "Field-set kinds and their fields"). */
export const FIELD_SET_ATTRIBUTES: Record<FieldKind, readonly string[]> = {
  Label: ['value', 'selectedValue'],
  Detail: ['value'],
  Checkbox: ['checked'],
  Date: ['dateType', 'dateStart', 'dateEnd', 'dateSingle', 'format', 'selectedLabel', 'selectedValue'],
  Importance: ['selectedLabel', 'selectedValue'],
  Location: ['address', 'lat', 'lng', 'zoom', 'selectedLocationName', 'selectedLocationValue'],
  Media: ['imageLabel', 'imageDetail', 'key', 'urlInput', 'sourceUrl', 'sourceKey'],
  Provenance: ['analystNotes', 'date', 'datePublished', 'key', 'format', 'urlInput'],
  Statistic: ['value', 'units', 'rankFormat', 'rankSet', 'rankTotal', 'crossLink', 'compare'],
  Bullet: ['section', 'requirement', 'description', 'sectionSelectedId', 'requirementSelectedId'],
  // a link field's sets are the facet's links that name its field type
  Link: [],
}

/** What one attribute holds. */
export type FieldValue = string | number | boolean | null

/** One field set: attribute name → value. */
export type FieldSetValues = Partial<Record<string, FieldValue>>

export interface FacetMeta {
  assignedToId: string | null
  stage: Stage
}

export interface EntityMeta extends FacetMeta {
  failedReason: string | null
}

export const LINK_DIRECTIONS = ['TO', 'FROM', 'BILATERAL'] as const
export type LinkDirection = (typeof LINK_DIRECTIONS)[number]

export interface LinkTarget {
  id: string
  name: string
  type: string
  subType: string | null
}

export interface LinkRecord {
  id: string
  sourceId: string
  sourceType: 'entity'
  sourceEntityType: string | null
  facetId: string | null
  facetFieldTypeId: string | null
  targetId: string
  targetType: 'entity'
  targetEntityType: string | null
  target: LinkTarget
  section: string | null
  type: string | null
  strength: number | null
  direction: LinkDirection
  description: string | null
  provenance: FieldSetValues | null
  stage: Stage | null
  order: number
}

export interface FacetFieldRecord {
  id: string
  facetFieldTypeId: string
  name: string
  order: number
  value: FieldValue
  createdAt: string
  updatedAt: string
}

/** A point of a statistic facet's series (spec 2 §3 'Cross-entity facet value'): rank, total, percentile by the server. */
export interface SeriesPointRecord {
  id: number
  date: string
  value: number
  rank: number | null
  total: number | null
  percent: number | null
}

export interface FacetRecord {
  id: string
  entityId: string
  facetTypeId: string
  order: number
  meta: FacetMeta
  creatorId: string | null
  editorId: string | null
  crossEntityFacetTypeId: string | null
  /** the series of a statistic facet, in date order */
  crossEntityFacets: SeriesPointRecord[]
  fields: FacetFieldRecord[]
  links: LinkRecord[]
  /** how many log entries and comments the facet has (the header's Log and Comments buttons) */
  logsCount: number
  amountComment: number
  /** the user of the latest reassign log entry (spec 1 §4 "Reassignment history") */
  lastUserIdThatReassignmentFacet: string | null
  createdAt: string
  updatedAt: string
}

export interface TopicRecord {
  id: number
  name: string
  linkId: string
}

export interface EntityRecord {
  id: string
  name: string
  entityTemplateId: string
  type: string
  subType: string | null
  meta: EntityMeta
  hidden: boolean
  isTopic: boolean
  /** the share of its shown facets that are filled, 0–100, as the grid's Completeness column sorts it */
  completeness: number
  topics: TopicRecord[]
  facets: FacetRecord[]
  /** links made outside facets (relationship panels); facet links are under their facet */
  links: LinkRecord[]
  entityTemplate: EntityTemplate
  creatorId: string | null
  updatedBy: { id: string; name: string } | null
  createdAt: string
  /** the version of this copy: a PATCH sends it back and is refused with 409 when it is stale */
  updatedAt: string
}

/** The 409 answer's data when a save is based on a stale copy. */
export interface StaleSaveData {
  updatedAt: string
  updatedBy: { id: string; name: string } | null
}

/** Actions of the facet log (spec 1 §3); the server writes one entry per change. */
export const FACET_LOG_ACTIONS = ['create', 'update', 'stage', 'reassign', 'reject'] as const
export type FacetLogAction = (typeof FACET_LOG_ACTIONS)[number]

export interface FacetLogRecord {
  id: string
  facetId: string
  userId: string | null
  username: string
  action: FacetLogAction
  description: string
  assignedToId: string | null
  createdAt: string
  updatedAt: string
}

export interface CommentRecord {
  id: string
  sourceId: string
  details: string
  assessment: number
  userId: string | null
  username: string
  createdAt: string
  updatedAt: string
}

export interface RejectionRecord {
  id: string
  facetId: string
  comment: string
  createdAt: string
  rejector: { id: string | null; name: string }
  user: { id: string | null; name: string } | null
}

/** Comment assessment (spec 1 §9). */
export const ASSESSMENT_MIN = 1
export const ASSESSMENT_MAX = 5
export const ASSESSMENT_DEFAULT = 3
/** Comments, logs and rejections: the 100 most recent (spec 1 §9). */
export const REVIEW_TRAIL_LIMIT = 100
/** A comment's text and a rejection's comment: at most this many characters (spec 1 §9 sets none). */
export const REVIEW_TEXT_MAX_LENGTH = 5000

/** Importance choices when the field's Type rule is fixed (the spec does not list them). */
export const IMPORTANCE_CHOICES = [
  { value: '1', label: 'Low' },
  { value: '2', label: 'Moderate' },
  { value: '3', label: 'Significant' },
  { value: '4', label: 'High' },
  { value: '5', label: 'Critical' },
] as const

/** Date formats of the Date and Provenance fields (spec 2 §3), keyed by the template's Format rule. */
export const DATE_FORMATS: Record<string, string> = {
  'mm/dd/yy': 'MM/DD/YYYY',
  'mm/yy': 'MM/YYYY',
  yy: 'YYYY',
}
