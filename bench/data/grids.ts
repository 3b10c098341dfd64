import type { Knex } from 'knex'
import type { Stage } from '../../common/templateFormat'
import { NAME_STEMS, NAME_TRADES } from '../../server/db/nameWords'
import { step } from './scale'

/** The grids' data: at scale 1, 200,000 entities with 2,000,000 facets. */
export const SIZES = { entities: 200_000, facetsPerEntity: 10, users: 50, countries: 200 }

/** Dates spread over the three years before this instant, so that a day's filter finds the same rows on every load. */
export const DATA_END = '2026-11-01T00:00:00Z'

const WORDS = [...NAME_STEMS, ...NAME_TRADES]
const words = `ARRAY[${WORDS.map((word) => `'${word}'`).join(',')}]`

/** Facet stages as a newsroom holds them: most work in progress or in review, a fifth published. */
const STAGE_MIX: Stage[] = [
  ...Array<Stage>(6).fill('in progress'),
  ...Array<Stage>(3).fill('review'),
  ...Array<Stage>(4).fill('published'),
  'analyst',
  'analyst',
  'edit',
  'edit',
  'unassigned',
  'expired',
  'rejected',
  'no information',
]
/** An entity is in one of the two entity stages (spec 2 §4): four in five still in progress. */
const ENTITY_STAGE_MIX: Stage[] = [...Array<Stage>(4).fill('in progress'), 'published']
const stageArray = (mix: Stage[]) => `ARRAY[${mix.map((stage) => `'${stage}'`).join(',')}]`
const stages = stageArray(STAGE_MIX)
const entityStages = stageArray(ENTITY_STAGE_MIX)
// the bench users' ids, an array read once per statement (an uncorrelated subquery)
const benchUsers = `(SELECT array_agg(id ORDER BY id) FROM users WHERE email LIKE 'bench-%')`
// a deterministic spread of a row's number or id over 0…2^31
const spread = (expression: string) => `abs(hashtext(${expression}))`

/**
 * Synthetic users, entities over the reference templates, topic links, facets, their Label, Detail and
 * Provenance fields and reassignment logs, written by set-based SQL (INSERT … SELECT over
 * generate_series), so scale 1 loads in minutes. A tenth of the entities are hidden, a sixth and a fifth
 * of entities and facets unassigned; dates spread over three years.
 */
export async function loadGridData(db: Knex, scale: number, say: (text: string) => void) {
  const entities = Math.max(100, Math.round(SIZES.entities * scale))
  await db.raw('TRUNCATE entities, facets, facet_fields, topic_links, facet_logs CASCADE')
  await db('users').where('email', 'like', 'bench-%').delete()
  await step(
    db,
    say,
    'users',
    `INSERT INTO users (email, name, role, "isVerified")
     SELECT 'bench-' || g || '@example.com', 'Bench ' || (${words})[1 + g % 40] || ' ' || g,
            CASE WHEN g % 5 = 0 THEN 'admin' ELSE 'analyst' END, true
     FROM generate_series(1, ?) g`,
    [SIZES.users],
  )
  await step(
    db,
    say,
    'countries',
    `INSERT INTO countries (name)
     SELECT 'Benchland ' || g FROM generate_series((SELECT count(*) FROM countries) + 1, ?) g`,
    [SIZES.countries],
  )
  await step(
    db,
    say,
    `entities (${entities})`,
    `WITH t AS (
       SELECT id, type, "subType", row_number() OVER (ORDER BY type, "subType", id) - 1 AS i, count(*) OVER () AS n
       FROM entity_templates)
     INSERT INTO entities (name, "entityTemplateId", type, "subType", stage, "assignedToId", hidden, completeness,
                           "createdAt", "updatedAt")
     SELECT (${words})[1 + (g * 7) % 40] || ' ' || (${words})[1 + (g * 13) % 37] || ' ' || g,
            t.id, t.type, t."subType",
            (${entityStages})[1 + ${spread("g || 's'")} % ${ENTITY_STAGE_MIX.length}],
            CASE WHEN g % 6 = 0 THEN NULL ELSE ${benchUsers}[1 + g % ?] END,
            g % 10 = 0, (g * 37) % 101,
            created, greatest(created, updated)
     FROM generate_series(1, ?) g JOIN t ON t.i = g % t.n,
     LATERAL (SELECT ?::timestamptz - (${spread("g || 'c'")} % (1095 * 86400) || ' seconds')::interval AS created,
                     ?::timestamptz - (${spread("g || 'u'")} % (365 * 86400) || ' seconds')::interval AS updated) d`,
    [SIZES.users, entities, DATA_END, DATA_END],
  )
  await step(
    db,
    say,
    'topic links',
    `INSERT INTO topic_links ("entityId", "countryId")
     SELECT id, (SELECT min(id) FROM countries) + (${spread('id::text')} % ?) FROM entities`,
    [SIZES.countries],
  )
  await step(
    db,
    say,
    `facets (${entities * SIZES.facetsPerEntity})`,
    `WITH numbered AS (
       SELECT id, "entityTemplateId", duplicate <> 'none' AS repeats,
              row_number() OVER (PARTITION BY "entityTemplateId" ORDER BY "order") - 1 AS i,
              count(*) OVER (PARTITION BY "entityTemplateId") AS n
       FROM facet_types WHERE NOT deleted),
     ft AS (
       SELECT *, CASE WHEN repeats THEN row_number() OVER (PARTITION BY "entityTemplateId", repeats ORDER BY i) - 1 END AS d,
              count(*) FILTER (WHERE repeats) OVER (PARTITION BY "entityTemplateId") AS dn
       FROM numbered)
     INSERT INTO facets ("entityId", "facetTypeId", "order", stage, "assignedToId", "editorId", "createdAt", "updatedAt")
     SELECT e.id, ft.id, k,
            (${stages})[1 + (${spread('e.id::text')} + k) % ${STAGE_MIX.length}],
            CASE WHEN k % 5 = 0 THEN NULL ELSE ${benchUsers}[1 + (${spread('e.id::text')} + k) % ?] END,
            ${benchUsers}[1 + (${spread('e.id::text')} + 3 * k) % ?],
            e."createdAt" + (k || ' minutes')::interval, e."updatedAt" - (k || ' minutes')::interval
     FROM entities e CROSS JOIN generate_series(1, ?) k
     JOIN ft ON ft."entityTemplateId" = e."entityTemplateId"
       -- each facet type once, in template order; then the types that may repeat (their duplicate rule)
       AND CASE WHEN k <= ft.n THEN ft.i = k - 1 ELSE ft.d = (k - ft.n - 1) % ft.dn END`,
    [SIZES.users, SIZES.users, SIZES.facetsPerEntity],
  )
  await step(
    db,
    say,
    'facet fields',
    `INSERT INTO facet_fields ("facetId", "facetFieldTypeId", name, "order", value)
     SELECT f.id, fft.id, CASE fft.kind WHEN 'Provenance' THEN 'urlInput' ELSE 'value' END, 1,
            to_jsonb(CASE fft.kind
              WHEN 'Provenance' THEN 'https://news' || (${spread('f.id::text')} % 50) || '.example.com/story'
              WHEN 'Label' THEN (${words})[1 + ${spread('f.id::text')} % 40] || ' ' || (${words})[1 + ${spread("f.id::text || 'x'")} % 40]
              ELSE 'Notes on ' || (${words})[1 + ${spread('f.id::text')} % 40] || ' and ' || (${words})[1 + ${spread("f.id::text || 'y'")} % 40] || ' markets'
            END)
     FROM facets f JOIN facet_field_types fft ON fft."facetTypeId" = f."facetTypeId"
     WHERE fft.kind IN ('Label', 'Detail', 'Provenance') AND NOT fft.archived`,
  )
  await step(
    db,
    say,
    'reassignment logs',
    `INSERT INTO facet_logs ("facetId", "userId", username, action, description, "assignedToId", "createdAt", "updatedAt")
     SELECT f.id, ${benchUsers}[1 + ${spread("f.id::text || 'r'")} % ?], 'Bench', 'reassign',
            'Reassigned', f."assignedToId", f."updatedAt", f."updatedAt"
     FROM facets f WHERE ${spread("f.id::text || 'l'")} % 10 = 0`,
    [SIZES.users],
  )
}
