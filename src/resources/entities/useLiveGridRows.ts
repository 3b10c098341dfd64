import type { ServiceEvent } from '../../../common/realtime'
import { idOf, useRowChanges } from '../../layout/records/liveRows'
import { useServiceEvents } from '../../providers/realtime'
import type { EntityGridRecord } from './useGridEdits'

/** What an event may change of a row shown: the fields the grid lists and an entity's answers carry. */
const LIVE_FIELDS = ['name', 'subType', 'hidden', 'meta', 'completeness', 'updatedAt'] as const
type LiveFields = Partial<Pick<EntityGridRecord, (typeof LIVE_FIELDS)[number]>>

const fieldsOf = (record: Record<string, unknown>): LiveFields =>
  Object.fromEntries(LIVE_FIELDS.flatMap((key) => (key in record ? [[key, record[key]]] : [])))

/**
 * Others' stage, assignee and hidden edits and deletes, heard over the socket, shown in the grid's rows
 * as they come, once a frame. The user's own pending edits show over the rows still (the grid applies
 * them last), and the selection keeps its rows by id. Entities made elsewhere wait for a reload: inserting
 * them would move the rows the user reads.
 */
export function useLiveGridRows(resource: string) {
  const change = useRowChanges(resource)
  const hear = (event: ServiceEvent, record: unknown) => {
    const id = idOf(record)
    if (!id || event === 'created') return
    change(id, event === 'removed' ? 'removed' : fieldsOf(record as Record<string, unknown>))
  }
  useServiceEvents('entity-meta-data', hear)
  useServiceEvents('entities', hear)
}
