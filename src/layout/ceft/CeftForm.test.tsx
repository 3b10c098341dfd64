import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import type { Ceft } from '../../../server/services/cross-entity-facet-types/cross-entity-facet-types.schema'
import type { Cef } from '../../../server/services/cross-entity-facets/cross-entity-facets.schema'
import { renderWithAdmin } from '../../test/renderWithAdmin'
import { CeftForm } from './CeftForm'
import { cefGrid } from '../../resources/ceft/cefGrid'

const SETS = [{ id: 'set-1', name: 'G20 members' }]

/** GET /entity-infos answers the comparison sets; GET /cross-entity-facet-types by name the types of `taken`. */
const finder = (taken: string[] = []) =>
  vi.fn(async (resource: string, query: { name?: string }) => ({
    data:
      resource === 'entity-infos'
        ? SETS
        : taken.filter((name) => name === query.name).map((name) => ({ id: 'other', name })),
  }))

function renderForm(
  create = vi.fn(async (_resource: string, { data }: { data: object }) => ({ data: { id: 't1', ...data } })),
  find = finder(),
) {
  const onSaved = vi.fn()
  renderWithAdmin(<CeftForm onSaved={onSaved} />, { dataProvider: { find, create } })
  return { create, find, onSaved }
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

  it("says 'Name is required.' on Save without calling the server, and no more once a name is typed", async () => {
    const { create } = renderForm()
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), ' ')
    expect(screen.queryByText('Name is required.')).not.toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Name is required.')).toBeInTheDocument()
    expect(create).not.toHaveBeenCalled()
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'GDP')
    await waitFor(() => expect(screen.queryByText('Name is required.')).not.toBeInTheDocument())
  })

  it('clears the typed values and the errors with Clear form', async () => {
    renderForm()
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Name is required.')).toBeInTheDocument()
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
    // under the field until the name changes; the toast stays its time
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), ' 2')
    await waitFor(() => expect(screen.getAllByText('This face already exists')).toHaveLength(1))
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

describe('CeftForm calls', () => {
  it('searches comparison sets with GET /entity-infos?$limit=5&type=Brief&subType=Comparison Set&name[$iLike] (spec 2 §7)', async () => {
    const { find } = renderForm()
    await userEvent.type(screen.getByRole('combobox', { name: 'Comparison set' }), 'G20')
    await waitFor(() =>
      expect(find).toHaveBeenLastCalledWith('entity-infos', {
        $limit: 5,
        type: 'Brief',
        subType: 'Comparison Set',
        name: { $iLike: 'G20' },
      }),
    )
  })

  it("checks a new type's name with a GET by name before the POST, and refuses a taken one (spec 2 §5, §7)", async () => {
    const { create, find, onSaved } = renderForm(undefined, finder(['GDP']))
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'GDP')
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(screen.getAllByText('This face already exists')).toHaveLength(2))
    expect(find).toHaveBeenCalledWith('cross-entity-facet-types', { name: 'GDP', $limit: 1 })
    expect(create).not.toHaveBeenCalled()
    expect(onSaved).not.toHaveBeenCalled()
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), ' 2')
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(onSaved).toHaveBeenCalled())
    expect(find).toHaveBeenLastCalledWith('cross-entity-facet-types', { name: 'GDP 2', $limit: 1 })
    expect(create).toHaveBeenCalledTimes(1)
  })
})

describe('CeftForm on a stale copy', () => {
  const LOADED: Ceft = {
    id: '0f6a3c1e-52b1-4b8e-9a3e-1d2f3a4b5c6d',
    name: 'GDP',
    currency: 'USD',
    units: null,
    periodicity: 'YEAR',
    comparisonSetId: null,
    comparisonSet: null,
    multiplier: null,
    futureDates: 'PROJECTION',
    footnote: null,
    subtitle: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-25T10:00:00.000Z',
  }
  const NEWER = '2026-11-26T09:05:00.000Z'
  const stale = {
    code: 409,
    message: 'Ada Analyst saved this statistic type at 11/26/2026 9:05',
    data: { updatedAt: NEWER, updatedBy: { id: 'u1', name: 'Ada Analyst' } },
  }

  function renderEdit(update: ReturnType<typeof vi.fn>) {
    const getOne = vi.fn(async () => ({ data: { ...LOADED, name: 'GDP per head', updatedAt: NEWER } }))
    const onSaved = vi.fn()
    renderWithAdmin(<CeftForm type={LOADED} onSaved={onSaved} />, {
      dataProvider: { find: finder(), getOne, update },
    })
    return { getOne, onSaved }
  }

  async function rename(name: string) {
    await userEvent.clear(screen.getByRole('textbox', { name: 'Name' }))
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), name)
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    return screen.findByRole('dialog', { name: 'Someone else saved this in the meantime' })
  }

  it('names the version it was loaded from, and overwrites knowingly with the newer one', async () => {
    const update = vi
      .fn()
      .mockRejectedValueOnce(stale)
      .mockImplementation(async (_resource: string, { data }: { data: object }) => ({
        data: { ...LOADED, ...data, updatedAt: '2026-11-26T09:06:00.000Z' },
      }))
    const { onSaved } = renderEdit(update)
    const conflict = await rename('Real GDP')
    expect(within(conflict).getByText(stale.message)).toBeInTheDocument()
    expect(update.mock.calls[0][1].previousData.updatedAt).toBe(LOADED.updatedAt)
    await userEvent.click(within(conflict).getByRole('button', { name: 'Overwrite' }))
    await waitFor(() => expect(onSaved).toHaveBeenCalled())
    expect(update.mock.calls[1][1]).toMatchObject({ data: { name: 'Real GDP' }, previousData: { updatedAt: NEWER } })
    expect(await screen.findByText('Cross entity facet updated')).toBeInTheDocument()
  })

  it('keeps the edits on Cancel, and Reload fills the form with the other copy', async () => {
    const { getOne } = renderEdit(vi.fn().mockRejectedValue(stale))
    const conflict = await rename('Real GDP')
    await userEvent.click(within(conflict).getByRole('button', { name: 'Cancel' }))
    expect(await screen.findByRole('textbox', { name: 'Name' })).toHaveValue('Real GDP')
    await userEvent.click(within(await rename('Real GDP')).getByRole('button', { name: 'Reload' }))
    expect(getOne).toHaveBeenCalled()
    expect(await screen.findByDisplayValue('GDP per head')).toBeInTheDocument()
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
