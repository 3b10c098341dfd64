import { afterEach, describe, expect, it, vi } from 'vitest'
import { dataProvider } from './dataProvider'
import { queryClient } from './queryClient'

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

  it('has the breadcrumb read the names again after a save, as the record saved may have a new one', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify(country), { status: 200, headers: { 'Content-Type': 'application/json' } }),
      ),
    )
    queryClient.setQueryData(['breadcrumb', 'countries', 7], { data: [country] })
    await dataProvider.update('analyst/countries', { id: 7, data: { name: 'Gaul' }, previousData: country })
    expect(queryClient.getQueryState(['breadcrumb', 'countries', 7])?.isInvalidated).toBe(true)
  })

  it('sorts an RSS source list by name with orderByName (spec 3 §7 GET /rss-sources), and other lists with $sort', async () => {
    const fetchMock = vi.fn(
      async (_url: string, _init?: RequestInit) =>
        new Response(JSON.stringify({ total: 0, limit: 100, skip: 0, data: [] }), {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        }),
    )
    vi.stubGlobal('fetch', fetchMock)
    const list = (resource: string, order: 'ASC' | 'DESC') =>
      dataProvider.getList(resource, {
        pagination: { page: 1, perPage: 100 },
        sort: { field: 'name', order },
        filter: { type: 'article' },
      })
    const queryOf = (call: number) => new URL(String(fetchMock.mock.calls[call][0]), 'http://console').searchParams
    await list('analyst/sources/articles', 'ASC')
    await list('analyst/sources/regulations', 'DESC')
    await list('analyst/landscapes', 'DESC')
    expect(queryOf(0).get('orderByName')).toBe('asc')
    expect(queryOf(0).get('type')).toBe('article')
    expect(queryOf(0).get('$sort[name]')).toBeNull()
    expect(queryOf(1).get('orderByName')).toBe('desc')
    expect(queryOf(2).get('orderByName')).toBeNull()
    expect(queryOf(2).get('$sort[name]')).toBe('-1')
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
