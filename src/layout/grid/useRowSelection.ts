import { useCallback, useMemo, useState } from 'react'

const NONE: ReadonlyMap<string, never> = new Map<string, never>()
const NO_ROWS: never[] = []

/**
 * The rows a grid's user has chosen, by id, with the rows themselves (their names are shown when a
 * bulk call refuses one). The choice outlives paging and the loading of more rows, as the rows keep
 * their ids; a new filter lists other rows, so it lets the choice go (`scope` names the filter).
 */
export function useRowSelection<R extends { id: string }>(rows: readonly R[], scope: string) {
  const [state, setState] = useState<{ scope: string; chosen: ReadonlyMap<string, R> }>({ scope, chosen: NONE })
  const chosen = state.scope === scope ? state.chosen : NONE
  const change = useCallback(
    (next: (current: ReadonlyMap<string, R>) => ReadonlyMap<string, R>) =>
      setState((current) => ({ scope, chosen: next(current.scope === scope ? current.chosen : NONE) })),
    [scope],
  )
  const toggle = useCallback(
    (row: R) =>
      change((current) => {
        const next = new Map(current)
        if (!next.delete(row.id)) next.set(row.id, row)
        return next
      }),
    [change],
  )
  const chosenShown = useMemo(() => rows.filter((row) => chosen.has(row.id)).length, [rows, chosen])
  const allSelected = rows.length > 0 && chosenShown === rows.length
  const someSelected = chosenShown > 0
  // the box above the rows: every row shown chosen, or, when they all are, none of them
  const selectPage = useCallback(
    () =>
      change((current) => {
        const next = new Map(current)
        for (const row of rows) {
          if (allSelected) next.delete(row.id)
          else next.set(row.id, row)
        }
        return next
      }),
    [change, rows, allSelected],
  )
  const clear = useCallback(() => change(() => NONE), [change])
  const isSelected = useCallback((row: R) => chosen.has(row.id), [chosen])
  // a chosen row as the grid now shows it, when it still does (a save may have changed it)
  const selected = useMemo(() => {
    if (!chosen.size) return NO_ROWS
    const shown = new Map(rows.map((row) => [row.id, row]))
    return [...chosen.values()].map((row) => shown.get(row.id) ?? row)
  }, [rows, chosen])
  return { selected, toggle, selectPage, clear, isSelected, allSelected, someSelected }
}
