import { cleanup, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { ResourceContextProvider, type GetListParams } from 'react-admin'
import { vi } from 'vitest'
import { renderWithAdmin, signedInAs } from '../../test/renderWithAdmin'
import { EntityGrid } from './EntityGrid'
import { ENTITY_GRIDS } from './gridConfig'
import type { EntityGridRecord } from './useGridEdits'

export const USERS = [
  { id: 'u-lena', name: 'Lena Ortiz', role: 'admin', assignable: true },
  { id: 'u-jonas', name: 'Jonas Weber', role: 'analyst', assignable: true },
  { id: 'u-blocked', name: 'Bert Blocked', role: 'analyst', assignable: false },
  { id: 'u-invited', name: 'Ines Invited', role: 'analyst', assignable: false },
]
export const COUNTRIES = [
  { id: 'c-fr', name: 'France' },
  { id: 'c-de', name: 'Germany' },
]

const entity = (id: string, name: string, type: string, subType: string | null, more: Partial<EntityGridRecord> = {}) =>
  ({
    id,
    name,
    type,
    subType,
    hidden: false,
    completeness: 40,
    meta: { assignedToId: 'u-jonas', stage: 'in progress', failedReason: null },
    topics: [{ id: 'c-fr', name: 'France', linkId: 'l-fr' }],
    createdAt: '2026-03-01T08:00:00.000Z',
    updatedAt: '2026-03-15T09:30:00.000Z',
    ...more,
  }) as EntityGridRecord

export const ENTITIES = [
  entity('e-acme', 'Acme', 'Actor', 'Organisation'),
  entity('e-gone', 'Gone Corp', 'Actor', null, {
    meta: { assignedToId: 'u-removed', stage: 'published', failedReason: null },
  }),
  entity('e-set', 'Rates', 'Brief', 'Comparison Set', { topics: [] }),
]

export const admin = signedInAs({ id: 'u-lena', name: 'Lena Ortiz', role: 'admin' })
export const analyst = signedInAs({ id: 'u-jonas', name: 'Jonas Weber', role: 'analyst' })

/** Renders the grid of a route with a fake data provider whose calls the test reads. */
export function renderGrid(route: string, { as = admin, more = {} }: { as?: typeof admin; more?: object } = {}) {
  const config = ENTITY_GRIDS.find((grid) => grid.resource === route.slice(1).split('?')[0])
  if (!config) throw new Error(`no grid at ${route}`)
  const getList = vi.fn(async (resource: string, params: GetListParams) => {
    if (resource === 'users') return { data: USERS, total: USERS.length }
    if (resource === 'countries') return { data: COUNTRIES, total: COUNTRIES.length }
    if (resource === 'entity-templates') return { data: [], total: 0 }
    if (resource === config.resource) {
      if (params.filter.topicId === 'nothing') return { data: [], total: 0 }
      // the pages after the first of 'All': rows of their own
      const page = params.pagination?.page ?? 1
      return page > 1
        ? { data: ENTITIES.map((one) => ({ ...one, id: `${one.id}-${page}` })), total: 1200 }
        : { data: ENTITIES, total: 1200 }
    }
    return { data: [], total: 0 }
  })
  const dataProvider = {
    getList,
    patchMany: vi.fn(async () => ({ data: [] })),
    createMany: vi.fn(async () => ({ data: [], errors: [] })),
    delete: vi.fn(async () => ({ data: { id: 'x' } })),
    ...more,
  }
  renderWithAdmin(
    <ResourceContextProvider value={config.resource}>
      <EntityGrid config={config} />
    </ResourceContextProvider>,
    { dataProvider, authProvider: as, at: route },
  )
  return dataProvider
}

/** The entity queries of the grid (not users, countries). */
export const gridQueries = (getList: ReturnType<typeof vi.fn>, resource: string) =>
  getList.mock.calls.filter(([name]) => name === resource).map(([, params]) => params as GetListParams)

/**
 * The Actors grid in 'All', its first rows shown and the next thousand on its way for as long as the test
 * looks; answers the data provider's getList.
 */
export async function renderAllWithMorePending() {
  const route = '/analyst/entities/actors'
  const { getList: first } = renderGrid(route)
  cleanup()
  const getList = vi.fn(async (resource: string, params: GetListParams) =>
    (params.pagination?.page ?? 1) > 1 ? new Promise(() => undefined) : first(resource, params),
  )
  renderGrid(route, { more: { getList } })
  await screen.findByText('Acme')
  await userEvent.click(screen.getByRole('combobox', { name: /Rows per page/ }))
  await userEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'All' }))
  return getList
}
