import { performance } from 'node:perf_hooks'
import { startTestServer } from '../server/test/harness'
import { signInAdmin } from '../server/test/helpers'
import { startSheetServer } from '../server/test/sheetServer'

/**
 * tsx bench/imports.ts: times the imports on sheets of 50,000 rows (target: under a minute
 * each) — statistics (100 topic entities × 500 daily values) and briefs (50,000 industries under 100
 * sub-sectors). PGlite in memory, or PostgreSQL with TEST_DATABASE_URL. docs/performance.md.
 */
async function main() {
  const sheets = await startSheetServer()
  const server = await startTestServer({ importsAllowPrivate: true })
  const token = await signInAdmin(server)
  const post = async (service: string, name: string, csv: string) => {
    sheets.put(`/${name}.csv`, csv)
    const started = performance.now()
    const response = await server.api('POST', `/${service}`, { token, body: { url: `${sheets.url}/${name}.csv` } })
    const seconds = (performance.now() - started) / 1000
    if (response.status !== 201)
      throw new Error(`${service}: ${response.status} ${JSON.stringify(response.body).slice(0, 500)}`)
    return { seconds, body: response.body }
  }
  try {
    const countries: string[] = await server.db('countries').orderBy('name').limit(100).pluck('name')
    const topics = await post('import-topic', 'topics', `Topic\n${countries.map((name) => `"${name}"`).join('\n')}\n`)
    console.log(`topics: ${countries.length} rows in ${topics.seconds.toFixed(1)} s`)
    await server.api('POST', '/cross-entity-facet-types', { token, body: { name: 'Daily load', periodicity: 'DAY' } })
    const days = Array.from({ length: 500 }, (_, day) =>
      new Date(Date.UTC(2024, 0, 1 + day)).toISOString().slice(0, 10),
    )
    const rows = countries.flatMap((name, index) =>
      days.map((day, d) => `Daily load,"${name}",${day},${(index * 7 + d) % 97}`),
    )
    const statistics = await post('import-sheet', 'statistics', `Type,Entity,Date,Value\n${rows.join('\n')}\n`)
    console.log(`statistics: ${rows.length} rows in ${statistics.seconds.toFixed(1)} s`, statistics.body)
    const again = await post('import-sheet', 'statistics-again', `Type,Entity,Date,Value\n${rows.join('\n')}\n`)
    console.log(`statistics again: ${rows.length} rows in ${again.seconds.toFixed(1)} s`, again.body)

    const subSectors = Array.from({ length: 100 }, (_, n) => `Sub-sector ${n}`)
    const briefRows = [
      'Name,Type,Parents',
      'Bench sector,sector,',
      ...subSectors.map((name) => `${name},sub-sector,Bench sector`),
      ...Array.from({ length: 50_000 - 101 }, (_, n) => `Industry ${n},industry,${subSectors[n % 100]}`),
    ]
    const briefs = await post('import-briefs', 'briefs', `${briefRows.join('\n')}\n`)
    console.log(`briefs: ${briefRows.length - 1} rows in ${briefs.seconds.toFixed(1)} s`, briefs.body)
  } finally {
    await server.close()
    await sheets.close()
  }
}

void main()
