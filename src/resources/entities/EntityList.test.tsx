import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { ResourceContextProvider, type GetListParams } from 'react-admin'
import { describe, expect, it, vi } from 'vitest'
import { renderWithAdmin } from '../../test/renderWithAdmin'
import { EntityList, type EntityListRecord } from './EntityList'

const entity = (id: string, name: string, type: string, subType: string | null): EntityListRecord => ({
  id,
  name,
  type,
  subType,
  meta: { assignedToId: null, stage: 'in progress', failedReason: null },
  updatedAt: '2026-03-15T09:30:00.000Z',
})

const ENTITIES = [
  entity('e-acme', 'Acme', 'Actor', 'Organisation'),
  entity('e-blank', '', 'Plot', null),
  entity('e-core', 'Energy Core', 'Brief', 'Core Brief'),
  entity('e-gdp', 'GDP', 'Statistic Entity', null),
]

function renderList() {
  const getList = vi.fn(async (resource: string, _params: GetListParams) =>
    resource === 'analyst/entities' ? { data: ENTITIES, total: ENTITIES.length } : { data: [], total: 0 },
  )
  renderWithAdmin(
    <ResourceContextProvider value="analyst/entities">
      <EntityList />
    </ResourceContextProvider>,
    { dataProvider: { getList }, at: '/analyst/entities' },
  )
  return { getList }
}

describe('Entities list', () => {
  it('lists entities 50 a page, newest first, naming the unnamed, each editing in its editor', async () => {
    const { getList } = renderList()
    expect(await screen.findByText('Acme')).toBeInTheDocument()
    expect(screen.getByText('Unnamed')).toBeInTheDocument()
    expect(screen.getAllByText('in progress')).toHaveLength(4)
    expect(getList).toHaveBeenCalledWith(
      'analyst/entities',
      expect.objectContaining({ pagination: { page: 1, perPage: 50 }, sort: { field: 'updatedAt', order: 'DESC' } }),
    )
    expect(screen.getByRole('link', { name: 'Edit Acme' })).toHaveAttribute('href', '/analyst/entities/editor/e-acme')
    expect(screen.getByRole('link', { name: 'Edit Unnamed' })).toHaveAttribute(
      'href',
      '/analyst/entities/editor/e-blank',
    )
    expect(screen.getByRole('link', { name: 'Edit Energy Core' })).toHaveAttribute(
      'href',
      '/analyst/briefs/editor/e-core',
    )
    expect(screen.getByRole('link', { name: 'Edit GDP' })).toHaveAttribute('href', '/analyst/statentity/editor/e-gdp')
  })

  it('searches by name and opens the create-entity dialog', async () => {
    const { getList } = renderList()
    await userEvent.type(await screen.findByRole('textbox', { name: 'Name' }), 'acm')
    await waitFor(() =>
      expect(getList).toHaveBeenCalledWith(
        'analyst/entities',
        expect.objectContaining({ filter: { name: { $iLike: 'acm' } } }),
      ),
    )
    await userEvent.click(screen.getByRole('button', { name: 'Create Entity' }))
    const dialog = await screen.findByRole('dialog', { name: 'Create Entity' })
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument()
  })
})
