import { useEffect, useSyncExternalStore } from 'react'
import { useDataProvider, useGetIdentity } from 'react-admin'
import { PRESENCE_HEARTBEAT_MS } from '../../../common/presence'
import type { ServiceEvent } from '../../../common/realtime'
import type { PresenceRecord } from '../../../server/services/presence/presence.schema'
import type { ConsoleDataProvider } from '../../providers/dataProvider'
import { liveUpdates } from '../../providers/realtime'

/**
 * The editors open now, for the grids' marks: read once while a grid that shows them is mounted, then
 * followed live (read again when the socket comes back, and at each heartbeat's pace while it is down).
 * Each mark subscribes to its own entity, so one editor opening draws one row's mark again.
 */
let tabs = new Map<string, PresenceRecord>()
let byEntity = new Map<string, string>()
const listeners = new Set<() => void>()
let watchers = 0

function changed(next: Map<string, PresenceRecord>, userId: string | null) {
  tabs = next
  const names = new Map<string, Set<string>>()
  for (const tab of tabs.values()) {
    if (tab.userId === userId) continue
    names.set(tab.entityId, (names.get(tab.entityId) ?? new Set()).add(tab.userName))
  }
  byEntity = new Map([...names].map(([entityId, set]) => [entityId, [...set].sort().join(', ')]))
  listeners.forEach((listener) => listener())
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Keeps the open editors known while the calling grid is mounted. */
export function useEntitiesOpenWatch() {
  const dataProvider = useDataProvider<ConsoleDataProvider>()
  const { identity } = useGetIdentity()
  const userId = identity ? String(identity.id) : null
  useEffect(() => {
    let stopped = false
    watchers += 1
    const read = () =>
      dataProvider
        .find<{ data: PresenceRecord[] }>('presence')
        .then(({ data }) => {
          if (!stopped) changed(new Map(data.map((tab) => [tab.id, tab])), userId)
        })
        .catch(() => undefined)
    const heard = (event: ServiceEvent, record: unknown) => {
      const tab = record as PresenceRecord
      const next = new Map(tabs)
      if (event === 'removed') next.delete(tab.id)
      else next.set(tab.id, tab)
      changed(next, userId)
    }
    void read()
    const stopHearing = liveUpdates.onServiceEvents('presence', heard)
    const stopCatchingUp = liveUpdates.onBackLive(() => void read())
    const every = setInterval(() => {
      if (liveUpdates.state().status !== 'live') void read()
    }, PRESENCE_HEARTBEAT_MS)
    return () => {
      stopped = true
      stopHearing()
      stopCatchingUp()
      clearInterval(every)
      watchers -= 1
      if (!watchers) changed(new Map(), userId)
    }
  }, [dataProvider, userId])
}

/** The names of the others who have this entity open in their editor, as one text ('' when none). */
export const useOpenBy = (entityId: string): string =>
  useSyncExternalStore(subscribe, () => byEntity.get(entityId) ?? '')
