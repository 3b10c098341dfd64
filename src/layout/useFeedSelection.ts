import { useCallback, useSyncExternalStore } from 'react'
import type { RssSourceType } from '../../common/rssSourceTypes'

/** The selected items of each feed, kept in local storage so that they outlive the session (spec 3 §2). */
const keyOf = (kind: RssSourceType) => `feed-selection:${kind}`
const listeners = new Set<() => void>()
const cache = new Map<string, { raw: string | null; ids: number[] }>()

function read(kind: RssSourceType): number[] {
  const raw = localStorage.getItem(keyOf(kind))
  const cached = cache.get(kind)
  if (cached && cached.raw === raw) return cached.ids
  let ids: number[] = []
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : []
    ids = Array.isArray(parsed) ? parsed.filter((id): id is number => Number.isInteger(id)) : []
  } catch {
    ids = []
  }
  cache.set(kind, { raw, ids })
  return ids
}

function write(kind: RssSourceType, ids: number[]) {
  localStorage.setItem(keyOf(kind), JSON.stringify(ids))
  listeners.forEach((listener) => listener())
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  // another tab's change
  window.addEventListener('storage', listener)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', listener)
  }
}

export function useFeedSelection(kind: RssSourceType) {
  const ids = useSyncExternalStore(subscribe, () => read(kind))
  const toggle = useCallback(
    (id: number) => {
      const current = read(kind)
      write(kind, current.includes(id) ? current.filter((one) => one !== id) : [...current, id])
    },
    [kind],
  )
  const clear = useCallback(() => write(kind, []), [kind])
  return { ids, toggle, clear, isSelected: (id: number) => ids.includes(id) }
}
