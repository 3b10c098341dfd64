import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { ResourceContextProvider } from 'react-admin'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Landscape } from '../../../server/services/landscapes/landscapes.schema'
import { renderWithAdmin } from '../../test/renderWithAdmin'
import { atScreenWidth } from '../../test/screenWidth'
import { LandscapeList } from './LandscapeList'

const BALTIC: Landscape = {
  id: 7,
  name: 'Baltic grid',
  alternative_names: ['Baltic ring', 'BRELL'],
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-25T10:00:00.000Z',
}

afterEach(() => vi.unstubAllGlobals())

function renderList(landscapes: Landscape[]) {
  const getList = vi.fn(async () => ({ data: landscapes, total: landscapes.length }))
  renderWithAdmin(
    <ResourceContextProvider value="analyst/landscapes">
      <LandscapeList />
    </ResourceContextProvider>,
    { dataProvider: { getList }, at: '/analyst/landscapes' },
  )
}

describe('the landscapes (a reference list) on a phone', () => {
  it('shows a simple list, each row named and dated, without the table or a delete button', async () => {
    atScreenWidth(390)
    renderList([BALTIC])
    const row = await screen.findByRole('button', { name: /Baltic grid/ })
    expect(row).toHaveTextContent('Baltic ring, BRELL · Modified 25 Nov, 2026')
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument()
  })

  it('opens the edit dialog, full screen, on a tap of a row', async () => {
    atScreenWidth(390)
    renderList([BALTIC])
    await userEvent.click(await screen.findByRole('button', { name: /Baltic grid/ }))
    const dialog = await screen.findByRole('dialog', { name: 'Edit landscape' })
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Baltic grid')
    expect(dialog.closest('.MuiDialog-paper') ?? dialog).toHaveClass('MuiDialog-paperFullScreen')
  })

  it("shows the list's empty state when there is no landscape", async () => {
    atScreenWidth(390)
    renderList([])
    expect(await screen.findByRole('status')).toHaveTextContent('No landscape yet.')
    expect(within(screen.getByRole('status')).getByRole('button', { name: 'Create Landscape' })).toBeVisible()
  })

  it('keeps the table from the small breakpoint up', async () => {
    atScreenWidth(768)
    renderList([BALTIC])
    const table = await screen.findByRole('table')
    expect(within(table).getByText('Baltic grid')).toBeInTheDocument()
    expect(within(table).getByRole('button', { name: 'Delete Baltic grid' })).toBeInTheDocument()
  })
})

describe('the landscapes chosen for a bulk delete', () => {
  const FJORD: Landscape = { ...BALTIC, id: 8, name: 'Fjord ports', alternative_names: [] }

  it('names each box for its row, chooses the page from the header, and asks before deleting them', async () => {
    atScreenWidth(1280)
    renderList([BALTIC, FJORD])
    const table = await screen.findByRole('table')
    const baltic = within(table).getByRole('checkbox', { name: 'Select Baltic grid' })
    await userEvent.click(baltic)
    expect(baltic).toBeChecked()
    expect(await screen.findByText(/1 item selected/)).toBeVisible()
    const page = within(table).getByRole('checkbox', { name: 'Select the rows shown' })
    expect(page).toHaveAttribute('data-indeterminate', 'true')
    await userEvent.click(page)
    expect(within(table).getByRole('checkbox', { name: 'Select Fjord ports' })).toBeChecked()
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }))
    expect(await screen.findByRole('dialog', { name: 'Delete 2 records?' })).toBeVisible()
  })
})

