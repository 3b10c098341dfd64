import { LAPSED_SWEEP_MS } from '../../common/presence'
import type { Application } from '../declarations'
import { log } from '../logger'

/** Removes the presence and facet locks that lapsed, each removal an event to the clients that show them. */
export async function sweepLapsed(app: Application): Promise<void> {
  await app.service('presence').sweep()
  await app.service('facet-locks').sweep()
}

/**
 * Sweeps every LAPSED_SWEEP_MS from each API process: a row is deleted by one of them (DELETE … RETURNING),
 * and its event reaches the others' sockets through the realtime bus.
 */
export function scheduleLapsedSweeps(app: Application): () => void {
  const every = setInterval(() => {
    sweepLapsed(app).catch((error: unknown) => log.error('presence: sweeping lapsed editors and locks', error))
  }, LAPSED_SWEEP_MS)
  return () => clearInterval(every)
}
