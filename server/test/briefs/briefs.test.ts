import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BRIEF_TYPES, type BriefType } from '../../../common/briefTypes'
import { fillMessage, messages } from '../../../common/messages'
import type { Brief } from '../../services/briefs/briefs.schema'
import { startTestServer, type ApiResponse, type TestServer } from '../harness'
import { addSignedInUser, expectError, expectNothingWritten, isoDay, signInAdmin, type Page } from '../helpers'

let server: TestServer
let adminToken: string
let analystToken: string
let trialToken: string
let userToken: string

beforeAll(async () => {
  server = await startTestServer()
  adminToken = await signInAdmin(server)
  analystToken = (await addSignedInUser(server, adminToken, { role: 'analyst' })).token
  trialToken = (await addSignedInUser(server, adminToken, { role: 'trial', trialEndDate: isoDay(30) })).token
  userToken = (await addSignedInUser(server, adminToken, { role: 'user' })).token
})
afterAll(() => server.close())

interface BriefRow {
  id: number
  name: string
  type: string
  created_at: Date
  updated_at: Date
}

let counter = 0
const uniqueName = (label = 'Brief') => `${label} ${Date.now().toString(36)} ${++counter}`

const create = (body: unknown, token = analystToken) => server.api<Brief>('POST', '/briefs', { token, body })
const patch = (id: number | string, body: unknown, token = analystToken) =>
  server.api<Brief>('PATCH', `/briefs/${id}`, { token, body })
const remove = (id: number | string, token = analystToken) => server.api<Brief>('DELETE', `/briefs/${id}`, { token })
const get = (id: number | string, token = analystToken) => server.api<Brief>('GET', `/briefs/${id}`, { token })
const find = (query: string, token = analystToken) => server.api<Page<Brief>>('GET', '/briefs', { token, query })
const row = (id: number) => server.db<BriefRow>('briefs').where({ id }).first()
const parentIdsOf = async (id: number) =>
  (await server.db('brief_parents').where({ brief_id: id }).orderBy('parent_id')).map(
    (link: { parent_id: number }) => link.parent_id,
  )

async function newBrief(type: BriefType, parents: number[] = [], name = uniqueName(type)): Promise<Brief> {
  const response = await create({ name, type, parents })
  expect(response.status, JSON.stringify(response.body)).toBe(201)
  return response.body
}

/** A sector, a sub-sector under it and an industry under that. */
async function newChain(label = 'Chain') {
  const sector = await newBrief('sector', [], uniqueName(`${label} sector`))
  const subSector = await newBrief('sub-sector', [sector.id], uniqueName(`${label} sub-sector`))
  const industry = await newBrief('industry', [subSector.id], uniqueName(`${label} industry`))
  return { sector, subSector, industry }
}

/** Every brief and parent link as stored. */
const briefState = async () => ({
  briefs: await server.db<BriefRow>('briefs').orderBy('id'),
  links: await server.db('brief_parents').orderBy(['brief_id', 'parent_id']),
})

/** Runs `call` and asserts that it changed no brief, no parent link, no user and no mail. */
async function expectNoBriefWritten<T>(call: () => Promise<T>): Promise<T> {
  const before = await briefState()
  const result = await expectNothingWritten(server.db, call)
  expect(await briefState()).toEqual(before)
  return result
}

const refusedCreate = (body: unknown) => expectNoBriefWritten(() => create(body))
const refusedPatch = (id: number | string, body: unknown) => expectNoBriefWritten(() => patch(id, body))

const cannotHaveParent = (type: string) => fillMessage(messages.briefCannotHaveParent, { type })
const parentType = (type: string, parentType: string) => fillMessage(messages.briefParentType, { type, parentType })
const hasChildren = (childType: string) => fillMessage(messages.briefHasChildren, { childType })
const parentRef = ({ id, name, type }: Brief) => ({ id, name, type })

describe('POST /briefs', () => {
  it.each(BRIEF_TYPES)('creates a %s brief, its name trimmed, with no parents', async (type) => {
    const name = uniqueName(type)
    const { status, body } = await create({ name: `  ${name} `, type })
    expect(status).toBe(201)
    expect(body).toEqual({
      id: expect.any(Number),
      name,
      type,
      parents: [],
      created_at: expect.any(String),
      updated_at: expect.any(String),
    })
    expect(await row(body.id)).toMatchObject({ name, type })
    expect(await parentIdsOf(body.id)).toEqual([])
  })

  it('files a sub-sector under sectors and an industry under sub-sectors, answering the parents by name', async () => {
    const energy = await newBrief('sector', [], uniqueName('Zeta energy'))
    const utilities = await newBrief('sector', [], uniqueName('Alpha utilities'))
    const solar = await newBrief('sub-sector', [energy.id, utilities.id])
    expect(solar.parents).toEqual([parentRef(utilities), parentRef(energy)])
    expect(await parentIdsOf(solar.id)).toEqual([energy.id, utilities.id].sort((a, b) => a - b))

    const panels = await newBrief('industry', [solar.id])
    expect(panels.parents).toEqual([parentRef(solar)])
    expect(await parentIdsOf(panels.id)).toEqual([solar.id])
  })

  it('takes a parent sent twice once', async () => {
    const sector = await newBrief('sector')
    const subSector = await newBrief('sub-sector', [sector.id, sector.id])
    expect(subSector.parents).toEqual([parentRef(sector)])
    expect(await parentIdsOf(subSector.id)).toEqual([sector.id])
  })

  it('is allowed to an admin too', async () => {
    const response = await create({ name: uniqueName(), type: 'core' }, adminToken)
    expect(response.status).toBe(201)
  })

  it('refuses an industry under a sector, and a sub-sector under a sub-sector or an industry, writing nothing', async () => {
    const { sector, subSector, industry } = await newChain()
    const industryUnderSector = await refusedCreate({ name: uniqueName(), type: 'industry', parents: [sector.id] })
    expectError(industryUnderSector, 400, parentType('industry', 'sub-sector'))
    expect(industryUnderSector.body).toMatchObject({
      message: 'A brief of type "industry" takes parents of type "sub-sector"',
    })
    const mixed = await refusedCreate({ name: uniqueName(), type: 'industry', parents: [subSector.id, sector.id] })
    expectError(mixed, 400, parentType('industry', 'sub-sector'))
    for (const parent of [subSector, industry]) {
      const response = await refusedCreate({ name: uniqueName(), type: 'sub-sector', parents: [parent.id] })
      expectError(response, 400, parentType('sub-sector', 'sector'))
    }
  })

  it.each(['core', 'landscape', 'current', 'sector'])(
    'refuses a %s brief with any parent, writing nothing',
    async (type) => {
      const { sector, subSector } = await newChain()
      for (const parent of [sector, subSector]) {
        const response = await refusedCreate({ name: uniqueName(), type, parents: [parent.id] })
        expectError(response, 400, `The brief of type "${type}" cannot have a parent`)
      }
    },
  )

  it.each<[string, number]>([
    ['an id no brief has', 99_999_999],
    ['id 0', 0],
    ['a negative id', -1],
    ['an id beyond the id column', 2 ** 31],
  ])('refuses a parent that does not exist (%s), writing nothing', async (_label, id) => {
    const sector = await newBrief('sector')
    const response = await refusedCreate({ name: uniqueName(), type: 'sub-sector', parents: [sector.id, id] })
    expectError(response, 400, messages.unknownBrief)
  })

  it.each<[string, Record<string, unknown>, string | RegExp]>([
    ['no name', { type: 'core' }, messages.enterBriefName],
    ['a null name', { name: null, type: 'core' }, messages.enterBriefName],
    ['a blank name', { name: '   ', type: 'core' }, messages.enterBriefName],
    ['a name of 255 characters', { name: 'n'.repeat(255), type: 'core' }, messages.valueTooLong],
    ['a name that is not text', { name: 42, type: 'core' }, /name/],
    ['no type', { name: 'Nothing' }, messages.chooseBriefType],
    ['a null type', { name: 'Nothing', type: null }, messages.chooseBriefType],
    ['an empty type', { name: 'Nothing', type: '' }, messages.chooseBriefType],
    ['an unknown type', { name: 'Nothing', type: 'planet' }, messages.chooseBriefType],
    ['a type that is not text', { name: 'Nothing', type: 3 }, /type/],
    ['an empty body', {}, messages.enterBriefName],
    ['an unknown property', { name: 'Nothing', type: 'core', colour: 'red' }, "Unknown property 'colour'"],
    ['an id of its own', { name: 'Nothing', type: 'core', id: 999_999 }, "Unknown property 'id'"],
    ['timestamps of its own', { name: 'Nothing', type: 'core', created_at: '2020-01-01T00:00:00Z' }, /created_at/],
    ['parents as texts', { name: 'Nothing', type: 'industry', parents: ['1'] }, /parents/],
    ['parents as fractions', { name: 'Nothing', type: 'industry', parents: [1.5] }, /parents/],
    ['parents as objects', { name: 'Nothing', type: 'industry', parents: [{ id: 1 }] }, /parents/],
    ['parents that are not a list', { name: 'Nothing', type: 'industry', parents: 1 }, /parents/],
    ['null parents', { name: 'Nothing', type: 'industry', parents: null }, /parents/],
  ])('refuses %s with 400, writing nothing', async (_label, body, message) => {
    expectError(await refusedCreate(body), 400, message)
  })

  it('refuses a list of briefs, writing nothing', async () => {
    const response = await refusedCreate([
      { name: uniqueName(), type: 'core' },
      { name: uniqueName(), type: 'core' },
    ])
    expectError(response, 400, 'Send one brief')
  })

  it('refuses a name taken in the type, whatever its case and spaces, with 409, writing nothing', async () => {
    const brief = await newBrief('sector')
    const response = await refusedCreate({ name: ` ${brief.name.toUpperCase()}  `, type: 'sector' })
    expectError(response, 409, messages.briefNameTaken)
  })

  it('takes a name taken in another type', async () => {
    const sector = await newBrief('sector')
    const industry = await newBrief('industry', [], sector.name.toLowerCase())
    expect(industry).toMatchObject({ name: sector.name.toLowerCase(), type: 'industry' })
  })
})

describe('PATCH /briefs/{id}', () => {
  it('renames, keeps the type and the parents it is not sent, and sets updated_at', async () => {
    const { sector, subSector } = await newChain()
    const before = await row(subSector.id)
    const name = uniqueName('Renamed')
    const { status, body } = await patch(subSector.id, { name: ` ${name} ` })
    expect(status).toBe(200)
    expect(body).toMatchObject({ id: subSector.id, name, type: 'sub-sector', parents: [parentRef(sector)] })
    const after = await row(subSector.id)
    expect(after).toMatchObject({ name, type: 'sub-sector' })
    expect(after!.created_at).toEqual(before!.created_at)
    expect(after!.updated_at.getTime()).toBeGreaterThan(before!.updated_at.getTime())
    expect(Date.parse(body.updated_at)).toBe(after!.updated_at.getTime())
    expect(await parentIdsOf(subSector.id)).toEqual([sector.id])
  })

  it('replaces the whole list of parents when it is sent, and empties it with []', async () => {
    const first = await newBrief('sector')
    const second = await newBrief('sector')
    const third = await newBrief('sector')
    const subSector = await newBrief('sub-sector', [first.id, second.id])
    const replaced = await patch(subSector.id, { parents: [third.id, second.id, third.id] })
    expect(replaced.status).toBe(200)
    expect(replaced.body.parents.map((parent) => parent.id).sort()).toEqual([second.id, third.id].sort())
    expect(await parentIdsOf(subSector.id)).toEqual([second.id, third.id].sort((a, b) => a - b))
    const emptied = await patch(subSector.id, { parents: [] }, adminToken)
    expect(emptied.status).toBe(200)
    expect(emptied.body.parents).toEqual([])
    expect(await parentIdsOf(subSector.id)).toEqual([])
  })

  it('keeps its own name in another case', async () => {
    const brief = await newBrief('core')
    const { status, body } = await patch(brief.id, { name: brief.name.toUpperCase(), type: 'core' })
    expect(status).toBe(200)
    expect(body.name).toBe(brief.name.toUpperCase())
  })

  it('changes the type of a brief without children, with parents that fit the new type', async () => {
    const { sector, industry } = await newChain()
    const { status, body } = await patch(industry.id, { type: 'sub-sector', parents: [sector.id] })
    expect(status).toBe(200)
    expect(body).toMatchObject({ type: 'sub-sector', parents: [parentRef(sector)] })
    const core = await newBrief('core')
    expect((await patch(core.id, { type: 'landscape' })).body).toMatchObject({ type: 'landscape', parents: [] })
  })

  it('refuses a brief as its own parent, whatever its type, writing nothing', async () => {
    const { sector, subSector, industry } = await newChain()
    for (const brief of [sector, subSector, industry]) {
      expectError(await refusedPatch(brief.id, { parents: [brief.id] }), 400, messages.briefOwnAncestor)
    }
    const core = await newBrief('core')
    expectError(await refusedPatch(core.id, { parents: [core.id] }), 400, messages.briefOwnAncestor)
  })

  it('refuses a brief under its own descendant, writing nothing', async () => {
    const { sector, subSector, industry } = await newChain()
    // the sector as an industry under its own sub-sector, and the sub-sector as an industry under its industry
    const underChild = await refusedPatch(sector.id, { type: 'industry', parents: [subSector.id] })
    expectError(underChild, 400, messages.briefOwnAncestor)
    const underGrandchild = await refusedPatch(sector.id, { type: 'industry', parents: [industry.id] })
    expectError(underGrandchild, 400, messages.briefOwnAncestor)
  })

  it('refuses a type change that its children forbid, writing nothing', async () => {
    const { sector } = await newChain()
    for (const type of ['core', 'landscape', 'current', 'industry']) {
      expectError(await refusedPatch(sector.id, { type }), 400, hasChildren('sub-sector'))
    }
    expect(hasChildren('sub-sector')).toBe(
      'Briefs of type "sub-sector" have this brief as a parent, so its type cannot change',
    )
    // a sub-sector with an industry under it and no parent of its own, so only its child is in the way
    const orphan = await newBrief('sub-sector')
    await newBrief('industry', [orphan.id])
    expectError(await refusedPatch(orphan.id, { type: 'sector' }), 400, hasChildren('industry'))
  })

  it('refuses a type change that its own parents do not fit, writing nothing', async () => {
    const { subSector, industry } = await newChain()
    expectError(await refusedPatch(industry.id, { type: 'core' }), 400, cannotHaveParent('core'))
    expectError(await refusedPatch(industry.id, { type: 'sector' }), 400, cannotHaveParent('sector'))
    expectError(await refusedPatch(industry.id, { type: 'sub-sector' }), 400, parentType('sub-sector', 'sector'))
    const withSameParents = await refusedPatch(industry.id, { type: 'sub-sector', parents: [subSector.id] })
    expectError(withSameParents, 400, parentType('sub-sector', 'sector'))
  })

  it('refuses parents for a stored type that takes none, and parents of the wrong type, writing nothing', async () => {
    const { sector, subSector, industry } = await newChain()
    const elsewhere = await newChain('Elsewhere')
    const core = await newBrief('core')
    expectError(await refusedPatch(core.id, { parents: [sector.id] }), 400, cannotHaveParent('core'))
    expectError(await refusedPatch(industry.id, { parents: [sector.id] }), 400, parentType('industry', 'sub-sector'))
    const underIndustry = await refusedPatch(subSector.id, { parents: [elsewhere.industry.id] })
    expectError(underIndustry, 400, parentType('sub-sector', 'sector'))
    expectError(await refusedPatch(subSector.id, { parents: [99_999_999] }), 400, messages.unknownBrief)
    expectError(
      await refusedPatch(core.id, { type: 'landscape', parents: [sector.id] }),
      400,
      cannotHaveParent('landscape'),
    )
  })

  it.each<[string, Record<string, unknown>, string | RegExp]>([
    ['clearing the name', { name: null }, messages.enterBriefName],
    ['a blank name', { name: '  ' }, messages.enterBriefName],
    ['a name of 255 characters', { name: 'n'.repeat(255) }, messages.valueTooLong],
    ['clearing the type', { type: null }, messages.chooseBriefType],
    ['an unknown type', { type: 'planet' }, messages.chooseBriefType],
    ['an unknown property', { colour: 'red' }, "Unknown property 'colour'"],
    ['a version that is no date', { updated_at: 'yesterday' }, 'The version of the brief (updated_at) is not a date'],
    ['parents as texts', { parents: ['1'] }, /parents/],
    ['null parents', { parents: null }, /parents/],
  ])('refuses %s with 400, writing nothing', async (_label, body, message) => {
    const { subSector } = await newChain()
    expectError(await refusedPatch(subSector.id, body), 400, message)
  })

  it('refuses another brief’s name in the type with 409, also when the type changes to it, writing nothing', async () => {
    const taken = await newBrief('landscape')
    const brief = await newBrief('landscape')
    expectError(await refusedPatch(brief.id, { name: taken.name.toLowerCase() }), 409, messages.briefNameTaken)
    const current = await newBrief('current', [], taken.name)
    expectError(await refusedPatch(current.id, { type: 'landscape' }), 409, messages.briefNameTaken)
  })

  it.each([99_999_999, 2 ** 31, 'abc'])('answers 404 for brief %s, writing nothing', async (id) => {
    expectError(await refusedPatch(id, { name: uniqueName() }), 404)
  })

  it('refuses patching every brief at once, writing nothing', async () => {
    const response = await expectNoBriefWritten(() =>
      server.api('PATCH', '/briefs', { token: adminToken, body: { type: 'core' } }),
    )
    expectError(response, 405)
  })
})

describe('DELETE /briefs/{id}', () => {
  it('puts the brief in the trash, answers it as it was, and shows its children without it', async () => {
    const { sector, subSector, industry } = await newChain()
    const otherSubSector = await newBrief('sub-sector', [sector.id])
    expect((await patch(industry.id, { parents: [subSector.id, otherSubSector.id] })).status).toBe(200)
    const { status, body } = await remove(subSector.id)
    expect(status).toBe(200)
    expect(body).toMatchObject({ id: subSector.id, name: subSector.name, parents: [parentRef(sector)] })
    expect(await row(subSector.id)).toBeUndefined()
    expectError(await get(subSector.id), 404)
    // the link waits in the trash with the brief, for a restore
    expect(await parentIdsOf(industry.id)).toEqual([subSector.id, otherSubSector.id].sort((a, b) => a - b))
    expect((await get(industry.id)).body.parents).toEqual([parentRef(otherSubSector)])
    expect(await row(sector.id)).toBeDefined()
  })

  it('removes a sector whose sub-sector stays, with no parent', async () => {
    const { sector, subSector } = await newChain()
    expect((await remove(sector.id, adminToken)).status).toBe(200)
    expect((await get(subSector.id)).body).toMatchObject({ id: subSector.id, parents: [] })
  })

  it.each([99_999_999, 2 ** 31, 'abc'])('answers 404 for brief %s, writing nothing', async (id) => {
    expectError(await expectNoBriefWritten(() => remove(id, adminToken)), 404)
  })

  it('refuses a delete of several briefs that does not name them, writing nothing', async () => {
    expectError(
      await expectNoBriefWritten(() => server.api('DELETE', '/briefs', { token: adminToken })),
      400,
      messages.deleteNeedsIds,
    )
  })
})

describe('GET /briefs', () => {
  /** Briefs of one test: names sharing a marker, so that a filter finds only them. */
  async function named(marker: string) {
    const sector = await newBrief('sector', [], `${marker} Sector`)
    const otherSector = await newBrief('sector', [], `${marker} another sector`)
    const subSector = await newBrief('sub-sector', [sector.id, otherSector.id], `${marker} Sub`)
    const industry = await newBrief('industry', [subSector.id], `${marker} industry`)
    const core = await newBrief('core', [], `${marker} core`)
    return { sector, otherSector, subSector, industry, core }
  }
  const idsOf = (page: Page<Brief>) => page.data.map((brief) => brief.id)

  it('answers a page {total, limit, skip, data} with each brief’s parents by name', async () => {
    const { sector, otherSector, subSector } = await named('Paged')
    const { status, body } = await find('name[$iLike]=paged&$sort[name]=1&$limit=2&$skip=1')
    expect(status).toBe(200)
    expect(Object.keys(body).sort()).toEqual(['data', 'limit', 'skip', 'total'])
    expect(body).toMatchObject({ total: 5, limit: 2, skip: 1 })
    expect(body.data.map((brief) => brief.name)).toEqual(['Paged core', 'Paged industry'])
    const got = await get(subSector.id, adminToken)
    expect(got.status).toBe(200)
    expect(got.body.parents).toEqual([parentRef(otherSector), parentRef(sector)])
  })

  it('loads the parents of a whole page in one query', async () => {
    await named('Counted')
    const queries: string[] = []
    // only the briefs' own reads: a background write of the server may land in the window on a busy machine
    const listen = (query: { sql: string }) => /brief/.test(query.sql) && queries.push(query.sql)
    const queriesFor = async (query: string) => {
      queries.length = 0
      server.db.on('query', listen)
      expect((await find(query)).status).toBe(200)
      server.db.off('query', listen)
      return queries.length
    }
    const one = await queriesFor('name[$iLike]=counted&$limit=1')
    const all = await queriesFor('name[$iLike]=counted&$limit=50')
    expect(all).toBe(one)
    expect(queries.filter((sql) => /brief_parents/.test(sql))).toHaveLength(1)
  })

  it('filters by name: contains, whatever the case, with $iLike or $ilike; or exactly', async () => {
    const { sector, otherSector } = await named('Filtered')
    expect(idsOf((await find('name[$iLike]=ILTERED%20ANOTHER')).body)).toEqual([otherSector.id])
    expect(idsOf((await find('name[$ilike]=%25iltered another%25')).body)).toEqual([otherSector.id])
    expect(idsOf((await find(`name=${encodeURIComponent(sector.name)}`)).body)).toEqual([sector.id])
    expect(idsOf((await find('name=filtered%20sector')).body)).toEqual([])
  })

  it('filters by a type, a plain list of types (type[]=industry) or type[$in]', async () => {
    const { sector, otherSector, subSector, industry } = await named('Typed')
    const byName = 'name[$iLike]=typed&$sort[name]=1'
    expect(idsOf((await find(`${byName}&type=sector`)).body)).toEqual([otherSector.id, sector.id])
    expect(idsOf((await find(`${byName}&type[]=industry&$limit=100`)).body)).toEqual([industry.id])
    expect(idsOf((await find(`${byName}&type[]=industry&type[]=sub-sector`)).body)).toEqual([industry.id, subSector.id])
    const parentSearch = await find(`${byName}&type[$in][]=sector&type[$in][]=sub-sector&$limit=50`)
    expect(parentSearch.body).toMatchObject({ total: 3, limit: 50 })
    expect(idsOf(parentSearch.body)).toEqual([otherSector.id, sector.id, subSector.id])
  })

  it('filters by ids', async () => {
    const { sector, core } = await named('Identified')
    const { body } = await find(`id[$in][]=${core.id}&id[$in][]=${sector.id}&$sort[id]=1`)
    expect(idsOf(body)).toEqual([sector.id, core.id])
    expect(idsOf((await find(`id=${core.id}`)).body)).toEqual([core.id])
  })

  it('sorts by name as people read it, either way, and by name when no sort is asked', async () => {
    const names = ['Sortable banana', 'sortable Apple', 'Sortable cherry', 'sortable Émile', 'Sortable dates']
    for (const name of names) await newBrief('current', [], name)
    const readOrder = ['sortable Apple', 'Sortable banana', 'Sortable cherry', 'Sortable dates', 'sortable Émile']
    const up = await find('name[$iLike]=sortable&$sort[name]=1')
    expect(up.body.data.map((brief) => brief.name)).toEqual(readOrder)
    const down = await find('name[$iLike]=sortable&$sort[name]=-1')
    expect(down.body.data.map((brief) => brief.name)).toEqual([...readOrder].reverse())
    const unsorted = await find('name[$iLike]=sortable')
    expect(unsorted.body.data.map((brief) => brief.name)).toEqual(readOrder)
  })

  it('sorts by type, created_at and updated_at', async () => {
    const { sector, core, industry } = await named('Ordered')
    const byType = await find('name[$iLike]=ordered&$sort[type]=1&$sort[name]=1')
    expect(byType.body.data.map((brief) => brief.type)).toEqual(['core', 'industry', 'sector', 'sector', 'sub-sector'])
    const byCreation = await find('name[$iLike]=ordered&$sort[created_at]=-1&$sort[id]=-1')
    expect(byCreation.body.data[0].id).toBe(core.id)
    expect((await patch(industry.id, { name: `${industry.name} changed` })).status).toBe(200)
    expect((await patch(sector.id, { name: `${sector.name} changed` })).status).toBe(200)
    const byUpdate = await find('name[$iLike]=ordered&$sort[updated_at]=-1')
    expect(idsOf(byUpdate.body).slice(0, 2)).toEqual([sector.id, industry.id])
  })

  it.each([
    ['an unknown property', 'colour=red', "Unknown property 'colour'"],
    ['an unknown type', 'type=planet', /type/],
    ['sorting by parents', '$sort[parents]=1', /parents/],
    ['a $regex filter', 'name[$regex]=x', /\$regex/],
  ])('refuses %s with 400', async (_label, query, message) => {
    expectError(await find(query), 400, message)
  })

  it('answers 404 for a brief that does not exist', async () => {
    expectError(await get(99_999_999), 404)
    expectError(await get('abc'), 404)
  })
})

describe('who may call /briefs', () => {
  const calls: [string, (token?: string) => Promise<ApiResponse<unknown>>][] = [
    ['GET list', (token) => server.api('GET', '/briefs', { token })],
    ['GET one', (token) => server.api('GET', '/briefs/1', { token })],
    ['POST', (token) => server.api('POST', '/briefs', { token, body: { name: uniqueName(), type: 'core' } })],
    ['PATCH', (token) => server.api('PATCH', '/briefs/1', { token, body: { name: uniqueName() } })],
    ['DELETE', (token) => server.api('DELETE', '/briefs/1', { token })],
  ]

  beforeAll(async () => {
    await newBrief('core')
  })

  it.each(calls)('%s: role user 403, trial 403, no token 401, nothing written', async (_method, call) => {
    expectError(await expectNoBriefWritten(() => call(userToken)), 403, messages.notAllowed)
    expectError(await expectNoBriefWritten(() => call(trialToken)), 403, messages.notAllowed)
    expectError(await expectNoBriefWritten(() => call(undefined)), 401)
  })
})
