import { afterEach, describe, expect, it, vi } from 'vitest'
import { dataProvider } from './dataProvider'

const country = { id: 7, name: 'France', iso_code: 'FR', updated_at: '2026-11-26T09:05:00.000Z' }

describe('the data provider', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('sends with an update the fields changed and the version it was made from, though the form kept it unchanged', async () => {
    const fetchMock = vi.fn(
      async (_url: string, _init?: RequestInit) =>
        new Response(JSON.stringify({ ...country, name: 'République française' }), {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        }),
    )
    vi.stubGlobal('fetch', fetchMock)
    await dataProvider.update('analyst/countries', {
      id: country.id,
      data: { ...country, name: 'République française' },
      previousData: country,
    })
    const [url, init] = fetchMock.mock.calls[0]
    expect(url).toBe('/api/countries/7')
    expect(init?.method).toBe('PATCH')
    expect(JSON.parse(String(init?.body))).toEqual({ name: 'République française', updated_at: country.updated_at })
  })

  describe("the pickers' calls as spec 2 §7 writes them", () => {
    const answering = () => {
      const fetchMock = vi.fn(
        async (_url: string, _init?: RequestInit) =>
          new Response(JSON.stringify({ total: 0, limit: 0, skip: 0, data: [] }), {
            status: 200,
            headers: { 'Content-Type': 'application/json' },
          }),
      )
      vi.stubGlobal('fetch', fetchMock)
      return () => decodeURIComponent(String(fetchMock.mock.calls[0][0]))
    }

    it('GET /entity-infos with name[$iLike], the or-filters of types, $limit 1000 and topicId (link pickers)', async () => {
      const url = answering()
      await dataProvider.getList('entity-infos', {
        filter: { name: { $iLike: 'Ac' }, $or: [{ type: 'Actor' }, { type: 'Brief', briefType: 'core' }], topicId: 7 },
        pagination: { page: 1, perPage: 1000 },
        sort: { field: 'name', order: 'ASC' },
      })
      expect(url()).toBe(
        '/api/entity-infos?$limit=1000&$skip=0&$sort[name]=1&name[$iLike]=Ac&$or[0][type]=Actor&$or[1][type]=Brief&$or[1][briefType]=core&topicId=7',
      )
    })

    it('GET /entity-infos?$limit=5&type=Brief&subType=Comparison Set with name[$iLike] (comparison sets)', async () => {
      const url = answering()
      await dataProvider.find('entity-infos', {
        $limit: 5,
        type: 'Brief',
        subType: 'Comparison Set',
        name: { $iLike: 'G20' },
      })
      expect(url()).toBe('/api/entity-infos?$limit=5&type=Brief&subType=Comparison Set&name[$iLike]=G20')
    })

    it('GET /cross-entity-facet-types by name (the duplicate check)', async () => {
      const url = answering()
      await dataProvider.find('cross-entity-facet-types', { name: 'GDP', $limit: 1 })
      expect(url()).toBe('/api/cross-entity-facet-types?name=GDP&$limit=1')
    })
  })
})
