import type { Knex } from 'knex'

/**
 * The grids sorted by Assigned (spec 2 §2, §3): by the name of the assigned user, under the names' own
 * collation, then by the row's id the same way. Rows whose assignee is no user — none, or one removed
 * (assignees have no foreign key: a removed user shows as 'Removed User') — have no name: they come
 * after every name ascending, before them descending.
 *
 * A page is read one of two ways, with the same rows in the same order:
 * - sorted whole (`assigneeSortedWhole`): every row the filters keep with its assignee's name (a hash
 *   join on a few dozen users), the page taken from the top. Its time grows with the rows kept: used up
 *   to `assigneeSort.sortedWholeUpTo` of them, and when the other way cannot tell.
 * - assignee by assignee (`assigneePageIds`), as the facet type sorts are read: for each name in order,
 *   the first rows of each of its users by id, from the index on (assignee, id); then the rows of no
 *   user. Its time does not grow with the rows kept, as long as the filters keep a fair share of each
 *   user's rows; a filter that keeps next to none of some user's rows (stage=published: published facets
 *   have no assignee) would have it read all of that user's rows, so with filters each user's rows are
 *   read up to a bound, and a user whose bound is reached with too few rows kept sends the page to the
 *   first way.
 */

type Order = 'asc' | 'desc'

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`

/** Tunables, in an object so that tests can take either way with a few rows. */
export const assigneeSort = {
  /** up to this many rows kept, a page is sorted whole (20,000 rows: about 10 ms) */
  sortedWholeUpTo: 20_000,
  /** with filters, rows of one user read at most, per row of the page wanted */
  readPerRowWanted: 20,
}

/** The user of the assignee of `alias`, as `assignee` with `assigneeId` and `assigneeName` (no other column's names). */
export const joinAssignee = (db: Knex, builder: Knex.QueryBuilder, alias: string) =>
  builder.leftJoin(
    db('users').select('id as assigneeId', 'name as assigneeName').as('assignee'),
    'assignee.assigneeId',
    `${alias}.assignedToId`,
  )

/** The column to order by for the assignee's name, once joinAssignee is joined. */
export const ASSIGNEE_NAME = 'assignee.assigneeName'

export interface AssigneePage {
  /** the table, as its indexes on ("assignedToId", id) and on (id) of no assignee read it */
  table: 'entities' | 'facets'
  /** the rows the filters keep, from `alias`, with neither select nor order */
  filtered: () => Knex.QueryBuilder
  /** whether the query filters anything (else every user's rows are all kept) */
  hasFilters: boolean
  /** how `filtered` names the table */
  alias: string
  order: Order
  limit: number
  skip: number
}

/** The ids of one page sorted whole, in order. */
export async function assigneeSortedWhole(db: Knex, page: AssigneePage): Promise<string[]> {
  const { filtered, alias, order, limit, skip } = page
  const idOf = `${alias}.id`
  const rows: { id: string }[] = await joinAssignee(db, filtered(), alias)
    .select(idOf)
    .orderBy([
      { column: ASSIGNEE_NAME, order },
      { column: idOf, order },
    ])
    .limit(limit)
    .offset(skip)
  return rows.map((row) => row.id)
}

interface UserRows {
  /** the user's name; null for the rows of no user */
  value: string | null
  /** the user's first rows kept, in order, at most `wanted` */
  ids: string[] | null
  /** false when the bound was reached with fewer than `wanted` rows kept: the user's first rows are unknown */
  complete: boolean
}

/**
 * The ids of one page read assignee by assignee, in order; null when a user's rows could not be read
 * within the bound (then sort whole). The part of no user is read only when the names do not fill the
 * page ascending (descending, the other way round).
 */
export async function assigneePageIds(db: Knex, page: AssigneePage): Promise<string[] | null> {
  const { order, limit, skip } = page
  const wanted = skip + limit
  if (!limit) return []
  const parts = order === 'asc' ? [namedPart, nonePart] : [nonePart, namedPart]
  const ids: string[] = []
  for (const part of parts) {
    if (ids.length >= wanted) break
    const users = await part(db, page, wanted - ids.length)
    const merged = mergeUsers(users, order, wanted - ids.length)
    if (!merged) return null
    ids.push(...merged)
  }
  return ids.slice(skip, wanted)
}

/**
 * The first `wanted` ids of users in the order of their names then ids; null when a user that could hold
 * some of them was not read whole.
 */
function mergeUsers(users: UserRows[], order: Order, wanted: number): string[] | null {
  const byValue = new Map<string | null, UserRows[]>()
  for (const user of users) byValue.set(user.value, [...(byValue.get(user.value) ?? []), user])
  const ids: string[] = []
  // the names come ordered by the database (their collation); the rows of no user are one group
  for (const group of byValue.values()) {
    if (ids.length >= wanted) break
    if (group.some((user) => !user.complete)) return null
    const sorted = group.flatMap((user) => user.ids ?? []).sort()
    ids.push(...(order === 'asc' ? sorted : sorted.reverse()))
  }
  return ids.slice(0, wanted)
}

/** Each user's first `wanted` rows kept (in name order, then user), read from the index on (assignee, id). */
function namedPart(db: Knex, page: AssigneePage, wanted: number): Promise<UserRows[]> {
  const users = db('users').select('name as value', 'id')
  return db
    .from(db.raw('? AS g CROSS JOIN LATERAL ? AS w', [users, firstRows(db, page, wanted, 'g.id')]))
    .select('g.value', 'w.ids', 'w.complete')
    .orderBy([
      { column: 'g.value', order: page.order },
      { column: 'g.id', order: page.order },
    ])
}

/** The first `wanted` rows of no user: of no assignee (from their own index), and of each assignee that is no user. */
async function nonePart(db: Knex, page: AssigneePage, wanted: number): Promise<UserRows[]> {
  const { table } = page
  // the distinct assignees, one index probe each, that are no user
  const removed = db.raw(
    `(WITH RECURSIVE a(id) AS (
       (SELECT "assignedToId" FROM ${quoted(table)} WHERE "assignedToId" IS NOT NULL ORDER BY "assignedToId" LIMIT 1)
       UNION ALL
       SELECT (SELECT "assignedToId" FROM ${quoted(table)} WHERE "assignedToId" > a.id ORDER BY "assignedToId" LIMIT 1)
       FROM a WHERE a.id IS NOT NULL
     )
     SELECT a.id FROM a WHERE a.id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM users u WHERE u.id = a.id))`,
  )
  const ofRemoved: UserRows[] = await db
    .from(db.raw('? AS g CROSS JOIN LATERAL ? AS w', [removed, firstRows(db, page, wanted, 'g.id')]))
    .select(db.raw('NULL AS value'), 'w.ids', 'w.complete')
  const unassigned: UserRows[] = await db
    .from(db.raw('? AS w', [firstRows(db, page, wanted, null)]))
    .select(db.raw('NULL AS value'), 'w.ids', 'w.complete')
  return [...ofRemoved, ...unassigned]
}

/**
 * The first `wanted` rows kept of one user (`user`, an SQL reference to its id; null for the rows of no
 * assignee): `ids`, and whether they are known (`complete`). With filters, only the user's first
 * `readPerRowWanted` × wanted rows are read: when they hold fewer than `wanted` rows kept and the user
 * has more, the user's rows are not complete.
 */
function firstRows(db: Knex, page: AssigneePage, wanted: number, user: string | null) {
  const { table, filtered, alias, order, hasFilters } = page
  const ofUser = (builder: Knex.QueryBuilder, name: string) =>
    user ? builder.whereRaw(`${quoted(name)}."assignedToId" = ${user}`) : builder.whereNull(`${name}.assignedToId`)
  const idOf = `${alias}.id`
  if (!hasFilters) {
    const kept = ofUser(db(`${table} as r`), 'r')
      .select('r.id')
      .orderBy('r.id', order)
      .limit(wanted)
    return db.raw('(SELECT ARRAY(?) AS ids, true AS complete)', [kept])
  }
  // the user's first rows in order (the index alone), each looked up for the filters until enough are kept
  const bound = wanted * assigneeSort.readPerRowWanted
  const read = () =>
    ofUser(db(`${table} as r`), 'r')
      .select('r.id')
      .orderBy('r.id', order)
      .limit(bound)
  const kept = filtered().join(read().as('r'), 'r.id', idOf).select(idOf).orderBy('r.id', order).limit(wanted)
  return db.raw(
    `(SELECT k.ids, cardinality(k.ids) >= ? OR (SELECT count(*) FROM ? AS n) < ? AS complete
      FROM (SELECT ARRAY(?) AS ids) AS k)`,
    [wanted, read(), bound, kept],
  )
}

/** The ids of one page sorted by Assigned alone, in order, read the better way for `total` rows kept. */
export async function assigneeSortedIds(db: Knex, page: AssigneePage, total: number): Promise<string[]> {
  const read = total > assigneeSort.sortedWholeUpTo ? await assigneePageIds(db, page) : null
  return read ?? assigneeSortedWhole(db, page)
}

/** Rows in the order of their ids in `ids`. */
export function inOrderOf<T extends { id: string }>(ids: readonly string[], rows: readonly T[]): T[] {
  const byId = new Map(rows.map((row) => [row.id, row]))
  return ids.flatMap((id) => byId.get(id) ?? [])
}
