import type { Knex } from 'knex'

/**
 * The facet grid (spec 2 §2 Facet-assignment screen): the indexes its filters need that the
 * entity tables lack — the Editors filter, and the Label and Description filters, which look for text
 * inside the `value` fields (case-insensitive contains, answered by a trigram index).
 */
export async function up(db: Knex) {
  await db.raw('CREATE INDEX facets_editor ON facets ("editorId")')
  await db.raw(
    `CREATE INDEX facet_fields_value_trgm ON facet_fields USING gin ((value #>> '{}') gin_trgm_ops) WHERE name = 'value'`,
  )
}

export async function down(db: Knex) {
  await db.raw('DROP INDEX facet_fields_value_trgm')
  await db.raw('DROP INDEX facets_editor')
}
