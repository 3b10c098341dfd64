import type { Knex } from 'knex'
import pg from 'pg'
import { log } from '../logger'
import type { RealtimeBus } from './bus'

const CHANNEL = 'realtime'
/** NOTIFY takes payloads under 8,000 bytes; a longer message goes through the realtime_messages table. */
const NOTIFY_MAX_BYTES = 7900
/** A stored message is read by the other processes within moments; past this it is only clutter. */
const STORED_MESSAGE_TTL = '10 minutes'
const RECONNECT_MS = 1000
/** A stored message's notification: this mark, then its id. */
const STORED = '#'

/**
 * PostgreSQL's LISTEN/NOTIFY on a dedicated connection (a pooled one would be handed to other queries).
 * Most messages ride in the notification; a longer one is written to realtime_messages and its id
 * notified, so that no event is cut or lost to the payload limit. Notifications are sent as statements
 * of their own, so each process hears them once they are committed.
 */
export function postgresBus(db: Knex): RealtimeBus {
  const connection = db.client.config.connection as pg.ClientConfig
  let listener: pg.Client | undefined
  let closed = false
  let reconnect: NodeJS.Timeout | undefined

  const read = async (id: number): Promise<string | undefined> =>
    (await db('realtime_messages').where({ id }).first<{ message: string } | undefined>('message'))?.message

  /** Opens the LISTEN connection; once it has been open, a drop or a failed reopening tries again until closed. */
  async function listen(deliver: (message: string) => void, retrying = false) {
    const client = new pg.Client(connection)
    let dropped = false
    // a dropped connection is opened again: the messages sent meanwhile are lost to this process's sockets,
    // whose clients read the records again when they next load them
    const again = (error: unknown) => {
      if (dropped) return
      dropped = true
      log.error('realtime: the LISTEN connection failed', error)
      if (listener === client) listener = undefined
      client.end().catch(() => {})
      if (!closed) reconnect = setTimeout(() => void listen(deliver, true), RECONNECT_MS)
    }
    client.on('notification', ({ payload }) => {
      if (!payload) return
      if (!payload.startsWith(STORED)) return deliver(payload)
      read(Number(payload.slice(STORED.length)))
        .then((message) => message && deliver(message))
        .catch((error) => log.error('realtime: reading a stored message', error))
    })
    client.on('error', again)
    client.on('end', () => {
      if (!closed) again(new Error('the LISTEN connection ended'))
    })
    try {
      await client.connect()
      await client.query(`LISTEN ${CHANNEL}`)
    } catch (error) {
      if (!retrying) {
        dropped = true
        await client.end().catch(() => {})
        throw error
      }
      return again(error)
    }
    if (closed) await client.end()
    else listener = client
  }

  return {
    kind: 'postgres',
    open: (deliver) => listen(deliver),
    async publish(message) {
      if (Buffer.byteLength(message) <= NOTIFY_MAX_BYTES) {
        await db.raw('select pg_notify(?, ?)', [CHANNEL, message])
        return
      }
      await db('realtime_messages')
        .where('createdAt', '<', db.raw(`now() - interval '${STORED_MESSAGE_TTL}'`))
        .delete()
      const [{ id }] = await db('realtime_messages').insert({ message }, ['id'])
      await db.raw('select pg_notify(?, ?)', [CHANNEL, `${STORED}${id}`])
    },
    async close() {
      closed = true
      clearTimeout(reconnect)
      await listener?.end()
    },
  }
}
