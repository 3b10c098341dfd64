import type { Knex } from 'knex'
import type { Application } from '../../declarations'

/** Raises the user's session version: ends every token issued before, and closes the user's live sockets. */
export async function endSessions(app: Application, userId: string) {
  const db = app.get('knex')
  await db('users')
    .where({ id: userId })
    .update({ sessionVersion: db.raw('"sessionVersion" + 1') })
  app.get('realtime').sessionsEnded(userId)
}

/** The version a new token of the user is issued under. */
export async function sessionVersion(db: Knex, userId: string): Promise<number> {
  const row = await db('users').where({ id: userId }).first<{ sessionVersion: number } | undefined>('sessionVersion')
  return Number(row?.sessionVersion ?? 0)
}
