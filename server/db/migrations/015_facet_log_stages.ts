import type { Knex } from 'knex'

/**
 * The analyst-status export counts stage changes by the stage reached and reassignments by
 * whom they went to, in a date range: facet_logs keeps the stage a 'stage' entry moved to, read back
 * from the entries written before (their description says it), and both are indexed by time.
 */
export async function up(db: Knex) {
  await db.schema.alterTable('facet_logs', (t) => {
    t.string('toStage', 20)
  })
  await db.raw(`UPDATE facet_logs SET "toStage" = substring(description from ' to (.+)$') WHERE action = 'stage'`)
  await db.raw('CREATE INDEX facet_logs_to_stage ON facet_logs ("toStage", "createdAt") WHERE "toStage" IS NOT NULL')
  await db.raw(
    `CREATE INDEX facet_logs_assigned_to ON facet_logs ("assignedToId", "createdAt") WHERE action = 'reassign'`,
  )
}

export async function down(db: Knex) {
  await db.raw('DROP INDEX IF EXISTS facet_logs_assigned_to')
  await db.raw('DROP INDEX IF EXISTS facet_logs_to_stage')
  await db.schema.alterTable('facet_logs', (t) => {
    t.dropColumn('toStage')
  })
}
