import type { Knex } from 'knex'

// keys and descriptions sort as people read them, as the names of migration 002 do
const SORTABLE_TEXT = 'varchar(254) COLLATE "und-x-icu"'

export async function up(db: Knex) {
  await db.schema.createTable('dictionaries', (t) => {
    t.uuid('id').primary().defaultTo(db.raw('gen_random_uuid()'))
    t.specificType('key', SORTABLE_TEXT).notNullable()
    t.specificType('name', SORTABLE_TEXT).notNullable().defaultTo('')
    t.timestamp('createdAt', { useTz: true }).notNullable().defaultTo(db.fn.now())
    t.timestamp('updatedAt', { useTz: true }).notNullable().defaultTo(db.fn.now())
  })
  await db.raw('CREATE UNIQUE INDEX dictionaries_key_unique ON dictionaries (lower(key))')
  // key= and key[$in][] look a key up as it is spelled, and the list sorts by it
  await db.raw('CREATE INDEX dictionaries_key ON dictionaries (key)')
  await db.raw('CREATE INDEX dictionaries_key_trgm ON dictionaries USING gin (key gin_trgm_ops)')
  await db.raw('CREATE INDEX dictionaries_name_trgm ON dictionaries USING gin (name gin_trgm_ops)')

  await db.schema.createTable('dictionary_items', (t) => {
    t.uuid('id').primary().defaultTo(db.raw('gen_random_uuid()'))
    t.uuid('dictionaryId').notNullable().references('dictionaries.id').onDelete('CASCADE')
    t.string('value', 254).notNullable()
    t.string('category', 254).notNullable().defaultTo(' ')
    t.integer('position').notNullable()
    t.timestamp('createdAt', { useTz: true }).notNullable().defaultTo(db.fn.now())
    t.timestamp('updatedAt', { useTz: true }).notNullable().defaultTo(db.fn.now())
  })
  await db.raw('CREATE UNIQUE INDEX dictionary_items_position ON dictionary_items ("dictionaryId", position)')
}

export async function down(db: Knex) {
  for (const table of ['dictionary_items', 'dictionaries']) await db.schema.dropTableIfExists(table)
}
