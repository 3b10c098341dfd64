import { useEffect, useRef } from 'react'
import { useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query'
import type { GetListResult } from 'react-admin'
import type { ServiceEvent } from '../../../common/realtime'
import { useServiceEvents } from '../../providers/realtime'
import type { EntityGridRecord } from './useGridEdits'

/** What an event may change of a row shown: the fields the grid lists and an entity's answers carry. */
const LIVE_FIELDS = ['name', 'subType', 'hidden', 'meta', 'completeness', 'updatedAt'] as const
type LiveFields = Partial<Pick<EntityGridRecord, (typeof LIVE_FIELDS)[number]>>

/** A row's change heard: its new fields, or that it is gone. */
type RowChange = LiveFields | 'removed'

type Page = GetListResult<EntityGridRecord>

const fieldsOf = (record: Record<string, unknown>): LiveFields =>
  Object.fromEntries(LIVE_FIELDS.flatMap((key) => (key in record ? [[key, record[key]]] : [])))

/** The page with the changes applied; the page itself when none of its rows changed (nothing renders). */
function applied(page: Page, changes: ReadonlyMap<string, RowChange>): Page {
  let removed = 0
  let changed = false
  const data = page.data.flatMap((row) => {
    const change = changes.get(row.id)
    if (!change) return [row]
    changed = true
    if (change === 'removed') {
      removed += 1
      return []
    }
    return [{ ...row, ...change }]
  })
  if (!changed) return page
  return { ...page, data, total: page.total === undefined ? undefined : page.total - removed }
}

/**
 * Applies the changes to the rows of the resource's lists in react-query's cache, paged and 'All'
 * alike, in place: no row moves, none is added, nothing is fetched again.
 */
export function applyRowChanges(queryClient: QueryClient, resource: string, changes: ReadonlyMap<string, RowChange>) {
  queryClient.setQueriesData<Page>({ queryKey: [resource, 'getList'] }, (list) => list && applied(list, changes))
  queryClient.setQueriesData<InfiniteData<Page>>({ queryKey: [resource, 'getInfiniteList'] }, (list) => {
    if (!list) return list
    const pages = list.pages.map((page) => applied(page, changes))
    return pages.every((page, index) => page === list.pages[index]) ? list : { ...list, pages }
  })
}

const idOf = (record: unknown) =>
  typeof record === 'object' && record !== null && 'id' in record ? String(record.id) : undefined

/**
 * Others' stage, assignee and hidden edits and deletes, heard over the socket, shown in the grid's rows
 * as they come: the events of a frame make one update of the cache, so a burst of them (a bulk edit)
 * costs one render. The user's own pending edits show over the rows still (the grid applies them last),
 * and the selection keeps its rows by id. Entities made elsewhere wait for a reload: inserting them
 * would move the rows the user reads.
 */
export function useLiveGridRows(resource: string) {
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

  const hear = (event: ServiceEvent, record: unknown) => {
    const id = idOf(record)
    if (!id || event === 'created') return
    const before = queued.current.get(id)
    if (event === 'removed') queued.current.set(id, 'removed')
    else if (before !== 'removed') queued.current.set(id, { ...before, ...fieldsOf(record as Record<string, unknown>) })
    frame.current ??= requestAnimationFrame(() => {
      frame.current = undefined
      const changes = queued.current
      queued.current = new Map()
      applyRowChanges(queryClient, resource, changes)
    })
  }
  useServiceEvents('entity-meta-data', hear)
  useServiceEvents('entities', hear)
}
