import { useEffect, useRef } from 'react'
import { useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query'
import type { GetListResult, RaRecord } from 'react-admin'

/** A row's change heard over the socket: its new fields, or that it is gone. */
export type RowChange<T extends RaRecord = RaRecord> = Partial<T> | 'removed'
export type RowChanges = ReadonlyMap<string, RowChange>

type Page = GetListResult

/** The rows with the changes applied; the rows themselves when none of them changed (nothing renders). */
function appliedRows(rows: RaRecord[], changes: RowChanges): RaRecord[] {
  let changed = false
  const next = rows.flatMap((row) => {
    const change = changes.get(String(row.id))
    if (!change) return [row]
    changed = true
    return change === 'removed' ? [] : [{ ...row, ...change }]
  })
  return changed ? next : rows
}

function appliedPage(page: Page, changes: RowChanges): Page {
  const data = appliedRows(page.data, changes)
  if (data === page.data) return page
  const removed = page.data.length - data.length
  return { ...page, data, total: page.total === undefined ? undefined : page.total - removed }
}

/**
 * Applies the changes to the rows of the resource's lists in react-query's cache (paged, infinite and
 * 'All' lists, and the records read by id), in place: no row moves, none is added, nothing is fetched again.
 */
function applyRowChanges(queryClient: QueryClient, resource: string, changes: RowChanges) {
  queryClient.setQueriesData<Page>({ queryKey: [resource, 'getList'] }, (list) => list && appliedPage(list, changes))
  queryClient.setQueriesData<InfiniteData<Page>>({ queryKey: [resource, 'getInfiniteList'] }, (list) => {
    if (!list) return list
    const pages = list.pages.map((page) => appliedPage(page, changes))
    return pages.every((page, index) => page === list.pages[index]) ? list : { ...list, pages }
  })
  queryClient.setQueriesData<RaRecord[]>(
    { queryKey: [resource, 'getMany'] },
    (records) => records && appliedRows(records, changes),
  )
}

export const idOf = (record: unknown) =>
  typeof record === 'object' && record !== null && 'id' in record ? String(record.id) : undefined

/**
 * A queue of row changes for the resource's cached lists, applied once a frame: a burst of events (a
 * bulk edit) costs one render. Later fields of a row add to its earlier ones; a removed row stays removed.
 */
export function useRowChanges(resource: string): (id: string, change: RowChange) => void {
  const queryClient = useQueryClient()
  const queued = useRef(new Map<string, RowChange>())
  const frame = useRef<number | undefined>(undefined)
  useEffect(
    () => () => {
      cancelAnimationFrame(frame.current ?? 0)
      frame.current = undefined
    },
    [],
  )
  return (id, change) => {
    const before = queued.current.get(id)
    if (change === 'removed') queued.current.set(id, 'removed')
    else if (before !== 'removed') queued.current.set(id, { ...before, ...change })
    frame.current ??= requestAnimationFrame(() => {
      frame.current = undefined
      const changes = queued.current
      queued.current = new Map()
      applyRowChanges(queryClient, resource, changes)
    })
  }
}
