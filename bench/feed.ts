import { performance } from 'node:perf_hooks'
import { randomBytes } from 'node:crypto'
import { configFromEnv } from '../server/config'
import { createApp } from '../server/app'
import { createKnex } from '../server/db/knex'
import { migrate } from '../server/db/migrate'
import { seedReference } from '../server/db/seedReference'

/**
 * tsx bench/feed.ts: the feed pages of issue 8 with 1,000,000 items in PostgreSQL (FEED_BENCH_URL, by
 * default the local server's bench_feed database, which must exist; loaded once): each call 20 times
 * through HTTP after 3 warm-ups, p50 and p95 in ms (target: 50). docs/performance.md.
 */
const url = process.env.FEED_BENCH_URL ?? 'postgres://postgres@127.0.0.1:5432/bench_feed'
process.env.JWT_SECRET ||= randomBytes(32).toString('hex')
const config = { ...configFromEnv({ ...process.env, DATABASE_URL: url }), port: 0, logLevel: 'silent' as const }
const db = createKnex({ databaseUrl: url, dataDir: null })
await migrate(db)
await seedReference(db, config)
if (!(await db('feed_items').first('id'))) {
  console.log('loading 1,000,000 feed items…')
  await db.raw(`INSERT INTO rss_sources (name, "websiteUrl", language, type)
    SELECT 'Source ' || n, 'https://s' || n || '.example/feed', 'en', 'article' FROM generate_series(1, 50) n`)
  const [{ id: first }] = await db('rss_sources').min({ id: 'id' })
  await db.raw(
    `INSERT INTO feed_items (kind, "sourceId", guid, title, summary, date, language, "mlPredictions")
     SELECT CASE WHEN n % 10 = 0 THEN 'regulation' ELSE 'article' END, ? + n % 50, 'g' || n, 'Title ' || n,
       'Summary of item ' || n, now() - (n || ' minutes')::interval, 'en',
       jsonb_build_object('summarization', '', 'foundEnrEntities', '[]'::jsonb, 'categories',
         jsonb_build_array(jsonb_build_object('id', 1 + n % 40, 'name', 'B', 'type', 'sector', 'score', 0.7)))
     FROM generate_series(1, 1000000) n`,
    [first],
  )
  await db.raw(
    'INSERT INTO feed_item_topics ("itemId", "countryId", kind, date) SELECT id, 1 + id % 200, kind, date FROM feed_items',
  )
  // as autovacuum would: the visibility map lets the topic links be counted from their index alone
  await db.raw('VACUUM ANALYZE')
}
const app = createApp(config, db)
const server = await app.listen(0)
const base = `http://127.0.0.1:${(server.address() as { port: number }).port}/api`
const auth = await fetch(`${base}/authentication`, {
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify({ strategy: 'local', email: config.adminEmail, password: config.adminPassword }),
})
const { accessToken } = (await auth.json()) as { accessToken: string }
const [{ id: middle }] = await db('feed_items')
  .where({ kind: 'article' })
  .orderBy('date', 'desc')
  .offset(450_000)
  .limit(1)
const calls = {
  'first page': '$limit=25',
  'keyset page (450,000 deep)': `after=${middle}`,
  'skip page (450,000 deep)': '$skip=450000',
  topic: 'topicId=42',
  brief: 'briefIds[]=7',
  day: `date=${new Date(Date.now() - 3 * 86_400_000).toISOString().slice(0, 10)}`,
  since: `since=${new Date(Date.now() - 86_400_000).toISOString()}`,
}
console.log('call                              p50     p95')
for (const [name, query] of Object.entries(calls)) {
  const times: number[] = []
  for (let run = 0; run < 23; run++) {
    const started = performance.now()
    const response = await fetch(`${base}/articles?${query}`, { headers: { Authorization: `Bearer ${accessToken}` } })
    await response.arrayBuffer()
    if (run >= 3) times.push(performance.now() - started)
  }
  times.sort((a, b) => a - b)
  const at = (share: number) => times[Math.min(times.length - 1, Math.floor(share * times.length))].toFixed(1)
  console.log(`${name.padEnd(32)} ${at(0.5).padStart(6)}  ${at(0.95).padStart(6)}`)
}
await new Promise((resolve) => server.close(resolve))
await db.destroy()
