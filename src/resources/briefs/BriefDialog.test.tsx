import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { AdminContext, testDataProvider, type DataProvider, type GetListParams } from 'react-admin'
import { describe, expect, it, vi } from 'vitest'
import { i18nProvider } from '../../providers/i18nProvider'
import type { Brief } from '../../../server/services/briefs/briefs.schema'
import { BriefDialog } from './BriefDialog'

const BRIEFS = [
  { id: 1, name: 'Energy', type: 'sector', parents: [] },
  { id: 2, name: 'Technology', type: 'sector', parents: [] },
  { id: 3, name: 'Renewables', type: 'sub-sector', parents: [{ id: 1, name: 'Energy', type: 'sector' }] },
]

function renderDialog(brief?: Brief) {
  const getList = vi.fn(async (_resource: string, params: GetListParams) => {
    const data = BRIEFS.filter((candidate) => !params.filter.type || candidate.type === params.filter.type)
    return { data, total: data.length }
  })
  const getMany = vi.fn(async (_resource: string, { ids }: { ids: unknown[] }) => ({
    data: BRIEFS.filter((candidate) => ids.includes(candidate.id)),
  }))
  const create = vi.fn(async (_resource: string, { data }: { data: object }) => ({ data: { id: 99, ...data } }))
  const update = vi.fn(async (_resource: string, { id, data }: { id: number; data: object }) => ({
    data: { id, ...data },
  }))
  const dataProvider = testDataProvider({ getList, getMany, create, update } as Partial<DataProvider>)
  const onClose = vi.fn()
  render(
    <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
      <BriefDialog brief={brief} onClose={onClose} />
    </AdminContext>,
  )
  return { getList, create, update, onClose }
}

const chooseType = async (type: string) => {
  await userEvent.click(screen.getByRole('combobox', { name: 'Type' }))
  await userEvent.click(await screen.findByRole('option', { name: type }))
}

describe('Brief dialog', () => {
  it('keeps Save disabled until a type is chosen, then asks for the name', async () => {
    const { create } = renderDialog()
    const dialog = await screen.findByRole('dialog', { name: 'New brief' })
    await userEvent.type(within(dialog).getByLabelText('Name'), 'Energy')
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled()
    await userEvent.clear(within(dialog).getByLabelText('Name'))
    await chooseType('core')
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeEnabled()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Enter the brief name')).toBeInTheDocument()
    expect(create).not.toHaveBeenCalled()
  })

  it.each(['core', 'landscape', 'current', 'sector'])(
    'says a %s brief cannot have a parent, offering no picker',
    async (type) => {
      renderDialog()
      await screen.findByRole('dialog')
      await chooseType(type)
      expect(screen.getByText(`The brief of type "${type}" cannot have a parent`)).toBeInTheDocument()
      expect(screen.queryByLabelText('Parents')).not.toBeInTheDocument()
    },
  )

  it('offers sector parents to a sub-sector, and sends the chosen ids', async () => {
    const { getList, create, onClose } = renderDialog()
    await screen.findByRole('dialog')
    await userEvent.type(screen.getByLabelText('Name'), '  Semiconductors ')
    await chooseType('sub-sector')
    expect(screen.getByText('Briefs of type "sector"; type at least one letter to search')).toBeInTheDocument()
    await userEvent.click(screen.getByLabelText('Parents'))
    await userEvent.click(await screen.findByRole('option', { name: 'Technology' }))
    await waitFor(() =>
      expect(getList).toHaveBeenCalledWith('briefs', expect.objectContaining({ filter: { type: 'sector' } })),
    )
    expect(getList.mock.calls.every(([, params]) => params.pagination?.perPage === 50)).toBe(true)
    expect(screen.queryByRole('option', { name: 'Renewables' })).not.toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(create).toHaveBeenCalled())
    expect(create.mock.calls[0][1].data).toEqual({ name: 'Semiconductors', type: 'sub-sector', parents: [2] })
    await waitFor(() => expect(onClose).toHaveBeenCalled())
  })

  it('empties the parents when the type changes, and edits keep the parents as ids', async () => {
    const renewables = { ...BRIEFS[2], created_at: '2026-01-01T00:00:00Z', updated_at: '2026-01-01T00:00:00Z' }
    const { update } = renderDialog(renewables as Brief)
    await screen.findByRole('dialog', { name: 'Edit brief' })
    expect(await screen.findByRole('button', { name: 'Energy' })).toBeInTheDocument()
    await chooseType('industry')
    expect(screen.queryByRole('button', { name: 'Energy' })).not.toBeInTheDocument()
    await chooseType('sub-sector')
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(update).toHaveBeenCalled())
    expect(update.mock.calls[0][1].data).toEqual({ name: 'Renewables', type: 'sub-sector', parents: [] })
  })
})
