import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import path from 'node:path'
import { renderAsync } from '@resvg/resvg-js'
import type { Knex } from 'knex'
import type { FileStorage } from '../storage/storage'

const require = createRequire(import.meta.url)

/** flag-icons' 4:3 flags, one SVG per ISO 3166 alpha-2 code in lower case. */
const FLAGS_DIR = path.join(path.dirname(require.resolve('flag-icons/package.json')), 'flags', '4x3')

const flagFile = (isoCode: string) => path.join(FLAGS_DIR, `${isoCode.toLowerCase()}.svg`)

/** Wide enough for the countries list (24 px high) on a screen of twice the density, and no wider. */
const FLAG_WIDTH = 120

/**
 * A country's flag as the PNG the console shows: the upload rules refuse SVG, which can carry scripts
 * (common/uploads), so the package's SVG is drawn here, at seed time, with no fonts (flags need none).
 */
export async function flagPng(isoCode: string): Promise<Buffer> {
  const svg = await readFile(flagFile(isoCode))
  const image = await renderAsync(svg, {
    fitTo: { mode: 'width', value: FLAG_WIDTH },
    font: { loadSystemFonts: false },
  })
  return image.asPng()
}

/** Gives every country with an ISO code flag-icons knows and no flag yet its flag, uploaded to the storage. */
export async function seedDemoFlags(db: Knex, storage: FileStorage) {
  const countries: { id: number; iso_code: string }[] = await db('countries')
    .whereNull('flag')
    .whereNotNull('iso_code')
    .orderBy('iso_code')
    .select('id', 'iso_code')
  // drawn side by side: the rendering runs on libuv's threads, off the event loop
  const flags = await Promise.all(
    countries
      .filter((country) => existsSync(flagFile(country.iso_code)))
      .map(async (country) => ({
        id: country.id,
        flag: await storage.save(
          `flag-${country.iso_code.toLowerCase()}.png`,
          'image/png',
          await flagPng(country.iso_code),
        ),
      })),
  )
  await db.raw(
    `UPDATE countries c SET flag = v.flag FROM jsonb_to_recordset(?::jsonb) AS v(id integer, flag text) WHERE c.id = v.id`,
    [JSON.stringify(flags)],
  )
}
