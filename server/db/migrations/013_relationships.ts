import type { Knex } from 'knex'

/**
 * What the entity editor's relationship panels keep for a saved entity (spec 2 §2–§5): its
 * countries with one primary, its briefs and landscapes (reference data: removing one removes its
 * relationships), and for person entities their roles and educations. Related entities are links
 * outside facets (the `links` table). Dates of roles and educations are ISO days, kept as text.
 */
export async function up(db: Knex) {
  await db.schema.createTable('entity_countries', (t) => {
    t.uuid('entityId').notNullable().references('entities.id').onDelete('CASCADE')
    t.integer('countryId').notNullable().references('countries.id').onDelete('CASCADE')
    t.boolean('primary').notNullable().defaultTo(false)
    t.timestamp('createdAt', { useTz: true }).notNullable().defaultTo(db.fn.now())
    t.primary(['entityId', 'countryId'])
  })
  await db.raw('CREATE UNIQUE INDEX entity_countries_primary ON entity_countries ("entityId") WHERE "primary"')
  await db.raw('CREATE INDEX entity_countries_country ON entity_countries ("countryId")')
  for (const [table, column, target] of [
    ['entity_briefs', 'briefId', 'briefs.id'],
    ['entity_landscapes', 'landscapeId', 'landscapes.id'],
  ] as const) {
    await db.schema.createTable(table, (t) => {
      t.uuid('entityId').notNullable().references('entities.id').onDelete('CASCADE')
      t.integer(column).notNullable().references(target).onDelete('CASCADE')
      t.timestamp('createdAt', { useTz: true }).notNullable().defaultTo(db.fn.now())
      t.primary(['entityId', column])
    })
    await db.raw(`CREATE INDEX ${table}_target ON ${table} ("${column}")`)
  }

  const personData = (t: Knex.CreateTableBuilder) => {
    t.uuid('id').primary().defaultTo(db.raw('gen_random_uuid()'))
    t.uuid('entityId').notNullable().references('entities.id').onDelete('CASCADE')
    t.string('startDate', 10)
    t.string('endDate', 10)
    t.timestamp('createdAt', { useTz: true }).notNullable().defaultTo(db.fn.now())
    t.timestamp('updatedAt', { useTz: true }).notNullable().defaultTo(db.fn.now())
  }
  await db.schema.createTable('entity_roles', (t) => {
    personData(t)
    t.string('title', 300).notNullable()
    t.string('type', 300)
    t.string('organization', 300)
    t.string('department', 300)
    t.boolean('isPrimary').notNullable().defaultTo(false)
    t.string('source', 500).notNullable()
    t.uuid('employerEntityId').references('entities.id').onDelete('SET NULL')
  })
  await db.schema.createTable('entity_educations', (t) => {
    personData(t)
    t.string('degree', 300).notNullable()
    t.string('specialty', 300)
    t.string('institution', 300)
    t.uuid('institutionEntityId').references('entities.id').onDelete('SET NULL')
    t.string('source', 500).notNullable()
  })
  for (const table of ['entity_roles', 'entity_educations']) {
    await db.raw(`CREATE INDEX ${table}_entity ON ${table} ("entityId", "startDate")`)
  }
}

export async function down(db: Knex) {
  for (const table of ['entity_educations', 'entity_roles', 'entity_landscapes', 'entity_briefs', 'entity_countries'])
    await db.schema.dropTable(table)
}
