import type { Knex } from 'knex'

/**
 * The home page's "since your last visit": each user's last two sign-ins (the one before this session is
 * the last visit), an index for the rejections of a user's facets since then (their assignments since
 * have one: 015_facet_log_stages), and one for the feeds' volume per day.
 */
export async function up(db: Knex) {
  await db.schema.createTable('sign_in_times', (t) => {
    t.uuid('userId').primary().references('users.id').onDelete('CASCADE')
    t.timestamp('lastAt', { useTz: true }).notNullable()
    t.timestamp('previousAt', { useTz: true })
  })
  await db.raw('CREATE INDEX rejections_user ON rejections ("userId", "createdAt")')
  // the feeds' items per day: read from the index alone, whatever the kind (a day of a busy feed is thousands)
  await db.raw('CREATE INDEX feed_items_date_used ON feed_items (date, "isUsed")')
}

export async function down(db: Knex) {
  await db.raw('DROP INDEX feed_items_date_used')
  await db.raw('DROP INDEX rejections_user')
  await db.schema.dropTable('sign_in_times')
}
