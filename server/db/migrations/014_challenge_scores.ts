import type { Knex } from 'knex'

/** Challenge scores: a score per topic (country) and brief, set by the Import Challenges sheet. */
export async function up(db: Knex) {
  await db.schema.createTable('challenge_scores', (t) => {
    t.integer('topicId').notNullable().references('countries.id').onDelete('CASCADE')
    t.integer('briefId').notNullable().references('briefs.id').onDelete('CASCADE')
    t.double('score').notNullable()
    t.timestamp('createdAt', { useTz: true }).notNullable().defaultTo(db.fn.now())
    t.timestamp('updatedAt', { useTz: true }).notNullable().defaultTo(db.fn.now())
    t.primary(['topicId', 'briefId'])
  })
  await db.raw('CREATE INDEX challenge_scores_brief ON challenge_scores ("briefId")')
}

export async function down(db: Knex) {
  await db.schema.dropTableIfExists('challenge_scores')
}
