import { useEffect, useRef, useSyncExternalStore } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { io, type Socket } from 'socket.io-client'
import { NOTIFICATION_EVENT, type Notification } from '../../common/notifications'
import { LIVE_GRACE_MS, SERVICE_EVENTS, SOCKET_PATH, type LiveService, type ServiceEvent } from '../../common/realtime'
import { feathersClient } from './feathersClient'

/**
 * `connecting`: signed in, the socket not yet (or again) live within LIVE_GRACE_MS; `live`: the socket is
 * signed in and hears the events; `off`: it could not connect or came not back in time, and the console
 * goes on over REST alone; `signed-out`: no socket.
 */
export type LiveStatus = 'signed-out' | 'connecting' | 'live' | 'off'

export interface LiveState {
  status: LiveStatus
  /** The last event heard, for the status to show that changes arrive. */
  lastEvent?: { service: string; event: string; at: Date }
}

type Handler = (event: ServiceEvent, record: unknown) => void

/** The events the server sends to chosen users rather than from a service, with what each carries. */
export interface LiveEvents {
  [NOTIFICATION_EVENT]: Notification
}
export type LiveEventName = keyof LiveEvents
type LiveEventHandler<Name extends LiveEventName> = (data: LiveEvents[Name]) => void
const LIVE_EVENT_NAMES: readonly string[] = [NOTIFICATION_EVENT] satisfies LiveEventName[]

let state: LiveState = { status: 'signed-out' }
const listeners = new Set<() => void>()
const handlers = new Map<string, Set<Handler>>()
const eventHandlers = new Map<string, Set<(data: never) => void>>()
const backLiveHandlers = new Set<() => void>()
let socket: Socket | undefined
let grace: ReturnType<typeof setTimeout> | undefined
/** The socket has been live since the sign-in: its coming back live again may have missed events. */
let wasLive = false

function set(next: Partial<LiveState>) {
  state = { ...state, ...next }
  listeners.forEach((listener) => listener())
}

/** Unless the socket is live again within LIVE_GRACE_MS, the console says live updates are off. */
function waitForLive() {
  if (state.status === 'off' || grace) return
  set({ status: 'connecting' })
  grace = setTimeout(() => {
    grace = undefined
    if (state.status === 'connecting') set({ status: 'off' })
  }, LIVE_GRACE_MS)
}

function stopWaiting() {
  clearTimeout(grace)
  grace = undefined
}

/** Signs the socket in with the session's token; a refusal leaves the console on REST. */
async function signSocketIn(current: Socket) {
  const accessToken = await feathersClient.authentication.getAccessToken()
  if (!accessToken || current !== socket) return
  current.emit('create', 'authentication', { strategy: 'jwt', accessToken }, {}, (error: unknown) => {
    if (current !== socket) return
    stopWaiting()
    set({ status: error ? 'off' : 'live' })
    if (error) return
    if (wasLive) backLiveHandlers.forEach((handler) => handler())
    wasLive = true
  })
}

function open(): Socket {
  const opened = io({ path: SOCKET_PATH, transports: ['websocket'] })
  opened.on('connect', () => void signSocketIn(opened))
  opened.on('connect_error', waitForLive)
  opened.on('disconnect', (reason) => {
    // the server closes the sockets of a session that ended: no coming back until the user signs in again
    if (reason === 'io server disconnect') {
      stopWaiting()
      set({ status: 'off' })
    } else waitForLive()
  })
  opened.onAny((name: string, record: unknown) => {
    if (LIVE_EVENT_NAMES.includes(name)) {
      eventHandlers.get(name)?.forEach((handler) => handler(record as never))
      return
    }
    const [service, event] = name.split(' ')
    if (!event || !(SERVICE_EVENTS as readonly string[]).includes(event)) return
    set({ lastEvent: { service, event, at: new Date() } })
    handlers.get(service)?.forEach((handler) => handler(event as ServiceEvent, record))
  })
  return opened
}

/** The console's one socket: opened at sign-in, signed in again after the relogin modal, closed at sign-out. */
export const liveUpdates = {
  /** After a sign-in (or the start-up's check of the stored token): a socket, signed in with the new token. */
  signedIn() {
    if (socket?.connected) {
      void signSocketIn(socket)
      return
    }
    if (state.status === 'signed-out') set({ status: 'connecting' })
    waitForLive()
    if (socket) socket.connect()
    else socket = open()
  },
  signedOut() {
    stopWaiting()
    socket?.close()
    socket = undefined
    wasLive = false
    set({ status: 'signed-out', lastEvent: undefined })
  },
  state: () => state,
  subscribe(listener: () => void) {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
  /** Calls `handler` with each event of `service` the socket hears; answers the unsubscribe. */
  onServiceEvents(service: LiveService, handler: Handler): () => void {
    const set = handlers.get(service) ?? new Set<Handler>()
    handlers.set(service, set.add(handler))
    return () => set.delete(handler)
  },
  /**
   * Calls `handler` each time the socket is live again after it had been (a drop, a relogin): the events
   * sent meanwhile did not reach it. Answers the unsubscribe.
   */
  onBackLive(handler: () => void): () => void {
    backLiveHandlers.add(handler)
    return () => backLiveHandlers.delete(handler)
  },
  /** Calls `handler` with each `name` event the server sends this user; answers the unsubscribe. */
  onLiveEvent<Name extends LiveEventName>(name: Name, handler: LiveEventHandler<Name>): () => void {
    const set = eventHandlers.get(name) ?? new Set()
    eventHandlers.set(name, set.add(handler))
    return () => set.delete(handler)
  },
}

export const useLiveState = () => useSyncExternalStore(liveUpdates.subscribe, liveUpdates.state)

/**
 * Calls `handler` with each created, updated, patched or removed record of `service` that others' changes
 * send (the records the user may read), for as long as the component is mounted.
 */
export function useServiceEvents(service: LiveService, handler: Handler) {
  const latest = useRef(handler)
  useEffect(() => {
    latest.current = handler
  })
  useEffect(() => liveUpdates.onServiceEvents(service, (event, record) => latest.current(event, record)), [service])
}

/** The calls whose answers lists show: read again when the socket comes back, as the events missed would have changed them. */
const LIST_CALLS: readonly unknown[] = ['getList', 'getInfiniteList', 'getManyReference']

/** Reads the lists on screen again each time the socket is live again after a drop (liveUpdates.onBackLive). */
export function useListsReadAgainWhenBackLive() {
  const queryClient = useQueryClient()
  useEffect(
    () =>
      liveUpdates.onBackLive(
        () => void queryClient.invalidateQueries({ predicate: ({ queryKey }) => LIST_CALLS.includes(queryKey[1]) }),
      ),
    [queryClient],
  )
}

/** Calls `handler` with each `name` event the server sends this user, for as long as the component is mounted. */
export function useLiveEvent<Name extends LiveEventName>(name: Name, handler: LiveEventHandler<Name>) {
  const latest = useRef(handler)
  useEffect(() => {
    latest.current = handler
  })
  useEffect(() => liveUpdates.onLiveEvent(name, (data: LiveEvents[Name]) => latest.current(data)), [name])
}
