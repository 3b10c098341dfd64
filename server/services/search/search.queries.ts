import type { Knex } from 'knex'
import { SEARCH_SUBSTRING_MIN_LENGTH, type SearchKind } from '../../../common/search'

/** The patterns and numbers every kind's query binds (named bindings of knex.raw). */
export interface SearchBindings {
  /** the query trimmed and lower-cased */
  q: string
  /** q with LIKE's wildcards escaped, then: as the whole name's start, a word's start, anywhere */
  prefix: string
  word: string
  contains: string
  limit: number
  candidates: number
}

/** A row of one kind's query, before its route is made. */
export interface SearchRow {
  kind: SearchKind
  id: string
  label: string
  detail: string
  /** what the route needs beside the id: an entity's type, a user's email */
  routeKey: string | null
  score: number
}

/**
 * The rank of a name (lower-cased): the whole query first, then names it starts, then names with a word
 * it starts, each tier ordered by trigram similarity (0–1), so an exact or prefix match always comes
 * before one that only holds the query.
 */
const score = (name: string) =>
  `(CASE WHEN ${name} = :q THEN 3 WHEN ${name} LIKE :prefix THEN 2 WHEN ${name} LIKE :word THEN 1 ELSE 0 END
    + similarity(${name}, :q))`

/**
 * A reference table's query: the names (`match`, as indexed by its trigram index) holding the query,
 * or starting with it when it is too short for trigrams, best first. `candidates` bounds the rows ranked
 * where a table may grow large (events, regulations): the index gives them unordered, then the best win.
 */
function ranked(options: {
  kind: SearchKind
  table: string
  id: string
  label: string
  detail: string
  routeKey?: string
  match: string
  name: string
  substring: boolean
  bounded?: boolean
}): string {
  const pattern = options.substring ? ':contains' : ':prefix'
  const found = `SELECT *, ${options.name} AS folded FROM ${options.table} WHERE ${options.match} ILIKE ${pattern}${
    options.bounded ? ' LIMIT :candidates' : ''
  }`
  return `(SELECT '${options.kind}' AS kind, (${options.id})::text AS id, (${options.label})::text AS label,
      coalesce((${options.detail})::text, '') AS detail, (${options.routeKey ?? 'NULL'})::text AS "routeKey",
      ${score('folded')} AS score
    FROM (${found}) found ORDER BY score DESC, label LIMIT :limit)`
}

/**
 * Entities, by the names folded once when written (entity_names, collation C): the first names starting
 * with the query by their btree, plus a bounded set of names holding it by their trigram index, ranked
 * together. A common word starts or holds thousands of the 200,000 names; neither part reads them all.
 */
function entities(substring: boolean): string {
  const holding = substring
    ? `UNION (SELECT id, folded FROM entity_names WHERE folded LIKE :contains LIMIT :candidates)`
    : ''
  return `(SELECT 'entity' AS kind, e.id::text AS id, e.name::text AS label,
      concat_ws(' · ', e.type, e."subType") AS detail, e.type::text AS "routeKey", ${score('n.folded')} AS score
    FROM ((SELECT id, folded FROM entity_names WHERE folded LIKE :prefix ORDER BY folded LIMIT :limit) ${holding}) n
    JOIN entities e ON e.id = n.id
    ORDER BY score DESC, n.folded LIMIT :limit)`
}

const KIND_QUERIES: Record<SearchKind, (substring: boolean) => string> = {
  entity: entities,
  event: (substring) =>
    ranked({
      kind: 'event',
      table: 'events',
      id: 'id',
      label: 'title',
      detail: `to_char(date AT TIME ZONE 'UTC', 'YYYY-MM-DD')`,
      match: 'title',
      name: 'lower(title)',
      substring,
      bounded: true,
    }),
  regulation: (substring) =>
    ranked({
      kind: 'regulation',
      table: 'regulations',
      id: 'id',
      label: '"summarizedName"',
      detail: '"legalName"',
      // the expression of its trigram index: both names searched at once
      match: `("summarizedName" || ' ' || "legalName")`,
      name: `lower("summarizedName" || ' ' || "legalName")`,
      substring,
      bounded: true,
    }),
  country: (substring) =>
    ranked({
      kind: 'country',
      table: 'countries',
      id: 'id',
      label: 'name',
      detail: 'iso_code',
      match: 'name',
      name: 'lower(name)',
      substring,
    }),
  brief: (substring) =>
    ranked({
      kind: 'brief',
      table: 'briefs',
      id: 'id',
      label: 'name',
      detail: 'type',
      match: 'name',
      name: 'lower(name)',
      substring,
    }),
  landscape: (substring) =>
    ranked({
      kind: 'landscape',
      table: 'landscapes',
      id: 'id',
      label: 'name',
      detail: `array_to_string(alternative_names, ', ')`,
      match: 'name',
      name: 'lower(name)',
      substring,
    }),
  statisticType: (substring) =>
    ranked({
      kind: 'statisticType',
      table: 'cross_entity_facet_types',
      id: 'id',
      label: 'name',
      detail: `concat_ws(' · ', periodicity, units)`,
      match: 'name',
      name: 'lower(name)',
      substring,
    }),
  dictionary: (substring) =>
    ranked({
      kind: 'dictionary',
      table: 'dictionaries',
      id: 'id',
      label: 'key',
      detail: 'name',
      match: 'key',
      name: 'lower(key)',
      substring,
    }),
  user: (substring) =>
    ranked({
      kind: 'user',
      table: 'users',
      id: 'id',
      label: 'name',
      detail: `concat_ws(' · ', email, role)`,
      routeKey: 'email',
      match: 'name',
      name: 'lower(name)',
      substring,
    }),
}

/** One statement for all the kinds asked: each kind's best `limit`, in no particular order. */
export async function searchRows(db: Knex, kinds: SearchKind[], bindings: SearchBindings): Promise<SearchRow[]> {
  if (!kinds.length) return []
  const substring = [...bindings.q].length >= SEARCH_SUBSTRING_MIN_LENGTH
  const sql = kinds.map((kind) => KIND_QUERIES[kind](substring)).join('\nUNION ALL\n')
  const result = await db.raw<{ rows: SearchRow[] }>(sql, { ...bindings })
  return result.rows
}
