import type { Knex } from 'knex'

/**
 * The command palette's search (GET /search) matches entity names by their start: a btree on the folded
 * names (collation C, so LIKE 'abc%' is a range scan) gives the first names in order without reading the
 * thousands a common word starts; the trigram index answers the names that hold the query further in.
 */
export async function up(db: Knex) {
  await db.raw('CREATE INDEX entity_names_folded ON entity_names (folded)')
}

export async function down(db: Knex) {
  await db.raw('DROP INDEX entity_names_folded')
}
