import type { Knex } from 'knex'

const SORTABLE_TEXT = 'varchar(254) COLLATE "und-x-icu"'

/**
 * Entity templates (spec 1 §3): a template's facet types and their field types are rows of their own,
 * because facets and fields will point at them and the facet grid filters on their section, level and
 * name. A template edit keeps their ids; a type taken out is marked deleted or archived, never removed
 * from under the facets that use it.
 */
export async function up(db: Knex) {
  await db.schema.createTable('entity_templates', (t) => {
    t.uuid('id').primary().defaultTo(db.raw('gen_random_uuid()'))
    t.specificType('type', SORTABLE_TEXT).notNullable()
    t.specificType('subType', SORTABLE_TEXT)
    t.specificType('name', SORTABLE_TEXT).notNullable()
    t.jsonb('layout').notNullable().defaultTo('[]')
    t.timestamp('createdAt', { useTz: true }).notNullable().defaultTo(db.fn.now())
    t.timestamp('updatedAt', { useTz: true }).notNullable().defaultTo(db.fn.now())
  })
  // one template per type and sub-type (no sub-type counts as one)
  await db.raw(
    `CREATE UNIQUE INDEX entity_templates_kind_unique ON entity_templates (lower(type), lower(coalesce("subType", '')))`,
  )

  await db.schema.createTable('facet_types', (t) => {
    t.uuid('id').primary().defaultTo(db.raw('gen_random_uuid()'))
    t.uuid('entityTemplateId').notNullable().references('entity_templates.id').onDelete('CASCADE')
    t.specificType('name', SORTABLE_TEXT).notNullable()
    t.specificType('section', SORTABLE_TEXT).notNullable()
    t.string('level', 20).notNullable()
    t.integer('order').notNullable()
    t.boolean('required').notNullable().defaultTo(false)
    t.boolean('display').notNullable().defaultTo(true)
    t.boolean('create').notNullable().defaultTo(false)
    t.boolean('archived').notNullable().defaultTo(false)
    t.boolean('deleted').notNullable().defaultTo(false)
    t.string('duplicate', 10).notNullable().defaultTo('none')
  })
  await db.raw('CREATE INDEX facet_types_template ON facet_types ("entityTemplateId", "order")')

  await db.schema.createTable('facet_field_types', (t) => {
    t.uuid('id').primary().defaultTo(db.raw('gen_random_uuid()'))
    t.uuid('facetTypeId').notNullable().references('facet_types.id').onDelete('CASCADE')
    t.specificType('name', SORTABLE_TEXT).notNullable()
    t.string('kind', 20).notNullable()
    t.integer('order').notNullable()
    t.boolean('required').notNullable().defaultTo(false)
    t.boolean('create').notNullable().defaultTo(true)
    t.boolean('archived').notNullable().defaultTo(false)
    t.jsonb('rules').notNullable().defaultTo('{}')
  })
  await db.raw('CREATE INDEX facet_field_types_facet_type ON facet_field_types ("facetTypeId", "order")')
}

export async function down(db: Knex) {
  for (const table of ['facet_field_types', 'facet_types', 'entity_templates']) await db.schema.dropTableIfExists(table)
}
