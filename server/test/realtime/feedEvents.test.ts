import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { FeedItemsAdded } from '../../../common/feed'
import { addPlotEntity } from '../entityFixtures'
import { startTestServer, type TestServer } from '../harness'
import { addSignedInUser, isoDay, signInAdmin } from '../helpers'
import { signedInLive, type LiveClient } from './liveClient'

let server: TestServer
let feeds: Server
let adminToken: string
let sourceId: number
const open: LiveClient[] = []

const WIRE = `<?xml version="1.0"?>
<rss version="2.0"><channel><title>Wire</title><link>https://wire.example/</link>
<item><title>Ports reopen</title><link>https://wire.example/1</link><guid>live-1</guid></item>
<item><title>Tolls rise</title><link>https://wire.example/2</link><guid>live-2</guid></item>
</channel></rss>`

beforeAll(async () => {
  feeds = createServer((_request, response) => {
    response.writeHead(200, { 'Content-Type': 'application/rss+xml' }).end(WIRE)
  })
  await new Promise<void>((resolve) => feeds.listen(0, '127.0.0.1', resolve))
  server = await startTestServer({ ingestAllowPrivate: true })
  adminToken = await signInAdmin(server)
  const [source] = await server
    .db('rss_sources')
    .insert({
      name: 'Wire',
      websiteUrl: `http://127.0.0.1:${(feeds.address() as AddressInfo).port}/wire.xml`,
      language: 'en',
      type: 'article',
      createdAt: new Date(0),
      updatedAt: new Date(0),
    })
    .returning('id')
  sourceId = source.id as number
  const france = await server.db('countries').where({ iso_code: 'FR' }).first()
  await server.db('rss_source_topics').insert({ source_id: sourceId, topic_id: france.id })
})
afterEach(() => {
  for (const client of open.splice(0)) client.close()
})
afterAll(async () => {
  await server.close()
  await new Promise((resolve) => feeds.close(resolve))
})

const live = async (token: string) => {
  const client = await signedInLive(server.url, token)
  open.push(client)
  return client
}

describe('the feeds, live', () => {
  it('tells the readers of a feed, once a source, how many items a reading kept, and not a user who may not read it', async () => {
    const analyst = await addSignedInUser(server, adminToken, { role: 'analyst', name: 'Fay Feed' })
    const trial = await addSignedInUser(server, adminToken, { role: 'trial', trialEndDate: isoDay(30) })
    const [reader, trialSocket] = await Promise.all([live(analyst.token), live(trial.token)])
    const run = await server.api<{ added: number }>('POST', '/ingest-runs', { token: adminToken, body: {} })
    expect(run.status).toBe(201)
    expect(run.body.added).toBe(2)
    const heard = (await reader.next('articles created')) as FeedItemsAdded
    const france = await server.db('countries').where({ iso_code: 'FR' }).first()
    expect(heard).toEqual({ kind: 'article', sourceId, added: 2, topicIds: [france.id] })
    expect(reader.received.filter(({ event }) => event === 'articles created')).toHaveLength(1)
    expect(trialSocket.received.filter(({ event }) => event.startsWith('articles'))).toEqual([])
  })

  it('tells nothing of a reading that kept no new item', async () => {
    const analyst = await addSignedInUser(server, adminToken, { role: 'analyst', name: 'Gil Feed' })
    const reader = await live(analyst.token)
    const run = await server.api<{ added: number }>('POST', '/ingest-runs', { token: adminToken, body: {} })
    expect(run.body.added).toBe(0)
    // a socket hears its events in order: once it hears an event sent after the run, it heard all the run sent
    const entity = await addPlotEntity(server.db, { creatorId: analyst.user.id })
    const made = await server.api('POST', '/comments', {
      token: adminToken,
      body: { sourceId: entity.facets[0].id, details: 'After the run' },
    })
    expect(made.status).toBe(201)
    await reader.next('comments created')
    expect(reader.received.filter(({ event }) => event.startsWith('articles'))).toEqual([])
  })
})
