import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { messages } from '../../../common/messages'
import { ROUTES } from '../../../common/routes'
import type { SavedView, SavedViewState } from '../../../common/savedViews'
import { renderWithAdmin } from '../../test/renderWithAdmin'
import { SavedViews } from './SavedViews'

const CURRENT: SavedViewState = {
  filter: { stage: 'review' },
  sort: { field: 'name', order: 'ASC' },
  perPage: 100,
  columns: ['name', 'type'],
}
const STORED: SavedView = {
  id: 3,
  grid: ROUTES.entitiesPlots,
  name: 'Stale plots',
  state: { filter: { hidden: true }, sort: { field: 'updatedAt', order: 'DESC' }, perPage: -1, columns: ['type'] },
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
}

function renderViews(dataProvider: Record<string, ReturnType<typeof vi.fn>> = {}) {
  const onApply = vi.fn()
  const getList = vi.fn(async () => ({ data: [STORED], total: 1 }))
  renderWithAdmin(<SavedViews grid={ROUTES.entitiesPlots} current={CURRENT} onApply={onApply} />, {
    dataProvider: { getList, ...dataProvider },
  })
  return { onApply, getList }
}

const openViews = async () => {
  await userEvent.click(screen.getByRole('button', { name: 'Views' }))
  return screen.findByRole('dialog', { name: 'Saved views' })
}

describe('Saved views', () => {
  it("lists the user's views of the grid and shows one in a click", async () => {
    const { onApply, getList } = renderViews()
    const views = await openViews()
    expect(getList).toHaveBeenCalledWith(
      'saved-views',
      expect.objectContaining({ filter: { grid: ROUTES.entitiesPlots } }),
    )
    await userEvent.click(await within(views).findByRole('button', { name: 'Show view Stale plots' }))
    expect(onApply).toHaveBeenCalledWith(STORED.state)
    expect(await screen.findByText('View Stale plots shown')).toBeInTheDocument()
  })

  it('saves what the grid shows under a name, which it needs', async () => {
    const create = vi.fn(async (_resource: string, { data }: { data: object }) => ({ data: { ...data, id: 9 } }))
    renderViews({ create })
    await userEvent.click(within(await openViews()).getByRole('button', { name: 'Save the current view' }))
    const dialog = await screen.findByRole('dialog', { name: 'Save the current view' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(await within(dialog).findByText(messages.enterViewName)).toBeInTheDocument()
    expect(create).not.toHaveBeenCalled()

    await userEvent.type(within(dialog).getByLabelText('Name'), '  My review queue ')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }))
    await vi.waitFor(() =>
      expect(create).toHaveBeenCalledWith(
        'saved-views',
        expect.objectContaining({ data: { grid: ROUTES.entitiesPlots, name: 'My review queue', state: CURRENT } }),
      ),
    )
    expect(await screen.findByText('View saved')).toBeInTheDocument()
  })

  it("keeps the dialog open with the server's refusal", async () => {
    const create = vi.fn(async () =>
      Promise.reject({ code: 409, className: 'conflict', message: messages.viewNameTaken }),
    )
    renderViews({ create })
    await userEvent.click(within(await openViews()).getByRole('button', { name: 'Save the current view' }))
    const dialog = await screen.findByRole('dialog', { name: 'Save the current view' })
    await userEvent.type(within(dialog).getByLabelText('Name'), 'Stale plots')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(await screen.findByText(messages.viewNameTaken)).toBeInTheDocument()
    expect(screen.getByRole('dialog', { name: 'Save the current view' })).toBeInTheDocument()
  })

  it('deletes a view with an undo', async () => {
    const deleteOne = vi.fn(async () => ({ data: STORED }))
    renderViews({ delete: deleteOne })
    const views = await openViews()
    await userEvent.click(await within(views).findByRole('button', { name: 'Delete view Stale plots' }))
    const toast = (await screen.findByText('View deleted')).closest('.MuiSnackbarContent-root') as HTMLElement
    expect(within(toast).getByRole('button', { name: /undo/i })).toBeInTheDocument()
    // undoable: the call waits for the toast to go
    expect(deleteOne).not.toHaveBeenCalled()
  })
})
