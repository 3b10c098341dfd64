import type { Knex } from 'knex'
import { hashPassword } from '../passwords'
import { userWithEmail } from '../services/users/users.by-email'
import { newLinkToken } from '../tokens'
import { INVITATION_TTL_MS } from '../../common/limits'
import { DAY_MS } from '../../common/time'

export const DEMO_PASSWORD = 'demo-password'

/** A small newsroom: five analysts, an admin, a trial reader, a consumer user, a blocked account and a pending invitation. */
export async function seedDemo(db: Knex, adminEmail: string, { now = new Date() }: { now?: Date } = {}) {
  const admin = await userWithEmail(db, adminEmail).first()
  const countryId = async (name: string) => (await db('countries').where({ name }).first())?.id as number
  const [france, germany, japan, uae, india, nigeria, kenya, brazil, portugal] = await Promise.all(
    ['France', 'Germany', 'Japan', 'United Arab Emirates', 'India', 'Nigeria', 'Kenya', 'Brazil', 'Portugal'].map(
      countryId,
    ),
  )
  const password = await hashPassword(DEMO_PASSWORD)
  const inFuture = new Date(Date.now() + 60 * DAY_MS).toISOString().slice(0, 10)
  const people = [
    { email: 'amira.haddad@example.com', name: 'Amira Haddad', role: 'analyst', profile: 'uae', topics: [uae, india] },
    {
      email: 'jonas.weber@example.com',
      name: 'Jonas Weber',
      role: 'analyst',
      profile: 'default',
      topics: [germany, france],
    },
    { email: 'keiko.tanaka@example.com', name: 'Keiko Tanaka', role: 'analyst', profile: 'sap', topics: [japan] },
    {
      email: 'samuel.okafor@example.com',
      name: 'Samuel Okafor',
      role: 'analyst',
      profile: 'default',
      topics: [nigeria, kenya],
    },
    {
      email: 'marta.silva@example.com',
      name: 'Marta Silva',
      role: 'analyst',
      profile: 'default',
      topics: [brazil, portugal],
    },
    { email: 'lena.ortiz@example.com', name: 'Lena Ortiz', role: 'admin', profile: 'default', topics: [] },
    {
      email: 'trial.reader@example.com',
      name: 'Tom Trial',
      role: 'trial',
      profile: 'default',
      topics: [france],
      trialEndDate: inFuture,
    },
    { email: 'reader@example.com', name: 'Rita Reader', role: 'user', profile: 'default', topics: [germany] },
    {
      email: 'blocked@example.com',
      name: 'Bruno Blocked',
      role: 'analyst',
      profile: 'default',
      topics: [],
      isBlocked: true,
    },
  ]
  for (const person of people) {
    await db('users')
      .insert({
        ...person,
        topics: JSON.stringify(person.topics),
        newsletter: JSON.stringify(person.topics),
        isVerified: true,
        inviterId: admin?.id ?? null,
        password,
      })
      .onConflict(db.raw('(lower(email))'))
      .ignore()
  }
  // a visit a week ago, so that the home page's "since your last visit" has a week of the demo to tell
  const staff = await db('users')
    .whereIn('email', [adminEmail, ...people.filter((person) => !person.isBlocked).map((person) => person.email)])
    .whereIn('role', ['admin', 'analyst'])
    .select<{ id: string }[]>('id')
  const aWeekAgo = new Date(now.getTime() - 7 * DAY_MS)
  await db('sign_in_times')
    .insert(staff.map(({ id }) => ({ userId: id, lastAt: aWeekAgo })))
    .onConflict('userId')
    .ignore()
  const { hash } = newLinkToken()
  await db('users')
    .insert({
      email: 'new.hire@example.com',
      name: 'Nora New',
      role: 'analyst',
      profile: 'default',
      isVerified: false,
      inviterId: admin?.id ?? null,
      verifyToken: hash,
      verifyExpires: new Date(Date.now() + INVITATION_TTL_MS),
    })
    .onConflict(db.raw('(lower(email))'))
    .ignore()
}
