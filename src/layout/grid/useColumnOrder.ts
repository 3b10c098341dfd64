import { useCallback, useMemo } from 'react'
import { useStore } from 'react-admin'

/**
 * The order of a grid's columns, kept per grid in react-admin's store (so across visits and reloads):
 * a stored order mended (unknown ids dropped, new ones appended), pinned ids always first.
 */
const NONE: never[] = []

export function useColumnOrder<Id extends string>(storeKey: string, ids: readonly Id[], pinned: readonly Id[] = NONE) {
  const [stored, setStored] = useStore<string[]>(storeKey, [])
  const order = useMemo(() => mendOrder(stored, ids, pinned), [stored, ids, pinned])
  const moveColumn = useCallback(
    (id: Id, to: number) => {
      if (pinned.includes(id)) return
      const next = order.filter((one) => one !== id)
      next.splice(Math.max(pinned.length, Math.min(to, next.length)), 0, id)
      setStored(next)
    },
    [order, pinned, setStored],
  )
  // a whole order (a saved view's), mended like a stored one
  const setOrder = useCallback(
    (next: readonly string[]) => setStored(mendOrder(next, ids, pinned)),
    [ids, pinned, setStored],
  )
  return { order, moveColumn, setOrder }
}

export function mendOrder<Id extends string>(
  stored: readonly string[] | undefined,
  ids: readonly Id[],
  pinned: readonly Id[] = [],
): Id[] {
  const known = (stored ?? []).filter((id): id is Id => (ids as readonly string[]).includes(id))
  return [...new Set([...pinned, ...known, ...ids])]
}
