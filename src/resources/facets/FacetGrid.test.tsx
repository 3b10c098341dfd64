import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { ResourceContextProvider, type GetListParams } from 'react-admin'
import { describe, expect, it, vi } from 'vitest'
import type { FacetGridField, FacetGridRow } from '../../../common/facetGrid'
import { renderWithAdmin, signedInAs } from '../../test/renderWithAdmin'
import { FacetGrid } from './FacetGrid'

const USERS = [
  { id: 'u-lena', name: 'Lena Ortiz', role: 'admin' },
  { id: 'u-jonas', name: 'Jonas Weber', role: 'analyst' },
]

const field = (id: string, kind: FacetGridField['type']['name'], name: string, order: number, value: string) => ({
  id,
  name,
  value,
  order,
  type: { name: kind },
  facetTypeId: 'ft-summary',
  facetFieldTypeId: `fft-${kind}`,
})

const facet = (id: string, entityName: string, more: Partial<FacetGridRow> = {}): FacetGridRow => ({
  id,
  meta: { id, stage: 'in progress', assignedToId: 'u-jonas' },
  type: { name: 'Summary', section: 'Overview', level: 'At a glance', required: false, facetTypeId: 'ft-summary' },
  entity: { name: entityName, type: 'Actor', subType: 'Organisation' },
  entityId: `e-${id}`,
  fields: [],
  createdAt: '2026-03-01T08:00:00.000Z',
  updatedAt: '2026-03-15T09:30:00.000Z',
  editorId: 'u-lena',
  lastUserIdThatReassignmentFacet: null,
  label: null,
  description: null,
  sources: '',
  ...more,
})

const FACETS = [
  facet('f-acme', 'Acme', {
    fields: [
      field('l-acme', 'Label', 'value', 0, 'Acme label'),
      field('p-acme', 'Provenance', 'urlInput', 0, 'https://www.reuters.com/x'),
    ],
    label: 'Acme label',
    description: 'See [the report](https://ex.org/r)\nsecond line [bad](javascript:alert(1))',
    sources: 'https://www.reuters.com/x,not a url',
  }),
  facet('f-beta', 'Beta'),
]

function renderFacetGrid(more: Record<string, unknown> = {}) {
  const getList = vi.fn(async (resource: string, _params: GetListParams) => {
    if (resource === 'users') return { data: USERS, total: USERS.length }
    if (resource === 'entity-templates')
      return {
        data: [
          { id: 't1', type: 'Actor' },
          { id: 't2', type: 'Plot' },
          { id: 't3', type: 'Actor' },
        ],
        total: 3,
      }
    if (resource === 'analyst/assign-facets')
      return {
        data: FACETS,
        total: 2,
        meta: { sectionList: ['Analysis', 'Overview'], levelList: ['At a glance'], nameList: ['Summary', 'Name'] },
      }
    return { data: [], total: 0 }
  })
  const dataProvider = {
    getList,
    patchMany: vi.fn(async () => ({ data: [] })),
    createMany: vi.fn(async () => []),
    ...more,
  }
  renderWithAdmin(
    <ResourceContextProvider value="analyst/assign-facets">
      <FacetGrid />
    </ResourceContextProvider>,
    { dataProvider, authProvider: signedInAs(USERS[0]), at: '/analyst/assign-facets' },
  )
  return dataProvider
}

const facetQueries = (getList: ReturnType<typeof vi.fn>) =>
  getList.mock.calls.filter(([name]) => name === 'analyst/assign-facets').map(([, params]) => params as GetListParams)

async function pick(combobox: HTMLElement, option: string) {
  await userEvent.click(combobox)
  await userEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: option }))
}

describe('Facet grid: rows and derived cells', () => {
  it('asks 25 newest first and links the entity and the facet', async () => {
    const { getList } = renderFacetGrid()
    expect(await screen.findByRole('link', { name: 'Open Acme' })).toHaveAttribute(
      'href',
      '/analyst/entities/editor/e-f-acme',
    )
    expect(screen.getByRole('link', { name: 'Open Summary of Acme' })).toHaveAttribute(
      'href',
      '/analyst/entities/editor/e-f-acme#f-acme',
    )
    expect(facetQueries(getList)[0]).toMatchObject({
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'createdAt', order: 'DESC' },
    })
  })

  it('shows link markup as safe anchors with line breaks, and sources by host or link', async () => {
    renderFacetGrid()
    expect(await screen.findByRole('link', { name: 'the report' })).toHaveAttribute('href', 'https://ex.org/r')
    expect(screen.queryByRole('link', { name: 'bad' })).not.toBeInTheDocument()
    expect(screen.getByText(/\[bad\]\(javascript:alert\(1\)\)/)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'www.reuters.com' })).toHaveAttribute('href', 'https://www.reuters.com/x')
    expect(screen.getByRole('link', { name: 'link' })).toBeInTheDocument()
  })

  it('offers the server’s sections in the Section filter and filters by it', async () => {
    const { getList } = renderFacetGrid()
    await screen.findByText('Acme label')
    await pick(screen.getByRole('combobox', { name: 'Filter Section' }), 'Analysis')
    await userEvent.type(screen.getByRole('textbox', { name: 'Filter Label' }), 'risk')
    await waitFor(() => expect(facetQueries(getList).at(-1)?.filter).toEqual({ section: 'Analysis', label: 'risk' }), {
      timeout: 3000,
    })
    await pick(screen.getByRole('combobox', { name: 'Filter Type' }), 'Plot')
    await waitFor(() => expect(facetQueries(getList).at(-1)?.filter).toMatchObject({ type: 'Plot' }), { timeout: 3000 })
  })
})

describe('Facet grid: pending edits', () => {
  it('enables Save Changes only with pending edits, and sends fields first, then meta', async () => {
    const provider = renderFacetGrid()
    await screen.findByText('Acme label')
    const save = screen.getByRole('button', { name: 'Save Changes' })
    expect(save).toBeDisabled()

    await userEvent.click(screen.getByRole('checkbox', { name: 'Select the page' }))
    await pick(
      within(screen.getByRole('region', { name: '2 selected' })).getByRole('combobox', { name: 'Stage' }),
      'review',
    )
    await userEvent.type(screen.getByRole('textbox', { name: 'Label' }), 'New label')
    await userEvent.click(screen.getByRole('button', { name: 'Apply to selected' }))

    expect(screen.getByText('4 pending changes')).toBeInTheDocument()
    expect(save).toBeEnabled()
    expect(screen.getAllByText('New label')).toHaveLength(2)

    await userEvent.click(save)
    await waitFor(() => expect(provider.patchMany).toHaveBeenCalledTimes(2))
    expect(provider.patchMany.mock.calls[0]).toEqual(['facet-fields', [{ id: 'l-acme', value: 'New label' }]])
    expect(provider.createMany).toHaveBeenCalledWith(
      'facet-fields',
      [
        {
          facetId: 'f-beta',
          facetTypeId: 'ft-summary',
          name: 'value',
          order: 1,
          value: 'New label',
          typeName: 'Label',
        },
      ],
      { fromMassAssign: true },
    )
    // the analyst is kept: allowed at review
    expect(provider.patchMany.mock.calls[1]).toEqual([
      'facet-meta-data',
      [
        { id: 'f-acme', stage: 'review' },
        { id: 'f-beta', stage: 'review' },
      ],
    ])
    expect(await screen.findByText('Saved', { exact: true })).toBeInTheDocument()
    expect(save).toBeDisabled()
  })

  it('clears an assignee the new stage does not allow', async () => {
    const provider = renderFacetGrid()
    await screen.findByText('Acme label')
    await pick(screen.getByRole('combobox', { name: 'Edit Stage of Summary Beta' }), 'edit')
    expect(screen.getByRole('combobox', { name: 'Edit Assigned of Summary Beta' })).toHaveTextContent('Unassigned')
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }))
    await waitFor(() =>
      expect(provider.patchMany).toHaveBeenCalledWith('facet-meta-data', [
        { id: 'f-beta', stage: 'edit', assignedToId: null },
      ]),
    )
  })

  it('keeps the edits and names each refused row when the server refuses', async () => {
    const refusal = Object.assign(new Error('Some rows cannot be saved: nothing was saved'), {
      data: { errors: [{ id: 'f-beta', message: 'Required field is not complete' }] },
    })
    const provider = renderFacetGrid({
      patchMany: vi.fn(async () => {
        throw refusal
      }),
    })
    await screen.findByText('Acme label')
    await pick(screen.getByRole('combobox', { name: 'Edit Stage of Summary Beta' }), 'review')
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }))
    expect(await screen.findByText('Beta · Summary: Required field is not complete')).toBeInTheDocument()
    expect(provider.patchMany).toHaveBeenCalledTimes(1)
    expect(screen.getByText('1 pending change')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeEnabled()
  })
})
