import { screen } from '@testing-library/react'
import { expect, it, vi } from 'vitest'
import { renderWithAdmin } from '../test/renderWithAdmin'
import { Breadcrumb } from './Breadcrumb'

const id = '46978aaf-b7aa-4ab5-a256-8d06be45ae3c'

// spec 3 §2: the breadcrumb is built from the path (at most 3 levels) and shows names, not ids
it("shows the entity's name where the path holds its id", async () => {
  const find = vi.fn(async () => ({ total: 1, data: [{ id, name: 'Acme Corporation' }] }))
  renderWithAdmin(<Breadcrumb />, { at: `/analyst/entities/editor/${id}`, dataProvider: { find } })
  expect(await screen.findByText('Acme Corporation')).toBeInTheDocument()
  expect(screen.queryByText(id)).toBeNull()
  expect(find).toHaveBeenCalledWith('entities', { id, $limit: 1 })
  expect(screen.getByRole('link', { name: 'Entities' })).toHaveAttribute('href', '/analyst/entities')
})

it("shows a dictionary's name (its key)", async () => {
  const find = vi.fn(async () => ({ total: 1, data: [{ id, key: 'Sectors', name: 'Industry sectors' }] }))
  renderWithAdmin(<Breadcrumb />, { at: `/admin/elements/dictionaries/editor/${id}`, dataProvider: { find } })
  expect(await screen.findByText('Sectors')).toBeInTheDocument()
  expect(find).toHaveBeenCalledWith('dictionaries', { id, $limit: 1 })
})

it('keeps the id when no record answers to it', async () => {
  const find = vi.fn(async () => ({ total: 0, data: [] }))
  renderWithAdmin(<Breadcrumb />, { at: `/analyst/elements/ceft/${id}`, dataProvider: { find } })
  expect(await screen.findByText(id)).toBeInTheDocument()
  expect(find).toHaveBeenCalledWith('cross-entity-facet-types', { id, $limit: 1 })
})
