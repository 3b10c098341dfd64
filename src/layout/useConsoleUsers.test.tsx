import { useEffect } from 'react'
import { act, screen, waitFor } from '@testing-library/react'
import type { GetListParams } from 'react-admin'
import { describe, expect, it, vi } from 'vitest'
import { app } from '../i18n/en'
import { renderWithAdmin } from '../test/renderWithAdmin'
import { assigneeName, useConsoleUsers, type ConsoleUsers } from './useConsoleUsers'

const USERS = Array.from({ length: 120 }, (_, index) => ({
  id: `u-${index}`,
  name: `User ${String(index).padStart(3, '0')}`,
  role: 'analyst',
  assignable: true,
}))
const LAST = USERS[119]

/** The users as a screen has them, each answer kept, with the name an assignee of the last page shows. */
function Probe({ seen }: { seen: ConsoleUsers[] }) {
  const users = useConsoleUsers()
  useEffect(() => {
    seen.push(users)
  }, [seen, users])
  return <p>{assigneeName(users, LAST.id, app.grid.removedUser) || 'nobody named yet'}</p>
}

describe('useConsoleUsers', () => {
  it('reads every page of 50, and names nobody Removed User until the last page is in', async () => {
    // the pages after the first wait until the test lets them answer
    const release = new Map<number, () => void>()
    const getList = vi.fn(async (_resource: string, params: GetListParams) => {
      const { page, perPage } = params.pagination ?? { page: 1, perPage: 50 }
      if (page > 1) await new Promise<void>((resolve) => release.set(page, resolve))
      return { data: USERS.slice((page - 1) * perPage, page * perPage), total: USERS.length }
    })
    const seen: ConsoleUsers[] = []
    renderWithAdmin(<Probe seen={seen} />, { dataProvider: { getList } })

    await waitFor(() => expect(release.size).toBe(2))
    expect(getList.mock.calls.map(([resource, params]) => [resource, params.pagination, params.sort])).toEqual(
      [1, 2, 3].map((page) => ['users', { page, perPage: 50 }, { field: 'name', order: 'ASC' }]),
    )
    // the last page answers first: the second is still on its way
    await act(async () => release.get(3)?.())
    expect(screen.getByText('nobody named yet')).toBeInTheDocument()
    expect(screen.queryByText(app.grid.removedUser)).not.toBeInTheDocument()
    expect(seen.every((users) => !users.loaded)).toBe(true)

    await act(async () => release.get(2)?.())
    expect(await screen.findByText(LAST.name)).toBeInTheDocument()
    const users = seen.at(-1)
    expect(users?.loaded).toBe(true)
    expect(users?.all.map((user) => user.id)).toEqual(USERS.map((user) => user.id))
    // loaded came with every user at once
    expect(seen.filter((one) => one.loaded).every((one) => one.all.length === USERS.length)).toBe(true)
    expect(assigneeName(users!, 'u-gone', app.grid.removedUser)).toBe(app.grid.removedUser)
  })
})
