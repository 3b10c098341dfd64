import type { Knex } from 'knex'

/**
 * The home page's "since your last visit": each user's last two sign-ins (the one before this session is
 * the last visit), and an index for the rejections of a user's facets since then (their assignments since
 * have one: 015_facet_log_stages).
 */
export async function up(db: Knex) {
  await db.schema.createTable('sign_in_times', (t) => {
    t.uuid('userId').primary().references('users.id').onDelete('CASCADE')
    t.timestamp('lastAt', { useTz: true }).notNullable()
    t.timestamp('previousAt', { useTz: true })
  })
  await db.raw('CREATE INDEX rejections_user ON rejections ("userId", "createdAt")')
}

export async function down(db: Knex) {
  await db.raw('DROP INDEX rejections_user')
  await db.schema.dropTable('sign_in_times')
}
