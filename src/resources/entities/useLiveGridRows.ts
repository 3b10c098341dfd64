import type { ListControllerResult } from 'react-admin'
import type { ServiceEvent } from '../../../common/realtime'
import { idOf, useRowChanges } from '../../layout/records/liveRows'
import { useNewItems } from '../../layout/records/useNewItems'
import { useServiceEvents } from '../../providers/realtime'
import { UNTYPED_EXCLUSIONS, type EntityGridConfig } from './gridConfig'
import type { EntityGridRecord } from './useGridEdits'

/** What an event may change of a row shown: the fields the grid lists and an entity's answers carry. */
const LIVE_FIELDS = ['name', 'subType', 'hidden', 'meta', 'completeness', 'updatedAt'] as const
type LiveFields = Partial<Pick<EntityGridRecord, (typeof LIVE_FIELDS)[number]>>

const fieldsOf = (record: Record<string, unknown>): LiveFields =>
  Object.fromEntries(LIVE_FIELDS.flatMap((key) => (key in record ? [[key, record[key]]] : [])))

/** Whether an entity of this type is one the grid lists. */
const listedBy = (config: Pick<EntityGridConfig, 'type'>, type: unknown) =>
  config.type ? type === config.type : !(UNTYPED_EXCLUSIONS as readonly unknown[]).includes(type)

/**
 * Others' stage, assignee and hidden edits and deletes, heard over the socket, shown in the grid's rows
 * as they come, once a frame. The user's own pending edits show over the rows still (the grid applies
 * them last), and the selection keeps its rows by id. Entities made elsewhere are counted instead, in a
 * "n new items" button (`count`, `show`): inserting them would move the rows the user reads.
 */
export function useLiveGridRows(config: Pick<EntityGridConfig, 'type'>, list: ListControllerResult<EntityGridRecord>) {
  const change = useRowChanges(list.resource)
  const created = useNewItems(list)
  const hear = (event: ServiceEvent, record: unknown) => {
    const id = idOf(record)
    if (!id) return
    if (event !== 'created') change(id, event === 'removed' ? 'removed' : fieldsOf(record as Record<string, unknown>))
    else if (listedBy(config, (record as { type?: unknown }).type)) created.add()
  }
  useServiceEvents('entity-meta-data', hear)
  useServiceEvents('entities', hear)
  return created
}
