import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import type { Landscape } from '../../../server/services/landscapes/landscapes.schema'
import { renderWithAdmin } from '../../test/renderWithAdmin'
import { LandscapeDialog } from './LandscapeDialog'

const LOADED: Landscape = {
  id: 7,
  name: 'Baltic grid',
  alternative_names: [],
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-25T10:00:00.000Z',
}
const NEWER = '2026-11-26T09:05:00.000Z'
const stale = {
  code: 409,
  message: 'Ada Admin saved this landscape at 11/26/2026 9:05',
  data: { updatedAt: NEWER, updatedBy: { id: 'u1', name: 'Ada Admin' } },
}

function renderDialog(update: ReturnType<typeof vi.fn>) {
  const onClose = vi.fn()
  const getList = vi.fn(async () => ({ data: [], total: 0 }))
  renderWithAdmin(<LandscapeDialog landscape={LOADED} onClose={onClose} />, { dataProvider: { update, getList } })
  return { onClose, getList }
}

async function saveName(name: string) {
  const dialog = await screen.findByRole('dialog', { name: 'Edit landscape' })
  await userEvent.clear(within(dialog).getByLabelText('Name'))
  await userEvent.type(within(dialog).getByLabelText('Name'), name)
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }))
}

describe('Landscape dialog on a stale copy', () => {
  it('keeps the edits, says who saved, and overwrites knowingly with the newer version', async () => {
    const update = vi
      .fn()
      .mockRejectedValueOnce(stale)
      .mockImplementation(async (_resource: string, { id, data }: { id: number; data: object }) => ({
        data: { ...LOADED, id, ...data, updated_at: '2026-11-26T09:06:00.000Z' },
      }))
    const { onClose } = renderDialog(update)
    await saveName('Baltic power grid')

    const conflict = await screen.findByRole('dialog', { name: 'Someone else saved this in the meantime' })
    expect(within(conflict).getByText(stale.message)).toBeInTheDocument()
    expect(update.mock.calls[0][1].previousData.updated_at).toBe(LOADED.updated_at)
    expect(onClose).not.toHaveBeenCalled()

    await userEvent.click(within(conflict).getByRole('button', { name: 'Overwrite' }))
    expect(update).toHaveBeenCalledTimes(2)
    expect(update.mock.calls[1][1]).toMatchObject({
      id: 7,
      data: { name: 'Baltic power grid' },
      previousData: { updated_at: NEWER },
    })
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled())
  })

  it('leaves the form as typed on Cancel, and Reload closes it for the list as it now is', async () => {
    const update = vi.fn().mockRejectedValue(stale)
    const { onClose } = renderDialog(update)
    await saveName('Baltic power grid')
    const conflict = await screen.findByRole('dialog', { name: 'Someone else saved this in the meantime' })
    await userEvent.click(within(conflict).getByRole('button', { name: 'Cancel' }))
    const form = await screen.findByRole('dialog', { name: 'Edit landscape' })
    expect(within(form).getByLabelText('Name')).toHaveValue('Baltic power grid')
    expect(onClose).not.toHaveBeenCalled()

    await userEvent.click(within(form).getByRole('button', { name: 'Save' }))
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Someone else saved this in the meantime' })).getByRole(
        'button',
        { name: 'Reload' },
      ),
    )
    expect(onClose).toHaveBeenCalled()
    expect(update).toHaveBeenCalledTimes(2)
  })
})
