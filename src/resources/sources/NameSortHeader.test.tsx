import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { AdminContext, ListContextProvider, testDataProvider, type ListControllerResult } from 'react-admin'
import { describe, expect, it, vi } from 'vitest'
import { i18nProvider } from '../../providers/i18nProvider'
import { NameSortHeader, UNSORTED } from './NameSortHeader'

function renderHeader(sort: { field: string; order: 'ASC' | 'DESC' }) {
  const setSort = vi.fn()
  const list = { sort, setSort, resource: 'analyst/sources/articles' } as unknown as ListControllerResult
  render(
    <AdminContext dataProvider={testDataProvider()} i18nProvider={i18nProvider}>
      <ListContextProvider value={list}>
        <NameSortHeader />
      </ListContextProvider>
    </AdminContext>,
  )
  return setSort
}

describe('the Name header of the source lists', () => {
  it.each([
    ['unsorted by name', UNSORTED, { field: 'name', order: 'ASC' }],
    ['sorted ascending', { field: 'name', order: 'ASC' } as const, { field: 'name', order: 'DESC' }],
    ['sorted descending', { field: 'name', order: 'DESC' } as const, UNSORTED],
  ])('%s: a click moves on to the next step of ascending, descending, none', async (_, sort, next) => {
    const setSort = renderHeader(sort)
    await userEvent.click(screen.getByRole('button', { name: 'Name' }))
    expect(setSort).toHaveBeenCalledWith(next)
  })
})
