import type { IncomingHttpHeaders } from 'node:http'
import socketio from '@feathersjs/socketio'
import { MethodNotAllowed, TooManyRequests } from '@feathersjs/errors'
import type { RealTimeConnection } from '@feathersjs/feathers'
import type { Server, Socket } from 'socket.io'
import { messages } from '../../common/messages'
import {
  SOCKET_AUTH_TIMEOUT_MS,
  SOCKET_MAX_PAYLOAD_BYTES,
  SOCKET_PATH,
  SOCKETS_PER_ADDRESS,
  SOCKETS_PER_USER,
} from '../../common/realtime'
import { connectionsOf } from '../channels'
import type { Application, HookContext, NextFunction } from '../declarations'

/** Each connection's socket, for the events sent to chosen users (channels.ts publishToUsers). */
const sockets = new WeakMap<RealTimeConnection, Socket>()

export const socketOf = (connection: RealTimeConnection) => sockets.get(connection)

/** The client's address as Koa reads it: behind `proxyHops` proxies, the entry the nearest of them added. */
function addressOf(address: string, headers: IncomingHttpHeaders, proxyHops: number): string {
  const forwarded = String(headers['x-forwarded-for'] ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  return (proxyHops && forwarded.slice(-proxyHops)[0]) || address
}

/**
 * Feathers' socket.io transport beside REST, on the same port under the API's prefix. WebSocket only: no
 * long-polling, so that several API processes behind a load balancer need no sticky sessions. Bounded:
 * messages of at most SOCKET_MAX_PAYLOAD_BYTES, SOCKETS_PER_ADDRESS sockets an address, and a socket
 * that has not signed in within SOCKET_AUTH_TIMEOUT_MS is closed.
 */
export function socketTransport(app: Application) {
  const proxyHops = app.get('config').proxyHops ?? 0
  const perAddress = new Map<string, number>()
  const setup = (io: Server) => {
    io.use((socket, next) => {
      const ip = addressOf(socket.handshake.address, socket.handshake.headers, proxyHops)
      const held = perAddress.get(ip) ?? 0
      if (held >= SOCKETS_PER_ADDRESS) return next(new Error(messages.socketsPerAddress))
      perAddress.set(ip, held + 1)
      const connection = (socket as Socket & { feathers: RealTimeConnection }).feathers
      connection.ip = ip
      sockets.set(connection, socket)
      const unsigned = setTimeout(() => {
        if (!connection.user) socket.disconnect(true)
      }, SOCKET_AUTH_TIMEOUT_MS)
      socket.on('disconnect', () => {
        clearTimeout(unsigned)
        const left = (perAddress.get(ip) ?? 1) - 1
        if (left > 0) perAddress.set(ip, left)
        else perAddress.delete(ip)
      })
      next()
    })
  }
  app.configure(
    socketio(
      { path: SOCKET_PATH, transports: ['websocket'], serveClient: false, maxHttpBufferSize: SOCKET_MAX_PAYLOAD_BYTES },
      setup,
    ),
  )
}

/** The socket.io server, once the app listens. */
export const socketServer = (app: Application): Server | undefined => (app as unknown as { io?: Server }).io

/**
 * An app hook: a socket signs in with its token (the jwt strategy) and calls nothing else. Reads and writes
 * go over HTTP, where the body limits, the sign-in throttle and the transactions of the REST API apply.
 */
export async function socketsOnlySignIn(context: HookContext, next: NextFunction) {
  if (context.params.provider === 'socketio') {
    const signIn = context.path === 'authentication' && context.method === 'create'
    if (!signIn) throw new MethodNotAllowed(messages.socketListensOnly)
    if ((context.data as { strategy?: unknown } | undefined)?.strategy !== 'jwt')
      throw new MethodNotAllowed(messages.socketSignIn)
  }
  await next()
}

/** An after hook of POST /authentication: an account holds at most SOCKETS_PER_USER signed-in sockets. */
export function limitSocketsPerUser(context: HookContext) {
  const { connection } = context.params
  const userId = (context.result as { user?: { id: string } } | undefined)?.user?.id
  if (context.params.provider !== 'socketio' || !connection || !userId) return
  const others = connectionsOf(context.app, [userId]).filter((held) => held !== connection)
  if (others.length >= SOCKETS_PER_USER) throw new TooManyRequests(messages.socketsPerUser)
}
