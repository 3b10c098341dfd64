import { act, fireEvent, screen } from '@testing-library/react'
import type { GetListParams } from 'react-admin'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderWithAdmin } from '../../test/renderWithAdmin'
import { CountryAutocomplete } from './CountryAutocomplete'

const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms))
const searched = (getList: { mock: { calls: [string, GetListParams][] } }) =>
  getList.mock.calls.map(([, params]) => (params.filter as { name?: { $iLike: string } }).name?.$iLike)

describe('the topic search', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('searches GET /countries, 1000 at most, 300 ms after the last key (spec 2 §9 "topic search 300 ms")', async () => {
    const getList = vi.fn(async (_resource: string, _params: GetListParams) => ({
      data: [{ id: '7', name: 'France' }],
      total: 1,
    }))
    renderWithAdmin(<CountryAutocomplete label="Topic" onPick={vi.fn()} />, { dataProvider: { getList } })
    await wait(10)
    expect(searched(getList)).toEqual([undefined])
    expect(getList.mock.calls[0][1]).toMatchObject({ pagination: { page: 1, perPage: 1000 } })
    const input = screen.getByRole('combobox', { name: 'Topic' })
    fireEvent.change(input, { target: { value: 'Fr' } })
    await wait(200)
    fireEvent.change(input, { target: { value: 'Fra' } })
    await wait(290)
    expect(searched(getList)).toEqual([undefined])
    await wait(20)
    expect(searched(getList)).toEqual([undefined, 'Fra'])
  })

  it("says 'Something went wrong...' when the topics fail to load (spec 2 §8)", async () => {
    const getList = vi.fn(async () => {
      throw new Error('connection reset')
    })
    renderWithAdmin(<CountryAutocomplete label="Topic" onPick={vi.fn()} />, { dataProvider: { getList } })
    await wait(100)
    expect(screen.getByText('Something went wrong...')).toBeInTheDocument()
  })
})
