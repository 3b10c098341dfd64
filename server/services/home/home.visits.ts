import type { Knex } from 'knex'

/** A sign-in with a password: the last one becomes the previous, the home page's "last visit". */
export async function recordSignIn(db: Knex, userId: string) {
  await db.raw(
    `INSERT INTO sign_in_times ("userId", "lastAt") VALUES (?, now())
     ON CONFLICT ("userId") DO UPDATE SET "previousAt" = sign_in_times."lastAt", "lastAt" = excluded."lastAt"`,
    [userId],
  )
}

/** The user's sign-in before this one, null before their second. */
export async function previousSignIn(db: Knex, userId: string): Promise<Date | null> {
  const visit = await db('sign_in_times').where({ userId }).first<{ previousAt: Date | null } | undefined>('previousAt')
  return visit?.previousAt ? new Date(visit.previousAt) : null
}
