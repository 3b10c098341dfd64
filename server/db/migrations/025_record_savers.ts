import type { Knex } from 'knex'

/**
 * Who saved a record last, for the records two people can open and save (users, dictionaries, templates,
 * reference lists, events, regulations…): the 409 of a stale save names them. Kept beside the records so
 * their answers keep the spec's shapes.
 */
export async function up(db: Knex) {
  await db.schema.createTable('record_savers', (t) => {
    t.string('record', 64).notNullable()
    t.string('recordId', 64).notNullable()
    t.uuid('userId').references('users.id').onDelete('SET NULL')
    t.primary(['record', 'recordId'])
  })
}

export async function down(db: Knex) {
  await db.schema.dropTableIfExists('record_savers')
}
