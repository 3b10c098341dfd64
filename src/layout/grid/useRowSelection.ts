import { useCallback, useMemo, useState } from 'react'
import { hashKey } from '@tanstack/react-query'

const NONE: ReadonlyMap<string, never> = new Map<string, never>()
const NO_ROWS: never[] = []

/**
 * The rows a grid's user has chosen, by id, with the rows themselves (their names are shown when a
 * bulk call refuses one). The choice outlives paging and the loading of more rows, as the rows keep
 * their ids; a new filter lists other rows, so it lets the choice go. The filter is compared by its
 * content, keys in any order; a click handled by a render a step behind (the grids render their rows
 * deferred) still adds to the choice of now.
 */
export function useRowSelection<R extends { id: string }>(rows: readonly R[], filter: object) {
  const [chosen, setChosen] = useState<ReadonlyMap<string, R>>(NONE)
  const scope = hashKey([filter])
  const [shownScope, setShownScope] = useState(scope)
  if (shownScope !== scope) {
    // the render of a new filter lets the choice go at once, before anything is drawn with it
    setShownScope(scope)
    setChosen(NONE)
  }
  const toggle = useCallback(
    (row: R) =>
      setChosen((current) => {
        const next = new Map(current)
        if (!next.delete(row.id)) next.set(row.id, row)
        return next
      }),
    [],
  )
  const chosenShown = useMemo(() => rows.filter((row) => chosen.has(row.id)).length, [rows, chosen])
  const allSelected = rows.length > 0 && chosenShown === rows.length
  const someSelected = chosenShown > 0
  // the box above the rows: every row shown chosen, or, when they all are, none of them
  const selectPage = useCallback(
    () =>
      setChosen((current) => {
        const next = new Map(current)
        for (const row of rows) {
          if (allSelected) next.delete(row.id)
          else next.set(row.id, row)
        }
        return next
      }),
    [rows, allSelected],
  )
  const clear = useCallback(() => setChosen(NONE), [])
  const isSelected = useCallback((row: R) => chosen.has(row.id), [chosen])
  // a chosen row as the grid now shows it, when it still does (a save may have changed it)
  const selected = useMemo(() => {
    if (!chosen.size) return NO_ROWS
    const shown = new Map(rows.map((row) => [row.id, row]))
    return [...chosen.values()].map((row) => shown.get(row.id) ?? row)
  }, [rows, chosen])
  return { selected, toggle, selectPage, clear, isSelected, allSelected, someSelected }
}
