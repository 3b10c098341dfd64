import type { FacetLogRecord } from './entityFormat'

/**
 * The reassignment history of a facet (spec 1 §4): its log entries whose action is reassign, the
 * latest by update time first, so the first names the facet's last assignment.
 */
export function reassignmentHistory<T extends Pick<FacetLogRecord, 'action' | 'updatedAt'>>(logs: readonly T[]): T[] {
  return logs
    .filter((log) => log.action === 'reassign')
    .sort((a, b) => new Date(b.updatedAt).getTime() - new Date(a.updatedAt).getTime())
}
