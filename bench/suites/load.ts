import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import autocannon, { type Request as LoadRequest } from 'autocannon'
import type { Knex } from 'knex'
import type { EntityRecord } from '../../common/entityFormat'
import { ensureBenchUsers, signIn } from '../server'
import type { ProbeFigures } from '../serverProbe'
import { startServerProcess, type ServerProcess } from '../serverProcess'
import { TARGETS } from '../targets'
import { measureCpu, type CpuShares } from './cpuShares'
import { ALL_GRID, FIRST_PAGE } from './queries'

/** The load: 50 analysts' clients at once for 60 s on a mix of reads and writes. */
export const LOAD = { connections: 50, seconds: 60 }

export interface LoadFigures {
  connections: number
  seconds: number
  /** the requests of one client's round, in order */
  mix: string[]
  requests: number
  requestsPerSecond: number
  p50: number
  p99: number
  max: number
  non2xx: number
  errors: number
  timeouts: number
  met: boolean
  /** the cores each part used while the clients ran */
  cpu: CpuShares
  /** where the server's time went, by kind of request (bench/serverProbe) */
  where: ProbeFigures
}

/** The server in its own process, with the probe of where each request's time goes. */
function startServer(databaseUrl: string, probeOut: string): Promise<ServerProcess> {
  const profile = process.env.BENCH_SERVER_PROF ? ['--cpu-prof', '--cpu-prof-dir=/tmp/prof2'] : []
  const probe = ['--import', path.join(import.meta.dirname, '..', 'serverProbe.ts')]
  return startServerProcess({ databaseUrl, nodeArgs: [...profile, ...probe], env: { BENCH_PROBE_OUT: probeOut } })
}

const MIX = [
  'All grid',
  'facet grid',
  'article feed',
  'events list',
  'entity name search',
  "the client's entity",
  'its save (one field)',
  'bulk stage edit of its facets',
]

interface ClientContext {
  entityId?: string
  facetIds?: string[]
  save?: string
  round?: number
}

/** Each client's own entity and a few of its facets: no two clients save the same entity, so no save is stale. */
async function workPieces(db: Knex, clients: number) {
  const facets: { id: string; entityId: string }[] = await db('facets as f')
    .join(
      db('entities').where({ type: 'Actor', hidden: false }).orderBy('id').limit(clients).select('id').as('e'),
      'e.id',
      'f.entityId',
    )
    .whereIn('f.stage', ['in progress', 'analyst'])
    .select('f.id', 'f.entityId')
  const byEntity = new Map<string, string[]>()
  for (const { id, entityId } of facets) byEntity.set(entityId, [...(byEntity.get(entityId) ?? []), id])
  return [...byEntity].map(([entityId, facetIds]) => ({ entityId, facetIds }))
}

/**
 * The save the editor sends after one Detail text of a facet still in work changed; undefined when the
 * entity has none (the round then skips the save).
 */
function oneFieldSave(entity: EntityRecord, round: number): string | undefined {
  const facet = entity.facets.find(
    (one) =>
      one.meta &&
      ['in progress', 'analyst'].includes(one.meta.stage) &&
      one.fields.some((field) => field.name === 'value' && String(field.value).startsWith('Notes on')),
  )
  if (!facet) return undefined
  const field = facet.fields.find((one) => one.name === 'value' && String(one.value).startsWith('Notes on'))!
  return JSON.stringify({
    entityTemplateId: entity.entityTemplateId,
    type: entity.type,
    subType: entity.subType,
    name: entity.name,
    updatedAt: entity.updatedAt,
    facets: [
      {
        id: facet.id,
        facetTypeId: facet.facetTypeId,
        order: facet.order,
        fields: [
          {
            id: field.id,
            facetFieldTypeId: field.facetFieldTypeId,
            name: field.name,
            order: field.order,
            value: `Notes on round ${round}`,
          },
        ],
      },
    ],
  })
}

/**
 * autocannon against the server in its own process: the clients share the admin's token; each round
 * a client takes an entity no other client holds and goes round: the All grid, the facet grid, the article feed, the events list,
 * a name search, its entity's load and save, and a bulk stage edit of its facets (3 writes in 8).
 */
export async function runLoad(
  db: Knex,
  databaseUrl: string,
  say: (text: string) => void,
  { connections, seconds }: { connections: number; seconds: number } = LOAD,
): Promise<LoadFigures> {
  // twice as many entities as clients: each round takes a free one, so no two clients save one entity
  const free = await workPieces(db, connections * 2)
  if (free.length < connections * 2) throw new Error(`only ${free.length} entities for ${connections} clients`)
  await ensureBenchUsers(db)
  const probeOut = path.join(mkdtempSync(path.join(os.tmpdir(), 'bench-probe-')), 'probe.json')
  const { origin, child, stop } = await startServer(databaseUrl, probeOut)
  let figures: Omit<LoadFigures, 'where'>
  try {
    const token = await signIn(origin)
    // autocannon adds each body's Content-Length to the headers it is given: each request gets its own,
    // or a GET after a PATCH would announce a body it does not send
    const headers = () => ({ authorization: `Bearer ${token}`, 'content-type': 'application/json' })
    let rounds = 0
    // a client's context lasts one round (autocannon starts it afresh each time round)
    const take = (context: ClientContext) => {
      if (!context.entityId) Object.assign(context, free.shift() ?? free[0], { round: ++rounds })
      return context as Required<Omit<ClientContext, 'save'>> & ClientContext
    }
    const get = (path: string): LoadRequest => ({ method: 'GET', path: `/api${path}`, headers: headers() })
    const requests: LoadRequest[] = [
      get(`/entities?${FIRST_PAGE}&${ALL_GRID}&$sort[updatedAt]=-1`),
      get(`/facets?${FIRST_PAGE}`),
      get('/articles?$limit=25'),
      get(`/events?${FIRST_PAGE}`),
      get(`/entities?${FIRST_PAGE}&${ALL_GRID}&name[$iLike]=harbor&$sort[updatedAt]=-1`),
      {
        method: 'GET',
        setupRequest: (request, context) => ({
          ...request,
          headers: headers(),
          path: `/api/entities/${take(context).entityId}`,
        }),
        onResponse: (status, body, context: ClientContext) => {
          const client = take(context)
          client.save = status === 200 ? oneFieldSave(JSON.parse(body) as EntityRecord, client.round) : undefined
        },
      },
      {
        method: 'PATCH',
        setupRequest: (request, context) => {
          const client = take(context)
          const path = `/api/entities/${client.entityId}`
          // without a Detail text in work the save is a read of the same entity
          return client.save
            ? { ...request, headers: headers(), path, body: client.save }
            : { ...request, headers: headers(), method: 'GET', path, body: undefined }
        },
      },
      {
        method: 'PATCH',
        path: '/api/facet-meta-data/',
        setupRequest: (request, context) => {
          const client = take(context)
          const stage = client.round % 2 ? 'analyst' : 'in progress'
          return { ...request, headers: headers(), body: JSON.stringify(client.facetIds.map((id) => ({ id, stage }))) }
        },
        // the round is over: its entity is free for another
        onResponse: (_status, _body, context: ClientContext) => {
          const { entityId, facetIds } = take(context)
          free.push({ entityId, facetIds })
        },
      },
    ]
    say(`load: ${connections} clients for ${seconds} s against ${origin}…`)
    const stopCpu = measureCpu(child.pid!)
    const result = await autocannon({
      url: origin,
      connections,
      duration: seconds,
      requests,
    })
    const cpu = stopCpu()
    // the requests autocannon left when its time was up finish before the server stops
    await new Promise((resolve) => setTimeout(resolve, 2000))
    const statuses = Object.entries(result.statusCodeStats ?? {})
      .filter(([code]) => !code.startsWith('2'))
      .map(([code, { count }]) => `${count} × ${code}`)
    if (statuses.length) say(`  answers other than 2xx: ${statuses.join(', ')}`)
    const non2xx = result.non2xx
    figures = {
      connections,
      seconds,
      mix: MIX,
      requests: result.requests.total,
      requestsPerSecond: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      max: result.latency.max,
      non2xx,
      errors: result.errors,
      timeouts: result.timeouts,
      met: non2xx === 0 && result.errors === 0 && result.latency.p99 <= TARGETS.loadP99Ms,
      cpu,
    }
  } finally {
    await stop()
  }
  const probe = JSON.parse(readFileSync(probeOut, 'utf8')) as ProbeFigures
  rmSync(path.dirname(probeOut), { recursive: true, force: true })
  return { ...figures, where: probe }
}
