import { createRequire } from 'node:module'
import countryNames, { type LocaleData } from 'i18n-iso-countries'
import type { Knex } from 'knex'
import { storedEmail } from '../../common/userRules'
import type { AppConfig } from '../config'
import { log } from '../logger'
import { hashPassword } from '../passwords'
import { seedReferenceTemplates } from './referenceTemplates'

const require = createRequire(import.meta.url)
countryNames.registerLocale(require('i18n-iso-countries/langs/en.json') as LocaleData)

/** ISO 3166 countries by their English name, with their alpha-2 code. */
export function isoCountries(): { name: string; iso_code: string }[] {
  return Object.entries(countryNames.getNames('en', { select: 'official' }))
    .map(([iso_code, name]) => ({ name, iso_code }))
    .sort((a, b) => a.name.localeCompare(b.name))
}

/** What the editor needs on an empty database: the countries and the first admin. */
export async function seedReference(db: Knex, config: Pick<AppConfig, 'adminEmail' | 'adminPassword'>) {
  const [{ count: countries }] = await db('countries').count<{ count: number }[]>({ count: '*' })
  if (Number(countries) === 0) await db('countries').insert(isoCountries())

  const [{ count: users }] = await db('users').count<{ count: number }[]>({ count: '*' })
  if (Number(users) === 0) {
    await db('users').insert({
      email: storedEmail(config.adminEmail),
      name: 'Administrator',
      role: 'admin',
      profile: 'default',
      isVerified: true,
      password: await hashPassword(config.adminPassword),
    })
    log.info(`created the first admin: ${config.adminEmail}`)
  }
  await seedReferenceTemplates(db)
}
