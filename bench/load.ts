import type { Knex } from 'knex'
import { STAGES } from '../common/templateFormat'

/** The data of a run: at scale 1, 200,000 entities with 2,000,000 facets (issue 6 'Speed', issue 10). */
export const SIZES = { entities: 200_000, facetsPerEntity: 10, users: 50, countries: 200 }

const WORDS = [
  'Atlas',
  'Boreal',
  'Cobalt',
  'Delta',
  'Ember',
  'Falcon',
  'Granite',
  'Harbor',
  'Indigo',
  'Juniper',
  'Kestrel',
  'Lumen',
  'Meridian',
  'Nimbus',
  'Orion',
  'Pioneer',
  'Quartz',
  'Raven',
  'Summit',
  'Tundra',
  'Umber',
  'Vertex',
  'Willow',
  'Xenon',
  'Yarrow',
  'Zephyr',
  'Energy',
  'Shipping',
  'Grid',
  'Mining',
  'Bank',
  'Holdings',
  'Ports',
  'Rail',
  'Solar',
  'Wind',
  'Steel',
  'Chemicals',
  'Logistics',
  'Capital',
]
const words = `ARRAY[${WORDS.map((word) => `'${word}'`).join(',')}]`
const stages = `ARRAY[${STAGES.map((stage) => `'${stage}'`).join(',')}]`

/** The scale the database holds, or null when it holds none yet. */
export async function loadedScale(db: Knex): Promise<number | null> {
  await db.raw('CREATE TABLE IF NOT EXISTS bench_meta (scale double precision NOT NULL)')
  const row: { scale: number } | undefined = await db('bench_meta').first('scale')
  return row?.scale ?? null
}

/**
 * Synthetic entities, facets, fields, topics and users, written by set-based SQL (INSERT … SELECT over
 * generate_series), so scale 1 loads in minutes. Stages lean to the working ones, a tenth of the
 * entities are hidden, a fifth of the facets unassigned; dates spread over three years.
 */
export async function loadData(db: Knex, scale: number, say: (text: string) => void) {
  const entities = Math.max(100, Math.round(SIZES.entities * scale))
  await db.raw('TRUNCATE entities, facets, facet_fields, topic_links, facet_logs CASCADE')
  await db('users').where('email', 'like', 'bench-%').delete()
  await db.raw('DELETE FROM bench_meta')
  const step = async (label: string, sql: string, bindings: Knex.RawBinding[] = []) => {
    const started = Date.now()
    await db.raw(sql, bindings)
    say(`  ${label}: ${((Date.now() - started) / 1000).toFixed(1)} s`)
  }
  await step(
    'users',
    `INSERT INTO users (email, name, role, "isVerified")
     SELECT 'bench-' || g || '@example.com', 'Bench ' || (${words})[1 + g % 40] || ' ' || g,
            CASE WHEN g % 5 = 0 THEN 'admin' ELSE 'analyst' END, true
     FROM generate_series(1, ?) g`,
    [SIZES.users],
  )
  await db.raw(
    `CREATE TEMP TABLE bench_users AS SELECT array_agg(id ORDER BY id) AS ids FROM users WHERE email LIKE 'bench-%'`,
  )
  await step(
    'countries',
    `INSERT INTO countries (name)
     SELECT 'Benchland ' || g FROM generate_series((SELECT count(*) FROM countries) + 1, ?) g`,
    [SIZES.countries],
  )
  await step(
    `entities (${entities})`,
    `WITH t AS (
       SELECT id, type, "subType", row_number() OVER (ORDER BY type, "subType", id) - 1 AS i, count(*) OVER () AS n
       FROM entity_templates)
     INSERT INTO entities (name, "entityTemplateId", type, "subType", stage, "assignedToId", hidden, completeness,
                           "createdAt", "updatedAt")
     SELECT (${words})[1 + (g * 7) % 40] || ' ' || (${words})[1 + (g * 13) % 37] || ' ' || g,
            t.id, t.type, t."subType",
            CASE WHEN g % 4 = 0 THEN 'published' ELSE 'in progress' END,
            CASE WHEN g % 6 = 0 THEN NULL ELSE (SELECT ids FROM bench_users)[1 + g % ?] END,
            g % 10 = 0, (g * 37) % 101,
            now() - ((g % 1095) || ' days')::interval - ((g % 86400) || ' seconds')::interval,
            now() - ((g % 365) || ' days')::interval - ((g % 3600) || ' seconds')::interval
     FROM generate_series(1, ?) g JOIN t ON t.i = g % t.n`,
    [SIZES.users, entities],
  )
  await step(
    'topic links',
    `INSERT INTO topic_links ("entityId", "countryId")
     SELECT id, (SELECT min(id) FROM countries) + (abs(hashtext(id::text)) % ?) FROM entities`,
    [SIZES.countries],
  )
  await step(
    `facets (${entities * SIZES.facetsPerEntity})`,
    `WITH ft AS (
       SELECT id, "entityTemplateId", row_number() OVER (PARTITION BY "entityTemplateId" ORDER BY "order") - 1 AS i,
              count(*) OVER (PARTITION BY "entityTemplateId") AS n
       FROM facet_types WHERE NOT deleted)
     INSERT INTO facets ("entityId", "facetTypeId", "order", stage, "assignedToId", "editorId", "createdAt", "updatedAt")
     SELECT e.id, ft.id, k,
            (${stages})[1 + (abs(hashtext(e.id::text)) + k) % ${STAGES.length}],
            CASE WHEN k % 5 = 0 THEN NULL ELSE (SELECT ids FROM bench_users)[1 + (abs(hashtext(e.id::text)) + k) % ?] END,
            (SELECT ids FROM bench_users)[1 + (abs(hashtext(e.id::text)) + 3 * k) % ?],
            e."createdAt" + (k || ' hours')::interval, e."updatedAt" - (k || ' minutes')::interval
     FROM entities e CROSS JOIN generate_series(1, ?) k
     JOIN ft ON ft."entityTemplateId" = e."entityTemplateId" AND ft.i = (k - 1) % ft.n`,
    [SIZES.users, SIZES.users, SIZES.facetsPerEntity],
  )
  await step(
    'facet fields',
    `INSERT INTO facet_fields ("facetId", "facetFieldTypeId", name, "order", value)
     SELECT f.id, fft.id, CASE fft.kind WHEN 'Provenance' THEN 'urlInput' ELSE 'value' END, 1,
            to_jsonb(CASE fft.kind
              WHEN 'Provenance' THEN 'https://news' || (abs(hashtext(f.id::text)) % 50) || '.example.com/story'
              WHEN 'Label' THEN (${words})[1 + abs(hashtext(f.id::text)) % 40] || ' ' || (${words})[1 + abs(hashtext(f.id::text || 'x')) % 40]
              ELSE 'Notes on ' || (${words})[1 + abs(hashtext(f.id::text)) % 40] || ' and ' || (${words})[1 + abs(hashtext(f.id::text || 'y')) % 40] || ' markets'
            END)
     FROM facets f JOIN facet_field_types fft ON fft."facetTypeId" = f."facetTypeId"
     WHERE fft.kind IN ('Label', 'Detail', 'Provenance') AND NOT fft.archived`,
  )
  // as autovacuum would after a load: visibility maps let counts read indexes alone
  await step('vacuum analyze', 'VACUUM ANALYZE')
  await db('bench_meta').insert({ scale })
}
