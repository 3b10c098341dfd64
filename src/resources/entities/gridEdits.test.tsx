import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { analyst, renderGrid } from './gridTestFixtures'

const row = (name: string) => screen.getByRole('row', { name })

describe('Entity grid: admin edits', () => {
  it('sends a stage change through entity-meta-data, clearing an assignee not allowed at it', async () => {
    const { patchMany } = renderGrid('/analyst/entities/actors')
    await screen.findByText('Acme')
    await userEvent.click(screen.getByRole('combobox', { name: 'Stage Acme' }))
    await userEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'published' }))
    await waitFor(() =>
      expect(patchMany).toHaveBeenCalledWith('entity-meta-data', [
        { id: 'e-acme', stage: 'published', assignedToId: null },
      ]),
    )
  })

  it('offers the users allowed at the stage as assignees and says Removed User for a gone one', async () => {
    const { patchMany } = renderGrid('/analyst/entities/actors')
    await screen.findByText('Acme')
    expect(within(row('Gone Corp')).getByText('Removed User')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('combobox', { name: 'Assigned Acme' }))
    await userEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Lena Ortiz' }))
    await waitFor(() =>
      expect(patchMany).toHaveBeenCalledWith('entity-meta-data', [
        { id: 'e-acme', stage: 'in progress', assignedToId: 'u-lena' },
      ]),
    )
  })

  it('toggles hidden through PATCH /entities/ with an array', async () => {
    const { patchMany } = renderGrid('/analyst/entities/actors')
    await screen.findByText('Acme')
    await userEvent.click(screen.getByRole('checkbox', { name: 'Hidden Acme' }))
    await waitFor(() => expect(patchMany).toHaveBeenCalledWith('entities', [{ id: 'e-acme', hidden: true }]))
  })

  it('adds a topic with all the entity topics and shows a per-entity error for 5 s', async () => {
    const createMany = vi.fn(async () => ({ data: [], errors: [{ entityId: 'e-acme', error: 'Unknown topic' }] }))
    renderGrid('/analyst/entities/actors', { more: { createMany } })
    await screen.findByText('Acme')
    await userEvent.click(within(row('Acme')).getByRole('combobox', { name: 'Add topic' }))
    await userEvent.click(await screen.findByRole('option', { name: 'Germany' }))
    await waitFor(() =>
      expect(createMany).toHaveBeenCalledWith('topic-links', [{ entityId: 'e-acme', topics: ['c-fr', 'c-de'] }]),
    )
    expect(await screen.findByText("Can't update Acme: Unknown topic")).toBeInTheDocument()
  })

  it('removes a topic by its link', async () => {
    const { delete: remove } = renderGrid('/analyst/entities/actors')
    await screen.findByText('Acme')
    await userEvent.click(within(row('Acme')).getByTestId('CancelIcon'))
    await waitFor(() => expect(remove).toHaveBeenCalledWith('topic-links', expect.objectContaining({ id: 'l-fr' })))
  })

  it('says the server message when a bulk edit fails', async () => {
    const patchMany = vi.fn(async () => {
      throw new Error('Some rows cannot be saved: nothing was saved')
    })
    renderGrid('/analyst/entities/actors', { more: { patchMany } })
    await screen.findByText('Acme')
    await userEvent.click(screen.getByRole('checkbox', { name: 'Hidden Acme' }))
    expect(await screen.findByText('Some rows cannot be saved: nothing was saved')).toBeInTheDocument()
  })
})

describe('Entity grid: delete', () => {
  it('opens delete with D on a focused row, confirms with Enter, cancels with Escape', async () => {
    const { delete: remove } = renderGrid('/analyst/entities/actors')
    await screen.findByText('Acme')
    row('Acme').focus()
    fireEvent.keyDown(row('Acme'), { key: 'd' })
    const dialog = await screen.findByRole('dialog', { name: 'Delete Acme?' })
    fireEvent.keyDown(dialog, { key: 'Escape' })
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    fireEvent.keyDown(row('Acme'), { key: 'D' })
    fireEvent.keyDown(await screen.findByRole('dialog', { name: 'Delete Acme?' }), { key: 'Enter' })
    await waitFor(() => expect(remove).toHaveBeenCalledWith('entities', expect.objectContaining({ id: 'e-acme' })))
  })

  it('asks Yes or No, and says when the removal fails', async () => {
    const remove = vi.fn(async () => {
      throw new Error('boom')
    })
    renderGrid('/analyst/entities/actors', { more: { delete: remove } })
    await screen.findByText('Acme')
    await userEvent.click(screen.getByRole('button', { name: 'Delete Acme' }))
    const dialog = await screen.findByRole('dialog')
    expect(within(dialog).getByRole('button', { name: 'No' })).toBeInTheDocument()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }))
    expect(await screen.findByText('Cannot remove entity')).toBeInTheDocument()
  })

  it('never deletes a Comparison Set', async () => {
    renderGrid('/analyst/entities/actors')
    await screen.findByText('Rates')
    expect(screen.getByRole('button', { name: 'Delete Rates' })).toBeDisabled()
    fireEvent.keyDown(row('Rates'), { key: 'd' })
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('says Cannot load Entities when the page fails', async () => {
    const getList = vi.fn(async (resource: string) => {
      if (resource === 'users') return { data: [], total: 0 }
      throw new Error('down')
    })
    renderGrid('/analyst/entities/actors', { more: { getList } })
    expect(await screen.findByText('Cannot load Entities')).toBeInTheDocument()
  })
})

describe('Entity grid: analysts', () => {
  it('shows stage, assignee, hidden and topics read-only, without delete', async () => {
    renderGrid('/analyst/entities/actors', { as: analyst })
    await screen.findByText('Acme')
    const acme = row('Acme')
    expect(within(acme).getByText('in progress')).toBeInTheDocument()
    expect(within(acme).getByText('Jonas Weber')).toBeInTheDocument()
    expect(within(acme).queryByRole('combobox')).not.toBeInTheDocument()
    expect(within(acme).getByRole('checkbox', { name: 'Hidden Acme' })).toBeDisabled()
    expect(within(acme).queryByTestId('CancelIcon')).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Delete Acme' })).not.toBeInTheDocument()
    fireEvent.keyDown(acme, { key: 'd' })
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })
})
