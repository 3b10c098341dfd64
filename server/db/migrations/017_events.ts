import type { Knex } from 'knex'

/**
 * Events and regulations made from the feeds (spec 3 §2–§5), and the usage events the API
 * records of them in place of an analytics service. An event's topics, entities and briefs are link
 * tables (the list filters on them); its locations, sources and attachments are lists read whole.
 */
export async function up(db: Knex) {
  const timestamps = (t: Knex.CreateTableBuilder) => {
    t.uuid('createdBy').references('users.id').onDelete('SET NULL')
    t.timestamp('createdAt', { useTz: true }).notNullable().defaultTo(db.fn.now())
    t.timestamp('updatedAt', { useTz: true }).notNullable().defaultTo(db.fn.now())
  }

  await db.schema.createTable('events', (t) => {
    t.increments('id')
    t.string('title', 300).notNullable()
    t.string('description', 200)
    // the article it was made from; one event per article
    t.integer('articleId').references('feed_items.id').onDelete('SET NULL').unique()
    t.timestamp('date', { useTz: true }).notNullable()
    t.jsonb('locations').notNullable().defaultTo('[]')
    t.jsonb('sources').notNullable().defaultTo('[]')
    t.jsonb('attachments').notNullable().defaultTo('[]')
    timestamps(t)
  })
  await db.raw('CREATE INDEX events_updated ON events ("updatedAt" DESC, id DESC)')
  await db.raw('CREATE INDEX events_title_trgm ON events USING gin (title gin_trgm_ops)')
  await db.raw('CREATE INDEX events_created_by ON events ("createdBy")')

  const links = [
    ['event_topics', 'countryId', 'countries.id', 'integer'],
    ['event_entities', 'entityId', 'entities.id', 'uuid'],
    ['event_briefs', 'briefId', 'briefs.id', 'integer'],
  ] as const
  for (const [table, column, target, type] of links) {
    await db.schema.createTable(table, (t) => {
      t.integer('eventId').notNullable().references('events.id').onDelete('CASCADE')
      ;(type === 'uuid' ? t.uuid(column) : t.integer(column)).notNullable().references(target).onDelete('CASCADE')
      // the order the analyst gave them: the list shows the first entity
      t.integer('position').notNullable()
      t.primary(['eventId', column])
    })
    await db.raw(`CREATE INDEX ${table}_target ON ${table} ("${column}", "eventId")`)
  }

  await db.schema.createTable('regulations', (t) => {
    t.increments('id')
    t.string('summarizedName', 250).notNullable()
    t.string('legalName', 250).notNullable()
    t.uuid('issuerEntityId').notNullable().references('entities.id').onDelete('CASCADE')
    t.integer('topicId').references('countries.id').onDelete('SET NULL')
    t.string('dateType', 10).notNullable()
    t.string('dateStart', 10)
    t.string('dateEnd', 10)
    t.string('source', 2048)
    t.jsonb('attachment').notNullable()
    // the regulation feed item it was made from
    t.integer('feedItemId').references('feed_items.id').onDelete('SET NULL').unique()
    timestamps(t)
  })
  await db.raw(
    "ALTER TABLE regulations ADD CONSTRAINT regulations_date_type CHECK (\"dateType\" IN ('start', 'end', 'range', 'unknown'))",
  )
  await db.raw('CREATE INDEX regulations_updated ON regulations ("updatedAt" DESC, id DESC)')
  await db.raw(
    'CREATE INDEX regulations_names_trgm ON regulations USING gin (("summarizedName" || \' \' || "legalName") gin_trgm_ops)',
  )
  await db.raw('CREATE INDEX regulations_issuer ON regulations ("issuerEntityId")')
  await db.raw('CREATE INDEX regulations_topic ON regulations ("topicId")')
  await db.raw('CREATE INDEX regulations_created_by ON regulations ("createdBy")')
  await db.schema.createTable('regulation_briefs', (t) => {
    t.integer('regulationId').notNullable().references('regulations.id').onDelete('CASCADE')
    t.integer('briefId').notNullable().references('briefs.id').onDelete('CASCADE')
    t.integer('position').notNullable()
    t.primary(['regulationId', 'briefId'])
  })

  await db.schema.createTable('usage_events', (t) => {
    t.bigIncrements('id')
    t.string('name', 50).notNullable()
    t.uuid('userId').references('users.id').onDelete('SET NULL')
    t.string('subjectType', 20).notNullable()
    t.string('subjectId', 50).notNullable()
    t.jsonb('details').notNullable().defaultTo('{}')
    t.timestamp('createdAt', { useTz: true }).notNullable().defaultTo(db.fn.now())
  })
  await db.raw('CREATE INDEX usage_events_created ON usage_events ("createdAt" DESC)')
  await db.raw('CREATE INDEX usage_events_subject ON usage_events ("subjectType", "subjectId")')
}

export async function down(db: Knex) {
  for (const table of [
    'usage_events',
    'regulation_briefs',
    'regulations',
    'event_briefs',
    'event_entities',
    'event_topics',
    'events',
  ])
    await db.schema.dropTableIfExists(table)
}
