import { createClient } from 'redis'
import { log } from '../logger'
import type { RealtimeBus } from './bus'

const CHANNEL = 'editorial-console:realtime'

/** Redis pub/sub: one connection publishes, a second one (Redis wants it to itself) subscribes. */
export function redisBus(url: string): RealtimeBus {
  const publisher = createClient({ url })
  const subscriber = publisher.duplicate()
  for (const client of [publisher, subscriber]) client.on('error', (error) => log.error('realtime: Redis', error))
  return {
    kind: 'redis',
    async open(deliver) {
      await Promise.all([publisher.connect(), subscriber.connect()])
      await subscriber.subscribe(CHANNEL, deliver)
    },
    async publish(message) {
      if (publisher.isReady) await publisher.publish(CHANNEL, message)
    },
    async close() {
      await Promise.all([publisher, subscriber].map((client) => (client.isOpen ? client.quit() : undefined)))
    },
  }
}
