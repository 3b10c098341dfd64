import { act, fireEvent, screen } from '@testing-library/react'
import { Form } from 'react-admin'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderWithAdmin } from '../../test/renderWithAdmin'
import { MainEntityInput } from './MainEntityInput'

const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms))

describe('the country dialog main entity search (spec 3 §9 "Search needs 3 characters, debounce 300 ms")', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('searches GET /entities by name, 50 at a time, once 3 characters are typed and 300 ms after the last', async () => {
    const getList = vi.fn(async () => ({ data: [{ id: 'e-1', name: 'Acme', type: 'Actor' }], total: 1 }))
    const getMany = vi.fn(async () => ({ data: [] }))
    renderWithAdmin(
      <Form record={{ main_entity_id: null }}>
        <MainEntityInput />
      </Form>,
      { dataProvider: { getList, getMany } },
    )
    const input = screen.getByRole('combobox')
    await wait(1000)
    expect(getList).not.toHaveBeenCalled()
    fireEvent.change(input, { target: { value: 'Ac' } })
    await wait(1000)
    expect(getList).not.toHaveBeenCalled()
    fireEvent.change(input, { target: { value: 'Acm' } })
    await wait(290)
    expect(getList).not.toHaveBeenCalled()
    await wait(20)
    expect(getList).toHaveBeenCalledTimes(1)
    expect(getList).toHaveBeenCalledWith(
      'entities',
      expect.objectContaining({ filter: { name: { $iLike: 'Acm' } }, pagination: { page: 1, perPage: 50 } }),
    )
  })
})
