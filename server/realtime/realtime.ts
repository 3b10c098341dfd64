import { randomUUID } from 'node:crypto'
import { LIVE_SERVICES, SERVICE_EVENTS, type LiveService, type ServiceEvent } from '../../common/realtime'
import { closeConnectionsOf, sendToConnections } from '../channels'
import type { Application } from '../declarations'
import { log } from '../logger'
import type { RealtimeBus } from './bus'
import { socketServer } from './transport'

/** What one API process tells the others. */
export type RealtimeMessage =
  | { type: 'service-event'; path: LiveService; event: ServiceEvent; data: unknown }
  | { type: 'sessions-ended'; userId: string }
  | { type: 'to-users'; userIds: string[]; event: string; data: unknown }

interface Envelope {
  origin: string
  message: RealtimeMessage
}

/** Marks an event re-emitted from another process, so that it is published here and not sent back. */
interface FromBus {
  fromBus: true
}
const isFromBus = (context: unknown): context is FromBus =>
  typeof context === 'object' && context !== null && (context as Partial<FromBus>).fromBus === true

/** What a socket of this process received for one record of an event: the resolved result, as REST answers. */
function dispatchedRecord(data: unknown, context: unknown): unknown {
  const { dispatch, result } = (context ?? {}) as { dispatch?: unknown; result?: unknown }
  if (dispatch === undefined) return data
  return Array.isArray(dispatch) && Array.isArray(result) ? dispatch[result.indexOf(data)] : dispatch
}

const isLiveService = (path: unknown): path is LiveService => typeof path === 'string' && Object.hasOwn(LIVE_SERVICES, path)

/**
 * The real-time events of this process and of the others sharing its database. The events of the live
 * services go out to the other processes, which publish them to their own sockets through the same
 * channels; the ends of sessions and the events for chosen users reach every process likewise.
 */
export class Realtime {
  private readonly origin = randomUUID()

  constructor(
    private readonly app: Application,
    private readonly bus: RealtimeBus,
  ) {
    for (const path of Object.keys(LIVE_SERVICES) as LiveService[]) {
      for (const event of SERVICE_EVENTS) {
        app.service(path).on(event, (data: unknown, context: unknown) => {
          if (!isFromBus(context))
            this.send({ type: 'service-event', path, event, data: dispatchedRecord(data, context) })
        })
      }
    }
  }

  get kind() {
    return this.bus.kind
  }

  /** Starts hearing the other processes. */
  async open() {
    await this.bus.open((raw) => this.receive(raw))
  }

  /** The user's sessions ended (signed out, blocked, new role, new password): their sockets close everywhere. */
  sessionsEnded(userId: string) {
    this.endSessionsHere(userId)
    this.send({ type: 'sessions-ended', userId })
  }

  /** Sends a custom event (presence, a notification) to every socket of these users, in every process. */
  publishToUsers(userIds: readonly string[], event: string, data: unknown) {
    sendToConnections(this.app, userIds, event, data)
    this.send({ type: 'to-users', userIds: [...userIds], event, data })
  }

  /** Closes every socket of this process (a stopping server): their clients connect to another. */
  disconnectSockets() {
    socketServer(this.app)?.disconnectSockets(true)
  }

  async close() {
    this.disconnectSockets()
    await this.bus.close()
  }

  private endSessionsHere(userId: string) {
    this.app.get('signedInUsers').forget(userId)
    closeConnectionsOf(this.app, userId)
  }

  private send(message: RealtimeMessage) {
    const envelope: Envelope = { origin: this.origin, message }
    this.bus.publish(JSON.stringify(envelope)).catch((error) => log.error('realtime: sending an event', error))
  }

  private receive(raw: string) {
    let envelope: Envelope
    try {
      envelope = JSON.parse(raw) as Envelope
    } catch {
      return
    }
    if (envelope.origin === this.origin) return
    const { message } = envelope
    if (message.type === 'sessions-ended') this.endSessionsHere(message.userId)
    else if (message.type === 'to-users') sendToConnections(this.app, message.userIds, message.event, message.data)
    else if (isLiveService(message.path) && SERVICE_EVENTS.includes(message.event)) {
      const { path, event, data } = message
      const context: FromBus & { path: string; result: unknown } = { fromBus: true, path, result: data }
      this.app.service(path).emit(event, data, context)
    }
  }
}
