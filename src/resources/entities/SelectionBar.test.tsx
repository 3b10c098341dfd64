import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { analyst, renderGrid } from './gridTestFixtures'
import { gridRow } from '../../test/gridRows'

const choose = async (name: string) => userEvent.click(screen.getByRole('checkbox', { name: `Select ${name}` }))
const bar = (count: number) => screen.getByRole('region', { name: `${count} selected` })

describe('Entity grid: the selected rows', () => {
  it('chooses rows one by one or all shown at once, and lets them go with Clear', async () => {
    renderGrid('/analyst/entities/actors')
    await screen.findByText('Acme')
    expect(screen.queryByRole('region', { name: /selected/ })).not.toBeInTheDocument()
    await choose('Acme')
    expect(bar(1)).toBeInTheDocument()
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select the rows shown' }))
    expect(bar(3)).toBeInTheDocument()
    expect(gridRow('Rates')).toHaveAttribute('aria-selected', 'true')
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select the rows shown' }))
    expect(screen.queryByRole('region', { name: /selected/ })).not.toBeInTheDocument()
    await choose('Gone Corp')
    await userEvent.click(within(bar(1)).getByRole('button', { name: 'Clear' }))
    expect(screen.queryByRole('region', { name: /selected/ })).not.toBeInTheDocument()
  })

  it('lets the choice go when a filter changes', async () => {
    renderGrid('/analyst/entities/actors')
    await screen.findByText('Acme')
    await choose('Acme')
    await userEvent.type(screen.getByRole('textbox', { name: 'Filter Name' }), 'Ac')
    await waitFor(() => expect(screen.queryByRole('region', { name: /selected/ })).not.toBeInTheDocument())
  })

  it('sets the stage and assignee of every chosen row in one call', async () => {
    const { patchMany } = renderGrid('/analyst/entities/actors')
    await screen.findByText('Acme')
    await choose('Acme')
    await choose('Gone Corp')
    await userEvent.click(within(bar(2)).getByRole('combobox', { name: 'Stage' }))
    await userEvent.click(await screen.findByRole('option', { name: 'in progress' }))
    await userEvent.click(within(bar(2)).getByRole('combobox', { name: 'Assignee' }))
    // those who may not be assigned are not offered
    expect(await screen.findByRole('option', { name: 'Lena Ortiz' })).toBeInTheDocument()
    expect(screen.queryByRole('option', { name: 'Bert Blocked' })).not.toBeInTheDocument()
    await userEvent.click(await screen.findByRole('option', { name: 'Jonas Weber' }))
    await userEvent.click(within(bar(2)).getByRole('button', { name: 'Apply to selected' }))
    await waitFor(() =>
      expect(patchMany).toHaveBeenCalledWith('entity-meta-data', [
        { id: 'e-acme', stage: 'in progress', assignedToId: 'u-jonas' },
        { id: 'e-gone', stage: 'in progress', assignedToId: 'u-jonas' },
      ]),
    )
    expect(await screen.findByText('2 entities updated')).toBeInTheDocument()
  })

  it('deletes the chosen rows after Yes, or lists each refused row and why, keeping the choice', async () => {
    const refusal = Object.assign(new Error('Some rows cannot be deleted: nothing was deleted'), {
      code: 400,
      data: { errors: [{ id: 'e-set', message: 'Comparison sets for statistics cannot be deleted for now' }] },
    })
    const deleteMany = vi
      .fn()
      .mockRejectedValueOnce(refusal)
      .mockResolvedValueOnce({ data: ['e-acme'] })
    renderGrid('/analyst/entities/actors', { more: { deleteMany } })
    await screen.findByText('Acme')
    await choose('Acme')
    await choose('Rates')
    await userEvent.click(within(bar(2)).getByRole('button', { name: 'Delete' }))
    const dialog = await screen.findByRole('dialog', { name: 'Delete 2 entities?' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }))
    expect(deleteMany).toHaveBeenCalledWith('entities', { ids: ['e-acme', 'e-set'] })
    await waitFor(() =>
      expect(within(bar(2)).getByRole('alert')).toHaveTextContent(
        'Rates: Comparison sets for statistics cannot be deleted for now',
      ),
    )
    expect(await screen.findByText('Some rows cannot be deleted: nothing was deleted')).toBeInTheDocument()
    await choose('Rates')
    await waitFor(() => expect(bar(1)).toBeInTheDocument())
    await userEvent.click(within(bar(1)).getByRole('button', { name: 'Delete' }))
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }))
    expect(deleteMany).toHaveBeenLastCalledWith('entities', { ids: ['e-acme'] })
    await waitFor(() => expect(screen.queryByRole('region', { name: /selected/ })).not.toBeInTheDocument())
  })

  it('exports the chosen rows through the grid’s export, by their ids', async () => {
    const downloadLink = vi.fn(async () => ({ url: 'about:blank' }))
    renderGrid('/analyst/entities/actors', { more: { downloadLink } })
    await screen.findByText('Acme')
    await choose('Acme')
    await choose('Rates')
    await userEvent.click(within(bar(2)).getByRole('button', { name: 'Export selection' }))
    await waitFor(() =>
      expect(downloadLink).toHaveBeenCalledWith('analyst/entities/actors', {
        id: { $in: ['e-acme', 'e-set'] },
        $sort: { updatedAt: -1 },
        export: true,
      }),
    )
  })

  it('offers analysts the export alone: stage, assignee and delete are the admins’', async () => {
    renderGrid('/analyst/entities/actors', { as: analyst })
    await screen.findByText('Acme')
    await choose('Acme')
    expect(within(bar(1)).getByRole('button', { name: 'Export selection' })).toBeInTheDocument()
    expect(within(bar(1)).queryByRole('combobox', { name: 'Stage' })).not.toBeInTheDocument()
    expect(within(bar(1)).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument()
  })
})
