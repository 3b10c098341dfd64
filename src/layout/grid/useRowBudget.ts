import { useEffect, useLayoutEffect, useReducer, useRef } from 'react'

/**
 * The most rows new to the screen that one render mounts once the grid shows rows: a long jump (a fast wheel, a dragged scrollbar,
 * a new filter) fills its rows in over a few frames instead of holding one frame for all of them.
 */
export const ROWS_PER_FRAME = 6

type RowId = string | number

/**
 * Which of the rows in view mount in this render: those mounted already, and at most ROWS_PER_FRAME new
 * ones (the grid's first rows all at once). The others stay placeholders, and the frames after
 * bring them in.
 */
export function useRowBudget(ids: readonly (RowId | undefined)[]): ReadonlySet<RowId> {
  const mounted = useRef(new Set<RowId>())
  const ready = new Set<RowId>()
  let budget = mounted.current.size === 0 ? Infinity : ROWS_PER_FRAME
  for (const id of ids) {
    if (id === undefined) continue
    if (mounted.current.has(id)) ready.add(id)
    else if (budget > 0) {
      budget -= 1
      ready.add(id)
    }
  }
  const waiting = ids.some((id) => id !== undefined && !ready.has(id))
  useLayoutEffect(() => {
    mounted.current = ready
  })
  const [, fillIn] = useReducer((n: number) => n + 1, 0)
  useEffect(() => {
    if (!waiting) return
    const frame = requestAnimationFrame(fillIn)
    return () => cancelAnimationFrame(frame)
  })
  return ready
}
