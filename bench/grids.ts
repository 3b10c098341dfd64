import type { Knex } from 'knex'
import type { Pool } from 'pg'
import { percentile, time } from './timing'

/** A measured call: through HTTP, and its SQL run directly. */
export interface Figure {
  call: string
  p50: number
  p95: number
  sqlP50: number
  ratio: number
  target: number
  met: boolean
}

export const GRID_TARGET_MS = 100

const UNTYPED = 'type[$and][0][$ne]=Brief&type[$and][1][$ne]=none&type[$and][2][$ne]=Statistic%20Entity'

/** The grid calls as the console sends them (spec 2 §7), with values that exist in the loaded data. */
async function gridCalls(db: Knex): Promise<[string, string, string][]> {
  const user: { id: string } = await db('users').where('email', 'like', 'bench-%').first('id')
  const country: { countryId: number } = await db('topic_links').first('countryId')
  const section: { section: string } = await db('facet_types').first('section')
  const level: { level: string } = await db('facet_types').first('level')
  const typeName: { name: string } = await db('facet_types').first('name')
  const page = '$limit=25&$skip=0'
  const entities = (query: string): [string, string, string] => [
    `entities ${query.replace(UNTYPED, 'untyped')}`,
    '/entities',
    `${page}&${query}`,
  ]
  const facets = (query: string): [string, string, string] => [
    `facets ${query || '(no filter)'}`,
    '/facets',
    `${page}&${query}`,
  ]
  return [
    entities(`${UNTYPED}&$sort[updatedAt]=-1`),
    entities('type=Actor&$sort[updatedAt]=-1'),
    entities(`${UNTYPED}&name[$iLike]=kestrel%20grid&$sort[updatedAt]=-1`),
    entities(`${UNTYPED}&stage=published&$sort[updatedAt]=-1`),
    entities(`${UNTYPED}&assignedToId=${user.id}&$sort[updatedAt]=-1`),
    entities(`${UNTYPED}&stage=in%20progress&assignedToId=${user.id}&$sort[updatedAt]=-1`),
    entities(`${UNTYPED}&topicId=${country.countryId}&$sort[updatedAt]=-1`),
    entities(`${UNTYPED}&hidden=true&$sort[updatedAt]=-1`),
    entities(`${UNTYPED}&completeness[$gt]=0&completeness[$lt]=100&$sort[updatedAt]=-1`),
    entities(`${UNTYPED}&createdAt[$gte]=2025-06-01T00:00:00.000Z&createdAt[$lt]=2025-06-02T00:00:00.000Z`),
    ...['name', 'type', 'stage', 'assignedToId', 'createdAt', 'completeness', 'hidden'].map((field) =>
      entities(`${UNTYPED}&$sort[${field}]=1`),
    ),
    facets(''),
    facets('entityName=kestrel'),
    facets('label=kestrel'),
    facets('description=boreal'),
    facets(`typeName=${encodeURIComponent(typeName.name)}`),
    facets(`section=${encodeURIComponent(section.section)}`),
    facets(`level=${encodeURIComponent(level.level)}`),
    facets('stage=review'),
    facets(`assignedToId=${user.id}`),
    facets(`editorId=${user.id}`),
    facets(`topic=${country.countryId}`),
    facets('type=Plot'),
    facets('createdAt[$gte]=2025-06-01T00:00:00.000Z&createdAt[$lt]=2025-06-02T00:00:00.000Z'),
    ...['entityName', 'typeName', 'section', 'level', 'stage', 'assignedToId', 'createdAt', 'updatedAt'].map((field) =>
      facets(`$sort[${field}]=1`),
    ),
  ]
}

/**
 * Each grid call's p50 and p95 through HTTP (a signed-in admin), and the p50 of the SQL it issued run
 * directly on the same database (its native SQL through `pg`): the API's own cost is their difference.
 */
export async function measureGrids(
  db: Knex,
  direct: Pool,
  api: (path: string, query: string) => Promise<void>,
  runs: number,
  say: (text: string) => void,
  only = '',
): Promise<Figure[]> {
  const figures: Figure[] = []
  for (const [call, path, query] of (await gridCalls(db)).filter(([call]) => call.includes(only))) {
    const issued: { sql: string; bindings: readonly unknown[] }[] = []
    const record = (query: { sql: string; bindings?: readonly unknown[] }) =>
      issued.push({ sql: query.sql, bindings: query.bindings ?? [] })
    db.on('query', record)
    await api(path, query)
    db.off('query', record)
    const http = await time(() => api(path, query), runs)
    // the call's own queries, without sign-in and user lookups
    const own = issued.filter((one) => !/from "users"/.test(one.sql) || /count/.test(one.sql))
    const sql = await time(async () => {
      for (const one of own) await direct.query(one.sql, [...one.bindings])
    }, runs)
    const figure = {
      call,
      p50: percentile(http, 50),
      p95: percentile(http, 95),
      sqlP50: percentile(sql, 50),
      ratio: percentile(http, 50) / Math.max(percentile(sql, 50), 0.001),
      target: GRID_TARGET_MS,
      met: percentile(http, 95) <= GRID_TARGET_MS,
    }
    figures.push(figure)
    say(row(figure))
  }
  return figures
}

const ms = (value: number) => value.toFixed(1).padStart(7)
export const HEADER = `${'call'.padEnd(70)} ${'p50'.padStart(7)} ${'p95'.padStart(7)} ${'SQL p50'.padStart(7)} ${'ratio'.padStart(6)}  target`
export const row = (figure: Figure) =>
  `${figure.call.slice(0, 70).padEnd(70)} ${ms(figure.p50)} ${ms(figure.p95)} ${ms(figure.sqlP50)} ${figure.ratio
    .toFixed(2)
    .padStart(6)}  ${figure.met ? 'ok' : `over ${figure.target} ms`}`
