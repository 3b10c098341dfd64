import type { Knex } from 'knex'
import { withTrash } from '../../server/db/liveViews'
import { DATA_END, SIZES } from './grids'
import { step } from './scale'

/** The feeds' data at scale 1: 1,000,000 articles over 200 sources and three years, and what analysts made of them. */
export const FEED_SIZES = {
  articles: 1_000_000,
  // regulations and regulation articles beside the articles, a twentieth each
  regulationShare: 0.05,
  sources: 200,
  briefs: 40,
  // events made from a twentieth of the articles, as a newsroom publishes a few of what it reads
  events: 50_000,
}

const spread = (expression: string) => `abs(hashtext(${expression}))`
const benchUsers = `(SELECT array_agg(id ORDER BY id) FROM users WHERE email LIKE 'bench-%')`
const THREE_YEARS_S = 1095 * 86_400

/**
 * RSS sources (nine in ten of articles, the rest regulation feeds) with a topic each, industry briefs,
 * feed items with their source's topic and the analyser's suggestions, and events made from some of the
 * articles with their topic, entities and brief. Set-based SQL, like the grids' data.
 */
export async function loadFeedData(db: Knex, scale: number, say: (text: string) => void) {
  const articles = Math.max(1000, Math.round(FEED_SIZES.articles * scale))
  const regulations = Math.round(articles * FEED_SIZES.regulationShare)
  const events = Math.max(100, Math.round(FEED_SIZES.events * scale))
  // the trash's tables under their views (a view cannot be truncated)
  await db.raw(
    `TRUNCATE ${withTrash('rss_sources')}, feed_items, ${withTrash('events')}, ${withTrash('regulations')}, usage_events CASCADE`,
  )
  await db('briefs').where('name', 'like', 'Bench brief %').delete()
  await step(
    db,
    say,
    'briefs',
    `INSERT INTO briefs (name, type) SELECT 'Bench brief ' || g, 'industry' FROM generate_series(1, ?) g`,
    [FEED_SIZES.briefs],
  )
  await step(
    db,
    say,
    `rss sources (${FEED_SIZES.sources})`,
    `INSERT INTO rss_sources (name, "websiteUrl", language, type, "createdAt", "updatedAt")
     SELECT 'Bench source ' || g, 'https://source' || g || '.example.com/feed', 'en',
            CASE WHEN g % 10 = 1 THEN 'regulation' WHEN g % 10 = 2 THEN 'regulation-article' ELSE 'article' END,
            ?::timestamptz - interval '3 years', ?::timestamptz
     FROM generate_series(1, ?) g`,
    [DATA_END, DATA_END, FEED_SIZES.sources],
  )
  await step(
    db,
    say,
    'source topics',
    `INSERT INTO rss_source_topics (source_id, topic_id)
     SELECT id, (SELECT min(id) FROM countries) + ${spread("id::text || 't'")} % ? FROM rss_sources`,
    [SIZES.countries],
  )
  // each kind's items spread over its own sources: n-th item of a kind goes to the kind's (n % sources)-th
  await step(
    db,
    say,
    `feed items (${articles} articles, ${regulations} of each regulation kind)`,
    `WITH s AS (
       SELECT id, type, row_number() OVER (PARTITION BY type ORDER BY id) - 1 AS i, count(*) OVER (PARTITION BY type) AS n
       FROM rss_sources),
     items AS (
       SELECT 'article' AS kind, g FROM generate_series(1, ?) g
       UNION ALL SELECT 'regulation', g FROM generate_series(1, ?) g
       UNION ALL SELECT 'regulation-article', g FROM generate_series(1, ?) g)
     INSERT INTO feed_items (kind, "sourceId", guid, link, title, summary, date, language, "mlPredictions", "createdAt")
     SELECT items.kind, s.id, items.kind || '-' || g, 'https://source' || s.id || '.example.com/' || g,
            'Headline ' || g || ' on ' || (ARRAY['grid','port','rail','steel','wind','bank'])[1 + g % 6] || ' markets',
            'What happened in item ' || g || ', summarised by the feed.', d.date, 'en',
            jsonb_build_object('summarization', '', 'foundEnrEntities', '[]'::jsonb, 'categories',
              jsonb_build_array(jsonb_build_object('id', (SELECT min(id) FROM briefs WHERE name LIKE 'Bench brief %') + g % ?,
                'name', 'Bench brief', 'type', 'industry', 'score', 0.7))),
            d.date
     FROM items JOIN s ON s.type = items.kind AND s.i = items.g % s.n,
     LATERAL (SELECT ?::timestamptz - (${spread("items.kind || g")} % ${THREE_YEARS_S} || ' seconds')::interval AS date) d`,
    [articles, regulations, regulations, FEED_SIZES.briefs, DATA_END],
  )
  await step(
    db,
    say,
    'feed item topics',
    `INSERT INTO feed_item_topics ("itemId", "countryId", kind, date)
     SELECT i.id, t.topic_id, i.kind, i.date FROM feed_items i JOIN rss_source_topics t ON t.source_id = i."sourceId"`,
  )
  await step(
    db,
    say,
    `events (${events})`,
    `INSERT INTO events (title, description, "articleId", date, locations, sources, "createdBy", "createdAt", "updatedAt")
     SELECT i.title, left(i.summary, 200), i.id, i.date, '[]', jsonb_build_array(i.link),
            ${benchUsers}[1 + ${spread("i.id::text || 'u'")} % ?], i.date + interval '2 hours', i.date + interval '3 hours'
     FROM feed_items i WHERE i.kind = 'article' AND i.id % ? = 0 LIMIT ?`,
    [SIZES.users, Math.max(1, Math.floor(articles / events)), events],
  )
  await db.raw(`UPDATE feed_items SET "isUsed" = true WHERE id IN (SELECT "articleId" FROM events)`)
  await step(
    db,
    say,
    'event topics, entities and briefs',
    `WITH e AS (SELECT id, row_number() OVER (ORDER BY id) AS n FROM events),
     picked AS (SELECT id, row_number() OVER (ORDER BY id) AS n FROM entities WHERE type IN ('Actor', 'Plot', 'Context')
                LIMIT 20000),
     picks AS (SELECT count(*) AS n FROM picked),
     topics AS (
       INSERT INTO event_topics ("eventId", "countryId", position)
       SELECT e.id, (SELECT min(id) FROM countries) + ${spread("e.id::text || 't'")} % ?, 1 FROM e),
     briefs AS (
       INSERT INTO event_briefs ("eventId", "briefId", position)
       SELECT e.id, (SELECT min(id) FROM briefs WHERE name LIKE 'Bench brief %') + e.id % ?, 1 FROM e)
     INSERT INTO event_entities ("eventId", "entityId", position)
     SELECT e.id, picked.id, 1 FROM e, picks JOIN picked ON true WHERE picked.n = 1 + e.n % picks.n`,
    [SIZES.countries, FEED_SIZES.briefs],
  )
}
