import { createRequire } from 'node:module'
import type { Server } from 'socket.io'

/**
 * Loaded into the realtime suite's server processes (`--import`, with `--expose-gc` and an IPC channel):
 * answers each message 'held' with the sockets the process's socket.io server holds and its memory, after
 * a collection when node allows one. Nothing of the app changes.
 */

export interface Held {
  /** sockets connected to the socket.io server (signed in or not) */
  sockets: number
  /** bytes, after a collection */
  rss: number
  heapUsed: number
}

// Feathers' transport makes its server through the CommonJS build: this very class
const require = createRequire(createRequire(import.meta.url).resolve('@feathersjs/socketio'))
const { Server: SocketServer } = require('socket.io') as { Server: { prototype: Server } }
const servers: Server[] = []
const attach = SocketServer.prototype.attach
SocketServer.prototype.attach = function (this: Server, ...args: Parameters<Server['attach']>) {
  servers.push(this)
  return attach.apply(this, args)
}

process.on('message', (message) => {
  if (message !== 'held') return
  const collect = (globalThis as { gc?: () => void }).gc
  collect?.()
  const { rss, heapUsed } = process.memoryUsage()
  const held: Held = { sockets: servers.reduce((sum, server) => sum + server.of('/').sockets.size, 0), rss, heapUsed }
  process.send?.(held)
})
