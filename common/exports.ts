import { STAGES } from './workflow'

/**
 * The admin exports: entities with their facets and fields at /admin/export, and the
 * analysts' status at /admin/export/analyst-status. docs/decisions.md, Exports.
 */

export const EXPORT_FORMATS = ['csv', 'xlsx'] as const
export type ExportFormat = (typeof EXPORT_FORMATS)[number]

/**
 * Streamed exports (the grids' Export CSV, /admin/export) under way at once in one API process: per user
 * and in all. On PostgreSQL they read from a pool of their own of EXPORTS_IN_ALL connections, so the
 * API's own calls never wait for one behind them. docs/api.md, Exports.
 */
export const EXPORTS_PER_USER = 2
export const EXPORTS_IN_ALL = 6
/**
 * A streamed answer whose client takes nothing for this long while data waits for it is ended and its
 * resources (its database cursor, its export slot) freed; STREAM_STALL_SECONDS sets another.
 */
export const STREAM_STALL_MS = 60_000

export const EXPORT_CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
}

/** One row per stored attribute of a field set: an entity's whole content, in a sheet. */
export const ENTITY_CONTENT_COLUMNS = [
  'Entity Id',
  'Entity',
  'Type',
  'Sub Type',
  'Entity Stage',
  'Section',
  'Facet',
  'Facet Id',
  'Facet Stage',
  'Assigned',
  'Facet Created',
  'Facet Modified',
  'Field',
  'Set',
  'Attribute',
  'Value',
] as const

/** The analyst-status figures besides the facets held by stage. */
export const ANALYST_STATUS_COUNTS = {
  assigned: 'Assigned',
  sentToReview: 'Sent to review',
  published: 'Published',
} as const
export type AnalystStatusCount = keyof typeof ANALYST_STATUS_COUNTS

export const ANALYST_STATUS_COLUMNS = [
  'Analyst',
  'Email',
  'Role',
  ...STAGES.map((stage) => `Holding: ${stage}`),
  ...Object.values(ANALYST_STATUS_COUNTS),
] as const

/** The analyst-status range the screen opens with: the last 30 days, today included. */
export const ANALYST_STATUS_DEFAULT_DAYS = 30

/** One person's row of the analyst status. */
export interface AnalystStatusRow {
  id: string
  name: string
  email: string
  role: string
  /** facets assigned to them now, by stage */
  holding: Partial<Record<(typeof STAGES)[number], number>>
  assigned: number
  sentToReview: number
  published: number
}
