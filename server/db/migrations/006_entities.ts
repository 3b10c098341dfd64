import type { Knex } from 'knex'
import { STAGES } from '../../../common/templateFormat'

const SORTABLE_TEXT = 'varchar(254) COLLATE "und-x-icu"'

const oneOf = (values: readonly string[]) => values.map((value) => `'${value}'`).join(', ')

const timestamps = (db: Knex, t: Knex.CreateTableBuilder) => {
  t.timestamp('createdAt', { useTz: true }).notNullable().defaultTo(db.fn.now())
  t.timestamp('updatedAt', { useTz: true }).notNullable().defaultTo(db.fn.now())
}

/**
 * Entities and what they hold (spec 1 §3): facets of the template's facet types, facet fields (one
 * attribute of a field set each: `order` numbers the sets of one field type), links between entities,
 * and the review trail of a facet (comments, logs, rejections).
 *
 * Assignees are kept without a foreign key: a removed user still shows as 'Removed User' (spec 2 §2).
 */
export async function up(db: Knex) {
  await db.schema.createTable('entities', (t) => {
    t.uuid('id').primary().defaultTo(db.raw('gen_random_uuid()'))
    t.specificType('name', SORTABLE_TEXT).notNullable().defaultTo('')
    t.uuid('entityTemplateId').notNullable().references('entity_templates.id')
    t.specificType('type', SORTABLE_TEXT).notNullable()
    t.specificType('subType', SORTABLE_TEXT)
    t.string('stage', 20).notNullable().defaultTo('in progress')
    t.uuid('assignedToId')
    t.text('failedReason')
    t.boolean('hidden').notNullable().defaultTo(false)
    t.boolean('isTopic').notNullable().defaultTo(false)
    t.uuid('creatorId').references('users.id').onDelete('SET NULL')
    // who saved last: a stale save is refused naming them (409)
    t.uuid('updatedById').references('users.id').onDelete('SET NULL')
    timestamps(db, t)
  })
  await db.raw(`ALTER TABLE entities ADD CONSTRAINT entities_stage_known CHECK (stage IN (${oneOf(STAGES)}))`)
  await db.raw('CREATE INDEX entities_type_subtype ON entities (type, "subType")')
  await db.raw('CREATE INDEX entities_name ON entities (name)')
  await db.raw('CREATE INDEX entities_name_trgm ON entities USING gin (name gin_trgm_ops)')
  await db.raw('CREATE INDEX entities_template ON entities ("entityTemplateId")')
  await db.raw('CREATE INDEX entities_stage ON entities (stage)')
  await db.raw('CREATE INDEX entities_assigned ON entities ("assignedToId")')
  await db.raw('CREATE INDEX entities_created_at ON entities ("createdAt")')
  await db.raw('CREATE INDEX entities_updated_at ON entities ("updatedAt")')

  // an entity's topics are countries (spec 2 §3 topics with linkId)
  await db.schema.createTable('topic_links', (t) => {
    t.uuid('id').primary().defaultTo(db.raw('gen_random_uuid()'))
    t.uuid('entityId').notNullable().references('entities.id').onDelete('CASCADE')
    t.integer('countryId').notNullable().references('countries.id').onDelete('CASCADE')
    t.timestamp('createdAt', { useTz: true }).notNullable().defaultTo(db.fn.now())
    t.unique(['entityId', 'countryId'])
  })
  await db.raw('CREATE INDEX topic_links_country ON topic_links ("countryId")')

  await db.schema.createTable('facets', (t) => {
    t.uuid('id').primary().defaultTo(db.raw('gen_random_uuid()'))
    t.uuid('entityId').notNullable().references('entities.id').onDelete('CASCADE')
    t.uuid('facetTypeId').notNullable().references('facet_types.id')
    t.integer('order').notNullable()
    t.string('stage', 20).notNullable().defaultTo('in progress')
    t.uuid('assignedToId')
    t.uuid('creatorId').references('users.id').onDelete('SET NULL')
    // the last user who changed a field: the facet grid's Editors column
    t.uuid('editorId').references('users.id').onDelete('SET NULL')
    // statistic facets name their series type; no foreign key until that table exists
    t.uuid('crossEntityFacetTypeId')
    timestamps(db, t)
  })
  await db.raw(`ALTER TABLE facets ADD CONSTRAINT facets_stage_known CHECK (stage IN (${oneOf(STAGES)}))`)
  await db.raw('CREATE INDEX facets_entity ON facets ("entityId", "order")')
  await db.raw('CREATE INDEX facets_type ON facets ("facetTypeId")')
  await db.raw('CREATE INDEX facets_stage ON facets (stage)')
  await db.raw('CREATE INDEX facets_assigned ON facets ("assignedToId")')
  await db.raw('CREATE INDEX facets_created_at ON facets ("createdAt")')
  await db.raw('CREATE INDEX facets_updated_at ON facets ("updatedAt")')

  await db.schema.createTable('facet_fields', (t) => {
    t.uuid('id').primary().defaultTo(db.raw('gen_random_uuid()'))
    t.uuid('facetId').notNullable().references('facets.id').onDelete('CASCADE')
    t.uuid('facetFieldTypeId').notNullable().references('facet_field_types.id')
    // the attribute of the field set (value, dateStart, urlInput, …)
    t.string('name', 40).notNullable()
    // which field set of the field type it belongs to (1, 2, …)
    t.integer('order').notNullable()
    t.jsonb('value')
    timestamps(db, t)
    t.unique(['facetId', 'facetFieldTypeId', 'order', 'name'])
  })
  await db.raw('CREATE INDEX facet_fields_field_type ON facet_fields ("facetFieldTypeId")')
  await db.raw('CREATE INDEX facet_fields_name ON facet_fields (name)')

  await db.schema.createTable('links', (t) => {
    t.uuid('id').primary().defaultTo(db.raw('gen_random_uuid()'))
    t.uuid('sourceId').notNullable().references('entities.id').onDelete('CASCADE')
    t.string('sourceType', 20).notNullable().defaultTo('entity')
    t.specificType('sourceEntityType', SORTABLE_TEXT)
    // the facet whose link field holds it; none for links made outside facets
    t.uuid('facetId').references('facets.id').onDelete('CASCADE')
    t.uuid('facetFieldTypeId').references('facet_field_types.id')
    t.uuid('targetId').notNullable().references('entities.id').onDelete('CASCADE')
    t.string('targetType', 20).notNullable().defaultTo('entity')
    t.specificType('targetEntityType', SORTABLE_TEXT)
    t.string('section', 254)
    t.string('type', 254)
    t.integer('strength')
    t.string('direction', 10).notNullable().defaultTo('BILATERAL')
    t.text('description')
    t.jsonb('provenance')
    t.string('stage', 20)
    t.integer('order').notNullable().defaultTo(1)
    timestamps(db, t)
  })
  await db.raw(
    `ALTER TABLE links ADD CONSTRAINT links_direction_known CHECK (direction IN ('TO', 'FROM', 'BILATERAL'))`,
  )
  await db.raw('ALTER TABLE links ADD CONSTRAINT links_strength_range CHECK (strength BETWEEN 1 AND 5)')
  await db.raw('CREATE INDEX links_source ON links ("sourceId")')
  await db.raw('CREATE INDEX links_target ON links ("targetId")')
  await db.raw('CREATE INDEX links_facet ON links ("facetId")')

  await db.schema.createTable('comments', (t) => {
    t.uuid('id').primary().defaultTo(db.raw('gen_random_uuid()'))
    t.uuid('sourceId').notNullable().references('facets.id').onDelete('CASCADE')
    t.text('details').notNullable()
    t.integer('assessment').notNullable().defaultTo(3)
    t.uuid('userId').references('users.id').onDelete('SET NULL')
    t.string('username', 254).notNullable()
    timestamps(db, t)
  })
  await db.raw('ALTER TABLE comments ADD CONSTRAINT comments_assessment_range CHECK (assessment BETWEEN 1 AND 5)')
  await db.raw('CREATE INDEX comments_source ON comments ("sourceId", "createdAt" DESC)')

  await db.schema.createTable('facet_logs', (t) => {
    t.uuid('id').primary().defaultTo(db.raw('gen_random_uuid()'))
    t.uuid('facetId').notNullable().references('facets.id').onDelete('CASCADE')
    t.uuid('userId').references('users.id').onDelete('SET NULL')
    t.string('username', 254).notNullable()
    t.string('action', 20).notNullable()
    t.text('description').notNullable().defaultTo('')
    // reassign entries: whom the facet went to (the reassignment history of spec 1 §4)
    t.uuid('assignedToId')
    timestamps(db, t)
  })
  await db.raw('CREATE INDEX facet_logs_facet ON facet_logs ("facetId", "updatedAt" DESC)')
  await db.raw(`CREATE INDEX facet_logs_reassign ON facet_logs ("facetId", "updatedAt" DESC) WHERE action = 'reassign'`)

  await db.schema.createTable('rejections', (t) => {
    t.uuid('id').primary().defaultTo(db.raw('gen_random_uuid()'))
    t.uuid('facetId').notNullable().references('facets.id').onDelete('CASCADE')
    t.text('comment').notNullable()
    t.uuid('rejectorId').references('users.id').onDelete('SET NULL')
    // the analyst the facet was assigned to when it was rejected
    t.uuid('userId').references('users.id').onDelete('SET NULL')
    timestamps(db, t)
  })
  await db.raw('CREATE INDEX rejections_facet ON rejections ("facetId", "createdAt" DESC)')
}

export async function down(db: Knex) {
  for (const table of [
    'rejections',
    'facet_logs',
    'comments',
    'links',
    'facet_fields',
    'facets',
    'topic_links',
    'entities',
  ])
    await db.schema.dropTableIfExists(table)
}
