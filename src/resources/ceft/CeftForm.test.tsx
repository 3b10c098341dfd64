import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import type { Cef } from '../../../server/services/cross-entity-facets/cross-entity-facets.schema'
import { renderWithAdmin } from '../../test/renderWithAdmin'
import { CeftForm } from './CeftForm'
import { cefGrid } from './cefGrid'

const SETS = [{ id: 'set-1', name: 'G20 members' }]

function renderForm(
  create = vi.fn(async (_resource: string, { data }: { data: object }) => ({ data: { id: 't1', ...data } })),
) {
  const getList = vi.fn(async () => ({ data: SETS, total: 1 }))
  const onSaved = vi.fn()
  renderWithAdmin(<CeftForm onSaved={onSaved} />, { dataProvider: { getList, create } })
  return { create, getList, onSaved }
}

describe('CeftForm', () => {
  it('cuts the name to 32 and the units to 20, and fills empty units from the multiplier', async () => {
    renderForm()
    const name = screen.getByRole('textbox', { name: 'Name' })
    await userEvent.type(name, 'A'.repeat(40))
    expect(name).toHaveValue('A'.repeat(32))
    await userEvent.click(screen.getByRole('combobox', { name: 'Multiplier' }))
    await userEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'Million' }))
    const units = screen.getByRole('textbox', { name: 'Units' })
    expect(units).toHaveValue('Million')
    // typed units stay when the multiplier changes
    await userEvent.clear(units)
    await userEvent.type(units, 'people in the labour force')
    expect(units).toHaveValue('people in the labour')
    await userEvent.click(screen.getByRole('combobox', { name: 'Multiplier' }))
    await userEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'Thousand' }))
    expect(units).toHaveValue('people in the labour')
  })

  it("says 'Name is required.' without calling the server, and clears the form", async () => {
    const { create } = renderForm()
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(screen.getByText('Name is required.')).toBeInTheDocument()
    expect(create).not.toHaveBeenCalled()
    await userEvent.type(screen.getByRole('textbox', { name: 'Currency' }), 'USD')
    await userEvent.click(screen.getByRole('button', { name: 'Clear form' }))
    expect(screen.getByRole('textbox', { name: 'Currency' })).toHaveValue('')
    expect(screen.queryByText('Name is required.')).not.toBeInTheDocument()
  })

  it('saves the fields with the comparison set id, and shows a refused name under the field and as a toast', async () => {
    const refused = Object.assign(new Error('This face already exists'), {
      code: 409,
      errors: { name: 'This face already exists' },
    })
    const create = vi
      .fn()
      .mockRejectedValueOnce(refused)
      .mockImplementation(async (_resource: string, { data }: { data: object }) => ({ data: { id: 't1', ...data } }))
    const { onSaved } = renderForm(create)
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'GDP')
    await userEvent.click(screen.getByRole('combobox', { name: 'Comparison set' }))
    await userEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'G20 members' }))
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(screen.getAllByText('This face already exists')).toHaveLength(2))
    expect(onSaved).not.toHaveBeenCalled()
    await userEvent.clear(screen.getByRole('textbox', { name: 'Name' }))
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'GDP 2')
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(onSaved).toHaveBeenCalled())
    expect(create).toHaveBeenLastCalledWith('cross-entity-facet-types', {
      data: {
        name: 'GDP 2',
        currency: null,
        units: null,
        periodicity: 'YEAR',
        comparisonSetId: 'set-1',
        multiplier: null,
        futureDates: 'PROJECTION',
        footnote: null,
        subtitle: null,
      },
    })
    expect(await screen.findByText('Cross entity facet created')).toBeInTheDocument()
  })
})

describe('cefGrid', () => {
  const value = (id: number, entityId: string, name: string, date: string, v: number) =>
    ({ id, entityId, entity: { id: entityId, name, type: 'Statistic Entity' }, date, value: v }) as Cef

  it('puts entities down by name and dates across, oldest first, each value in its cell', () => {
    const grid = cefGrid(
      [
        value(3, 'b', 'Brazil', '2021-01-01T00:00:00.000Z', 2),
        value(2, 'a', 'Argentina', '2021-01-01T00:00:00.000Z', 1),
        value(1, 'a', 'Argentina', '2020-01-01T00:00:00.000Z', 0.5),
      ],
      'YEAR',
    )
    expect(grid.dates.map((date) => date.label)).toEqual(['2020', '2021'])
    expect(grid.rows.map((row) => row.entityName)).toEqual(['Argentina', 'Brazil'])
    expect(grid.rows[0].values.get('2020-01-01T00:00:00.000Z')?.value).toBe(0.5)
    expect(grid.rows[1].values.has('2020-01-01T00:00:00.000Z')).toBe(false)
  })
})
