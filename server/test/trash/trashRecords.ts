import { expect } from 'vitest'
import type { TrashKind } from '../../../common/trash'
import type { TestServer } from '../harness'

const FLAG = 'media/0b6a3c1e-8d1f-4a55-9a0e-4d4f1f5b2c11/flag.png'
const PDF = { key: 'media/0b6a3c1e-8d1f-4a55-9a0e-4d4f1f5b2c11/act.pdf', name: 'act.pdf' }
export const TABLES: Record<TrashKind, string> = {
  country: 'countries',
  brief: 'briefs',
  landscape: 'landscapes',
  source: 'rss_sources',
  event: 'events',
  regulation: 'regulations',
}
export const PATHS: Record<TrashKind, string> = {
  country: '/countries',
  brief: '/briefs',
  landscape: '/landscapes',
  source: '/rss-sources',
  event: '/events',
  regulation: '/regulation',
}

let counter = 0
export const unique = (name: string) => `${name} ${++counter}`

/**
 * A maker of new records of each kind, made by `token` through their services as the console makes them (an
 * event and a regulation name `issuerId`); each answers the record's id and name.
 */
export const recordMaker = (server: TestServer, token: string, issuerId: string) =>
  async function newRecord(kind: TrashKind, name = unique(`Trash ${kind}`)): Promise<{ id: number; name: string }> {
    const bodies: Record<TrashKind, () => Promise<Record<string, unknown>>> = {
      country: async () => ({ name, flag: FLAG }),
      brief: async () => ({ name, type: 'core' }),
      landscape: async () => ({ name }),
      source: async () => ({
        name,
        websiteUrl: `https://${++counter}.wire.example/rss`,
        language: 'en',
        type: 'article',
        topics: [1],
      }),
      event: async () => ({
        title: name,
        topics: [1],
        entities: [issuerId],
        briefs: [(await newRecord('brief')).id],
        date: '2026-03-10T00:00:00.000Z',
        sources: ['https://wire.example/a'],
      }),
      regulation: async () => ({
        summarizedName: name,
        legalName: `${name} act`,
        issuerEntityId: issuerId,
        date: { type: 'unknown' },
        attachment: PDF,
      }),
    }
    const { status, body } = await server.api<{ id: number }>('POST', PATHS[kind], {
      token,
      body: await bodies[kind](),
    })
    expect(status, JSON.stringify(body)).toBe(201)
    return { id: body.id, name }
  }
