import type { Knex } from 'knex'

/** A column of recorded mails with their links' tokens hidden, as the mailer now keeps them (HIDDEN_TOKEN). */
const withTokensHidden = (column: string) =>
  `regexp_replace(${column}, '(verifyToken|resetToken)=[0-9a-f]+', '\\1=[hidden]', 'g')`

/** The mails kept so far lose their links' tokens: admins read that table, and a live link opens an account. */
export async function up(db: Knex) {
  await db.raw(`UPDATE mails SET text = ${withTokensHidden('text')}, html = ${withTokensHidden('html')}`)
}

export async function down() {
  // the hidden tokens cannot come back: the mails stay as they are
}
