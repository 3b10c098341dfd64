import { useCallback, useEffect, useRef } from 'react'
import type { ListControllerResult } from 'react-admin'

/**
 * A grid's per-column filters on its list's state (react-admin keeps it per resource, so the filters
 * outlive a visit): set one, clear all, and whether any is applied. Filters set while the list's
 * debounce runs build on each other, not on the last applied ones.
 */
export function useGridFilters(list: Pick<ListControllerResult, 'filterValues' | 'setFilters'>, extraApplied = false) {
  const { filterValues, setFilters } = list
  const pending = useRef<Record<string, unknown> | null>(null)
  useEffect(() => {
    pending.current = null
  }, [filterValues])
  const setFilter = useCallback(
    (key: string, value: unknown) => {
      const next: Record<string, unknown> = { ...(pending.current ?? filterValues), [key]: value }
      if (value === undefined || value === '') delete next[key]
      pending.current = next
      setFilters(next, undefined, true)
    },
    [filterValues, setFilters],
  )
  const clearFilters = useCallback(() => {
    pending.current = {}
    // through the same debounce as the typed filters, so a change still waiting in it cannot come back
    setFilters({}, undefined, true)
  }, [setFilters])
  const applied = extraApplied || Object.keys(filterValues ?? {}).length > 0
  return { filterValues: filterValues ?? {}, setFilter, clearFilters, applied }
}
