import type { Server } from 'node:http'
import type { Application } from './declarations'
import { log } from './logger'

/**
 * Stops taking connections (health answers 503 on those still open) and closes the live sockets, lets the requests and streamed exports
 * under way finish within `graceSeconds`, then cuts the connections left: a save cut so rolls back, as its
 * client left (db/transaction), and a cut export ends without its last chunk, which a client reports as a
 * failed download rather than keeping a short file. Last, the mails the requests left to send after their
 * answers. The database is the caller's to close after.
 */
export async function stopServing(app: Application, server: Server, graceSeconds: number) {
  app.set('stopping', true)
  const closed = new Promise((resolve) => server.close(resolve))
  // sockets carry no request to finish: they close at once, and their clients connect to another process
  app.get('realtime').disconnectSockets()
  const cut = setTimeout(() => {
    log.info(`stopping: cutting the connections still open after ${graceSeconds} s`)
    server.closeAllConnections()
  }, graceSeconds * 1000)
  await closed
  clearTimeout(cut)
  await app.get('background').idle()
}
