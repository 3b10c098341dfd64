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
})
