import type { Knex } from 'knex'

/**
 * The grids sorted by Assigned (server/db/assigneeOrder.ts) read, for each assignee in name order, the
 * first rows by id: the entities' index on the assignee gains the id, the grid's tie-break, as the
 * facets' did in migration 009 (without it each assignee's entities were sorted: 400 ms a page at
 * 200,000 entities). The rows of no assignee are read by id from an index of their own: an index on
 * (assignee, id) gives them in id order only for an equal assignee, never for `IS NULL`.
 */
export async function up(db: Knex) {
  await db.raw('DROP INDEX entities_assigned')
  await db.raw('CREATE INDEX entities_assigned ON entities ("assignedToId", id)')
  await db.raw('CREATE INDEX entities_unassigned ON entities (id) WHERE "assignedToId" IS NULL')
  await db.raw('CREATE INDEX facets_unassigned ON facets (id) WHERE "assignedToId" IS NULL')
}

export async function down(db: Knex) {
  await db.raw('DROP INDEX facets_unassigned')
  await db.raw('DROP INDEX entities_unassigned')
  await db.raw('DROP INDEX entities_assigned')
  await db.raw('CREATE INDEX entities_assigned ON entities ("assignedToId")')
}
