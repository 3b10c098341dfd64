import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { ResourceContextProvider } from 'react-admin'
import { Conflict } from '@feathersjs/errors'
import { describe, expect, it, vi } from 'vitest'
import type { TrashItem } from '../../../common/trash'
import { renderWithAdmin } from '../../test/renderWithAdmin'
import { atScreenWidth } from '../../test/screenWidth'
import { TrashList } from './TrashList'

const FREEDONIA: TrashItem = {
  id: 'country-301',
  kind: 'country',
  recordId: 301,
  name: 'Freedonia',
  deletedAt: '2026-11-20T10:00:00.000Z',
  deletedBy: { id: 'u1', name: 'Ana Analyst' },
  purgeAt: '2026-12-20T10:00:00.000Z',
}
const DELTA: TrashItem = {
  ...FREEDONIA,
  id: 'landscape-7',
  kind: 'landscape',
  recordId: 7,
  name: 'Danube Delta',
  deletedBy: null,
  purgeAt: null,
}

function renderTrash(items: TrashItem[], calls: Record<string, unknown> = {}) {
  const getList = vi.fn(async () => ({ data: items, total: items.length }))
  renderWithAdmin(
    <ResourceContextProvider value="admin/trash">
      <TrashList />
    </ResourceContextProvider>,
    { dataProvider: { getList, ...calls }, at: '/admin/trash' },
  )
  return getList
}

describe('the trash', () => {
  it('lists each deleted record with its kind, who deleted it and when it is purged, latest first', async () => {
    atScreenWidth(1280)
    const getList = renderTrash([FREEDONIA, DELTA])
    const row = (await screen.findByText('Freedonia')).closest('tr')!
    expect(row).toHaveTextContent('Country')
    expect(row).toHaveTextContent('Ana Analyst')
    expect(row).toHaveTextContent('20 Nov, 2026')
    expect(row).toHaveTextContent('20 Dec, 2026')
    expect(screen.getByText('Danube Delta').closest('tr')).toHaveTextContent('Kept')
    expect(getList).toHaveBeenCalledWith(
      'admin/trash',
      expect.objectContaining({ sort: { field: 'deletedAt', order: 'DESC' } }),
    )
  })

  it('filters by kind', async () => {
    atScreenWidth(1280)
    const getList = renderTrash([FREEDONIA])
    await userEvent.click(await screen.findByRole('combobox', { name: 'Kind' }))
    await userEvent.click(await screen.findByRole('option', { name: 'Landscape' }))
    await waitFor(() =>
      expect(getList).toHaveBeenLastCalledWith(
        'admin/trash',
        expect.objectContaining({ filter: { kind: 'landscape' } }),
      ),
    )
  })

  it('restores a record, says so and reads the list again', async () => {
    atScreenWidth(1280)
    const post = vi.fn(async () => ({ id: 301, name: 'Freedonia' }))
    const getList = renderTrash([FREEDONIA], { post })
    await userEvent.click(await screen.findByRole('button', { name: 'Restore Freedonia' }))
    expect(post).toHaveBeenCalledWith('trash-restores', { kind: 'country', id: 301 })
    expect(await screen.findByText('Country Freedonia is back in its list')).toBeVisible()
    await waitFor(() => expect(getList.mock.calls.length).toBeGreaterThan(1))
  })

  it("shows the server's reason when a restore is refused", async () => {
    atScreenWidth(1280)
    const post = vi.fn(async () => {
      throw new Conflict("A country named 'Freedonia' exists now: rename or delete it, then restore this one")
    })
    renderTrash([FREEDONIA], { post })
    await userEvent.click(await screen.findByRole('button', { name: 'Restore Freedonia' }))
    expect(
      await screen.findByText(/A country named 'Freedonia' exists now: rename or delete it, then restore this one/),
    ).toBeVisible()
  })

  it('deletes a record for good only after its confirmation', async () => {
    atScreenWidth(1280)
    const deleteOne = vi.fn(async () => ({ data: FREEDONIA }))
    renderTrash([FREEDONIA], { delete: deleteOne })
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Freedonia for good' }))
    const dialog = await screen.findByRole('dialog', { name: "Delete 'Freedonia' for good?" })
    expect(dialog).toHaveTextContent('It cannot be restored after this.')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(deleteOne).not.toHaveBeenCalled()

    await userEvent.click(await screen.findByRole('button', { name: 'Delete Freedonia for good' }))
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: "Delete 'Freedonia' for good?" })).getByRole('button', {
        name: 'Delete for good',
      }),
    )
    await waitFor(() =>
      expect(deleteOne).toHaveBeenCalledWith('admin/trash', expect.objectContaining({ id: 'country-301' })),
    )
    expect(await screen.findByText('Country Freedonia deleted for good')).toBeVisible()
  })

  it('says the trash is empty when it is', async () => {
    atScreenWidth(1280)
    renderTrash([])
    expect(await screen.findByRole('status')).toHaveTextContent('The trash is empty')
  })

  it('shows a simple list on a phone, whose tap offers Restore and Delete for good', async () => {
    atScreenWidth(390)
    renderTrash([FREEDONIA])
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
    await userEvent.click(await screen.findByRole('button', { name: /Freedonia/ }))
    const dialog = await screen.findByRole('dialog', { name: 'Freedonia' })
    expect(within(dialog).getByRole('button', { name: 'Restore Freedonia' })).toBeVisible()
    expect(within(dialog).getByRole('button', { name: 'Delete Freedonia for good' })).toBeVisible()
  })
})
