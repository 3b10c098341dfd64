import { useListContext } from 'react-admin'
import type { LiveService } from '../../../common/realtime'
import { useServiceEvents } from '../../providers/realtime'
import { NewItemsButton } from '../NewItemsButton'
import { idOf, useRowChanges } from './liveRows'
import { useNewItems } from './useNewItems'

/** Whether a row put at the top would move what the user reads: the page scrolled, a later page, a selection. */
export const readsBelowTop = (list: { page: number; selectedIds: readonly unknown[] }) =>
  window.scrollY > 0 || list.page > 1 || list.selectedIds.length > 0

/**
 * Others' changes to a react-admin list's records, heard over the socket of `service`: a record changed
 * is changed in its row, one removed leaves, in place, once a frame, without reading the list again. New
 * records go where the list's order puts them, at its top: read again at once while the user is at the
 * top with nothing chosen, else counted in a button there that reads the list again when pressed.
 * Rendered inside the list, where that button shows.
 */
export function LiveListUpdates({ service }: { service: LiveService }) {
  const list = useListContext()
  const change = useRowChanges(list.resource)
  const created = useNewItems(list)
  useServiceEvents(service, (event, record) => {
    const id = idOf(record)
    if (!id) return
    if (event !== 'created') change(id, event === 'removed' ? 'removed' : (record as Record<string, unknown>))
    else if (readsBelowTop(list)) created.add()
    else void list.refetch()
  })
  return <NewItemsButton count={created.count} onShow={created.show} />
}
