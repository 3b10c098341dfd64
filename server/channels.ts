import type { RealTimeConnection } from '@feathersjs/feathers'
import { rolesReading } from '../common/permissions'
import { LIVE_SERVICES } from '../common/realtime'
import type { Application } from './declarations'
import { socketOf } from './realtime/transport'
import type { User } from './services/users/users.schema'

/** The channel of every signed-in connection of one user, and of one role. */
export const userChannel = (userId: string) => `users/${userId}`
const roleChannel = (role: string) => `roles/${role}`

/**
 * Which connection hears what. A connection that signs in joins its user's channel and its role's; a
 * service of LIVE_SERVICES publishes its events to the roles that may read its records (common/permissions),
 * as its result resolvers left them for REST; every other service publishes nothing.
 */
export function channels(app: Application) {
  app.on('login', (result: { user?: User }, { connection }: { connection?: RealTimeConnection }) => {
    if (!connection || !result.user) return
    // a connection signed in again under another account hears only that one's
    if (app.channels.length) app.channel(app.channels).leave(connection)
    app.channel(userChannel(result.user.id)).join(connection)
    app.channel(roleChannel(result.user.role)).join(connection)
  })
  const readers = new Map(
    Object.entries(LIVE_SERVICES).map(([path, readFrom]) => [path, rolesReading(readFrom).map(roleChannel)]),
  )
  app.publish((_data: unknown, context: { path?: string }) => {
    const channels = readers.get(context.path ?? '')
    return channels?.length ? app.channel(channels) : undefined
  })
}

/** Every signed-in connection of these users, once each (in this process): a copy, which leaving does not change. */
export const connectionsOf = (app: Application, userIds: readonly string[]): RealTimeConnection[] =>
  userIds.length ? [...app.channel(userIds.map(userChannel)).connections] : []

/** Sends `event` with `data` to the sockets of these users in this process. */
export function sendToConnections(app: Application, userIds: readonly string[], event: string, data: unknown) {
  for (const connection of connectionsOf(app, userIds)) socketOf(connection)?.emit(event, data)
}

/** Closes the user's sockets in this process: they leave every channel at once. */
export function closeConnectionsOf(app: Application, userId: string) {
  for (const connection of connectionsOf(app, [userId])) app.emit('disconnect', connection)
}
