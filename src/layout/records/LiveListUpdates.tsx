import { useState } from 'react'
import { useListContext } from 'react-admin'
import type { LiveService } from '../../../common/realtime'
import { useServiceEvents } from '../../providers/realtime'
import { NewItemsButton } from '../NewItemsButton'
import { idOf, useRowChanges } from './liveRows'

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
  // what was counted belongs to one reading of the list: new filters or a new order read it afresh
  const reading = JSON.stringify([list.filterValues, list.sort])
  const [created, setCreated] = useState({ reading, count: 0 })
  const count = created.reading === reading ? created.count : 0
  useServiceEvents(service, (event, record) => {
    const id = idOf(record)
    if (!id) return
    if (event !== 'created') change(id, event === 'removed' ? 'removed' : (record as Record<string, unknown>))
    else if (readsBelowTop(list))
      setCreated((before) => ({ reading, count: (before.reading === reading ? before.count : 0) + 1 }))
    else void list.refetch()
  })
  const show = () => {
    setCreated({ reading, count: 0 })
    void list.refetch()
  }
  return <NewItemsButton count={count} onShow={show} />
}
