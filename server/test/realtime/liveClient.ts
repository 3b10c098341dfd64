import { io, type Socket } from 'socket.io-client'
import { SOCKET_PATH } from '../../../common/realtime'

export interface Received {
  event: string
  data: unknown
}

/** A socket as the console opens it, recording every event it hears. */
export interface LiveClient {
  socket: Socket
  received: Received[]
  /** Signs the socket in with a token: the answer, or the error as Feathers sends it. */
  signIn: (accessToken: string, strategy?: string) => Promise<{ error?: { code: number; message: string } }>
  /** The first event named so (and matching), already heard or heard within `timeoutMs`. */
  next: (event: string, matches?: (data: unknown) => boolean, timeoutMs?: number) => Promise<unknown>
  /** Whether the socket is closed within `timeoutMs`. */
  closed: (timeoutMs?: number) => Promise<boolean>
  close: () => void
}

/** Connects a socket to a test server; rejects with the server's refusal when it refuses the connection. */
export async function connectLive(url: string, headers: Record<string, string> = {}): Promise<LiveClient> {
  const socket = io(url, { path: SOCKET_PATH, transports: ['websocket'], reconnection: false, extraHeaders: headers })
  const received: Received[] = []
  socket.onAny((event: string, data: unknown) => received.push({ event, data }))
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve)
    socket.once('connect_error', reject)
  })
  const next: LiveClient['next'] = (event, matches = () => true, timeoutMs = 5000) =>
    new Promise((resolve, reject) => {
      const started = Date.now()
      const look = () => {
        const found = received.find((one) => one.event === event && matches(one.data))
        if (found) return resolve(found.data)
        if (Date.now() - started > timeoutMs) return reject(new Error(`no '${event}' within ${timeoutMs} ms`))
        setTimeout(look, 20)
      }
      look()
    })
  return {
    socket,
    received,
    signIn: (accessToken, strategy = 'jwt') =>
      new Promise((resolve) =>
        socket.emit('create', 'authentication', { strategy, accessToken }, {}, (error: unknown) =>
          resolve(error ? { error: error as { code: number; message: string } } : {}),
        ),
      ),
    next,
    closed: (timeoutMs = 3000) =>
      new Promise((resolve) => {
        if (socket.disconnected) return resolve(true)
        const timer = setTimeout(() => resolve(false), timeoutMs)
        socket.once('disconnect', () => {
          clearTimeout(timer)
          resolve(true)
        })
      }),
    close: () => socket.close(),
  }
}

/** A signed-in socket. */
export async function signedInLive(url: string, token: string): Promise<LiveClient> {
  const client = await connectLive(url)
  const { error } = await client.signIn(token)
  if (error) throw new Error(`socket sign-in failed: ${error.message}`)
  return client
}
