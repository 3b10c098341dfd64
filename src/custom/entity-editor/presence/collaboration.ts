import { LOCK_RENEW_MS, PRESENCE_HEARTBEAT_MS } from '../../../../common/presence'
import type { ServiceEvent } from '../../../../common/realtime'
import type { FacetLockRecord } from '../../../../server/services/facet-locks/facet-locks.schema'
import type { PresenceRecord } from '../../../../server/services/presence/presence.schema'
import type { ConsoleDataProvider } from '../../../providers/dataProvider'
import { TAB_ID } from '../../../providers/browserTab'
import { liveUpdates } from '../../../providers/realtime'

interface Page<T> {
  data: T[]
}

/** What the editor shows of the others: who has the entity open (one entry a tab), which facets are locked. */
export interface CollaborationState {
  present: readonly PresenceRecord[]
  locks: ReadonlyMap<string, FacetLockRecord>
}

/** A lock refused: the holder's lock, as the server's 409 carries it. */
const refusedLock = (error: unknown): FacetLockRecord | undefined =>
  (error as { code?: number; data?: { lock?: FacetLockRecord } } | null)?.code === 409
    ? (error as { data: { lock?: FacetLockRecord } }).data.lock
    : undefined

/**
 * The others in one entity, kept outside React like the draft (editorStore): the tab's heartbeat, the
 * presence and locks read at the start and followed live (and at each heartbeat while the socket is down),
 * and the locks this user takes as they edit. Each facet card subscribes to its own lock only.
 */
export class Collaboration {
  private state: CollaborationState = { present: [], locks: new Map() }
  private readonly listeners = new Set<() => void>()
  private readonly stops: (() => void)[] = []
  /** facets whose lock is being asked for, and when this user last took or renewed each of theirs */
  private readonly asking = new Set<string>()
  private readonly renewed = new Map<string, number>()
  private stopped = false

  constructor(
    private readonly dataProvider: ConsoleDataProvider,
    readonly entityId: string,
    readonly userId: string,
    private readonly onRefused: (lock: FacetLockRecord | undefined, error: unknown) => void,
  ) {}

  getState = () => this.state

  subscribe = (listener: () => void) => {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  private set(next: Partial<CollaborationState>) {
    this.state = { ...this.state, ...next }
    this.listeners.forEach((listener) => listener())
  }

  private heardPresence = (event: ServiceEvent, record: unknown) => {
    const one = record as PresenceRecord
    const others = this.state.present.filter((held) => held.id !== one.id)
    const here = event !== 'removed' && one.entityId === this.entityId && one.id !== TAB_ID
    if (here || others.length !== this.state.present.length) this.set({ present: here ? [...others, one] : others })
  }

  private heardLock = (event: ServiceEvent, record: unknown) => {
    const one = record as FacetLockRecord
    if (one.entityId !== this.entityId && !this.state.locks.has(one.id)) return
    const locks = new Map(this.state.locks)
    if (event === 'removed') locks.delete(one.id)
    else locks.set(one.id, one)
    if (event === 'removed' || one.userId !== this.userId) this.renewed.delete(one.id)
    this.set({ locks })
  }

  /** Reads who is here and what is locked, as the server has it now. */
  async refresh() {
    const [present, locks] = await Promise.all([
      this.dataProvider.find<Page<PresenceRecord>>('presence', { entityId: this.entityId }),
      this.dataProvider.find<Page<FacetLockRecord>>('facet-locks', { entityId: this.entityId }),
    ])
    if (this.stopped) return
    this.set({
      present: present.data.filter((one) => one.id !== TAB_ID),
      locks: new Map(locks.data.map((lock) => [lock.id, lock])),
    })
  }

  private heartbeat = () => {
    const beat = this.dataProvider.post('presence', { id: TAB_ID, entityId: this.entityId })
    // without the socket the others' comings and goings are read at each heartbeat instead
    const read = liveUpdates.state().status === 'live' ? Promise.resolve() : this.refresh()
    Promise.all([beat, read]).catch(() => undefined)
  }

  start() {
    this.stops.push(liveUpdates.onServiceEvents('presence', this.heardPresence))
    this.stops.push(liveUpdates.onServiceEvents('facet-locks', this.heardLock))
    // back live after a cut: what was missed meanwhile is read again
    let wasLive = liveUpdates.state().status === 'live'
    this.stops.push(
      liveUpdates.subscribe(() => {
        const live = liveUpdates.state().status === 'live'
        if (live && !wasLive) this.refresh().catch(() => undefined)
        wasLive = live
      }),
    )
    this.dataProvider
      .post('presence', { id: TAB_ID, entityId: this.entityId })
      .then(() => this.refresh())
      .catch(() => undefined)
    const every = setInterval(this.heartbeat, PRESENCE_HEARTBEAT_MS)
    this.stops.push(() => clearInterval(every))
    // a tab closed or reloaded unmounts nothing: it says it leaves as it goes
    window.addEventListener('pagehide', this.stop)
    this.stops.push(() => window.removeEventListener('pagehide', this.stop))
  }

  /** Leaves the entity: the server releases this user's locks on it unless another of their tabs has it open. */
  stop = () => {
    if (this.stopped) return
    this.stopped = true
    this.stops.splice(0).forEach((stop) => stop())
    this.dataProvider.removeAsPageLeaves('presence', TAB_ID).catch(() => undefined)
  }

  /** The user changed a saved facet: its lock is taken, or renewed now and then. */
  edited(facetId: string) {
    const held = this.state.locks.get(facetId)
    if (held && held.userId !== this.userId) return
    const last = this.renewed.get(facetId)
    if (this.asking.has(facetId) || (held && last !== undefined && Date.now() - last < LOCK_RENEW_MS)) return
    void this.take(facetId, false)
  }

  /** An admin takes the facet from whoever edits it. */
  takeOver(facetId: string) {
    return this.take(facetId, true)
  }

  private async take(facetId: string, takeOver: boolean) {
    this.asking.add(facetId)
    try {
      const lock = await this.dataProvider.post<FacetLockRecord>(
        'facet-locks',
        takeOver ? { facetId, takeOver } : { facetId },
      )
      this.renewed.set(facetId, Date.now())
      if (!this.stopped) this.set({ locks: new Map(this.state.locks).set(facetId, lock) })
    } catch (error) {
      const holder = refusedLock(error)
      if (holder && !this.stopped) this.set({ locks: new Map(this.state.locks).set(facetId, holder) })
      this.onRefused(holder, error)
    } finally {
      this.asking.delete(facetId)
    }
  }
}
