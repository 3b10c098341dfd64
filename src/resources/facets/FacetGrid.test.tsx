import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { ResourceContextProvider, type GetListParams } from 'react-admin'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { FacetGridField, FacetGridRow } from '../../../common/facetGrid'
import type { LiveService, ServiceEvent } from '../../../common/realtime'
import { liveUpdates } from '../../providers/realtime'
import { renderWithAdmin, signedInAs } from '../../test/renderWithAdmin'
import { FacetGrid } from './FacetGrid'
import { gridCell, gridRow, gridRows } from '../../test/gridRows'

const USERS = [
  { id: 'u-lena', name: 'Lena Ortiz', role: 'admin', assignable: true },
  { id: 'u-jonas', name: 'Jonas Weber', role: 'analyst', assignable: true },
  { id: 'u-blocked', name: 'Bert Blocked', role: 'analyst', assignable: false },
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
    description:
      'See [the report](https://ex.org/r)\nsecond line [bad](javascript:alert(1)) [check](https://ex.org/check){withParam}',
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
    post: vi.fn(async () => ({ fieldValues: [], newFields: [], meta: [] })),
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
    // withParam (spec 2 §2): the link carries the row's entity and facet
    expect(screen.getByRole('link', { name: 'check' })).toHaveAttribute(
      'href',
      'https://ex.org/check?entityId=e-f-acme&facetId=f-acme',
    )
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
  it('enables Save Changes only with pending edits, and saves them all in one call', async () => {
    const provider = renderFacetGrid()
    await screen.findByText('Acme label')
    const save = screen.getByRole('button', { name: 'Save Changes' })
    expect(save).toBeDisabled()

    await userEvent.click(screen.getByRole('checkbox', { name: 'Select the page' }))
    expect(gridRow('Acme Summary')).toHaveAttribute('aria-selected', 'true')
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
    await waitFor(() => expect(provider.post).toHaveBeenCalledTimes(1))
    expect(provider.post).toHaveBeenCalledWith('facet-mass-edits', {
      fieldValues: [{ id: 'l-acme', value: 'New label' }],
      newFields: [
        {
          facetId: 'f-beta',
          facetTypeId: 'ft-summary',
          name: 'value',
          order: 1,
          value: 'New label',
          typeName: 'Label',
        },
      ],
      // the analyst is kept: allowed at review
      meta: [
        { id: 'f-acme', stage: 'review' },
        { id: 'f-beta', stage: 'review' },
      ],
    })
    expect(await screen.findByText('Saved', { exact: true })).toBeInTheDocument()
    expect(save).toBeDisabled()
  })

  it('ticks rows one by one with a click or Space', async () => {
    renderFacetGrid()
    await screen.findByText('Acme label')
    await userEvent.click(gridCell('Beta Summary', 'select'))
    expect(gridRow('Beta Summary')).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByRole('region', { name: '1 selected' })).toBeInTheDocument()
    gridCell('Acme Summary', 'select').focus()
    await userEvent.keyboard(' ')
    expect(screen.getByRole('region', { name: '2 selected' })).toBeInTheDocument()
  })

  it('clears an assignee the new stage does not allow, and offers no blocked user', async () => {
    const provider = renderFacetGrid()
    await screen.findByText('Acme label')
    await within(gridRow('Beta Summary')).findByText('Jonas Weber')
    await userEvent.click(gridCell('Beta Summary', 'stage'))
    await userEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'edit' }))
    await waitFor(() => expect(gridCell('Beta Summary', 'assigned')).toHaveTextContent(''))
    await userEvent.click(gridCell('Acme Summary', 'assigned'))
    const listbox = await screen.findByRole('listbox')
    const options = within(listbox).getAllByRole('option')
    expect(options.map((option) => option.textContent)).toEqual(['Unassigned', 'Lena Ortiz', 'Jonas Weber'])
    await waitFor(() => expect(listbox).toContainElement(document.activeElement as HTMLElement))
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument())
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }))
    await waitFor(() =>
      expect(provider.post).toHaveBeenCalledWith('facet-mass-edits', {
        fieldValues: [],
        newFields: [],
        meta: [{ id: 'f-beta', stage: 'edit', assignedToId: null }],
      }),
    )
  })

  it('keeps every edit and names each refused row with its reason when the server refuses', async () => {
    const refusal = Object.assign(new Error('Some rows cannot be saved: nothing was saved'), {
      data: {
        errors: [
          { part: 'meta', index: 0, id: 'f-beta', facetId: 'f-beta', message: 'Required field is not complete' },
          { part: 'fieldValues', index: 0, id: 'l-acme', facetId: 'f-acme', message: 'Invalid url' },
        ],
      },
    })
    const post = vi.fn(async () => {
      throw refusal
    })
    renderFacetGrid({ post })
    await screen.findByText('Acme label')
    await within(gridRow('Beta Summary')).findByText('Jonas Weber')
    await userEvent.click(gridCell('Beta Summary', 'stage'))
    await userEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'review' }))
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }))
    // the list of reasons over the grid (the toast is an alert too)
    expect(await screen.findByText('Beta · Summary: Required field is not complete')).toBeInTheDocument()
    expect(screen.getAllByText('Invalid url').length).toBeGreaterThan(0)
    expect(gridRow('Beta Summary')).toHaveAttribute('aria-invalid', 'true')
    expect(post).toHaveBeenCalledTimes(1)
    expect(screen.getByText('1 pending change')).toBeInTheDocument()
    expect(gridCell('Beta Summary', 'stage')).toHaveTextContent('review')
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeEnabled()
  })
})

describe('Facet grid: date range filters', () => {
  const createdFilters = (getList: ReturnType<typeof vi.fn>) =>
    facetQueries(getList).map((query) => query.filter.createdAt as unknown)

  it('filters whole UTC days From to To, and holds back a From after To with a hint until it is mended', async () => {
    const { getList } = renderFacetGrid()
    await screen.findByText('Acme label')
    await userEvent.click(screen.getByRole('button', { name: 'Filter Created by dates (UTC)' }))
    const dialog = screen.getByRole('dialog', { name: 'Filter Created by dates (UTC)' })
    const from = within(dialog).getByLabelText('Created from')
    const to = within(dialog).getByLabelText('Created to')
    fireEvent.change(from, { target: { value: '2024-03-05' } })
    fireEvent.change(to, { target: { value: '2024-03-10' } })
    const march5to10 = { $gte: '2024-03-05T00:00:00.000Z', $lt: '2024-03-11T00:00:00.000Z' }
    await waitFor(() => expect(createdFilters(getList).at(-1)).toEqual(march5to10), { timeout: 3000 })
    expect(from).not.toHaveAttribute('aria-invalid', 'true')

    fireEvent.change(from, { target: { value: '2024-03-20' } })
    expect(from).toHaveValue('2024-03-20')
    for (const input of [from, to]) {
      expect(input).toHaveAttribute('aria-invalid', 'true')
      expect(input).toHaveAccessibleDescription('From must be on or before To')
    }
    // the list keeps the range it had, past the filters' debounce
    await new Promise((resolve) => setTimeout(resolve, 800))
    expect(createdFilters(getList).at(-1)).toEqual(march5to10)
    // (under the open popover, hidden from the accessibility tree)
    expect(screen.getByRole('button', { name: 'Filter Created by dates (UTC)', hidden: true })).toHaveTextContent(
      '03/05/2024 – 03/10/2024',
    )

    fireEvent.change(to, { target: { value: '2024-03-20' } })
    expect(from).not.toHaveAttribute('aria-invalid', 'true')
    expect(within(dialog).queryByText('From must be on or before To')).not.toBeInTheDocument()
    await waitFor(
      () =>
        expect(createdFilters(getList).at(-1)).toEqual({
          $gte: '2024-03-20T00:00:00.000Z',
          $lt: '2024-03-21T00:00:00.000Z',
        }),
      { timeout: 3000 },
    )
    // no range that holds no day was ever asked for
    for (const range of createdFilters(getList)) {
      const { $gte, $lt } = (range ?? {}) as { $gte?: string; $lt?: string }
      if ($gte && $lt) expect($gte < $lt).toBe(true)
    }
  })

  it('drops a From after To as the popover closes, and empties the days as the filters are cleared', async () => {
    const { getList } = renderFacetGrid()
    await screen.findByText('Acme label')
    const open = async () => {
      await userEvent.click(screen.getByRole('button', { name: 'Filter Modified by dates (UTC)' }))
      const dialog = screen.getByRole('dialog', { name: 'Filter Modified by dates (UTC)' })
      return [within(dialog).getByLabelText('Modified from'), within(dialog).getByLabelText('Modified to')]
    }
    const [from, to] = await open()
    fireEvent.change(from, { target: { value: '2024-03-20' } })
    fireEvent.change(to, { target: { value: '2024-03-10' } })
    expect(to).toHaveAttribute('aria-invalid', 'true')
    await userEvent.keyboard('{Escape}')
    await waitFor(() =>
      expect(facetQueries(getList).at(-1)?.filter).toEqual({ updatedAt: { $gte: '2024-03-20T00:00:00.000Z' } }),
    )
    const [fromAgain, toAgain] = await open()
    expect(fromAgain).toHaveValue('2024-03-20')
    expect(toAgain).toHaveValue('')
    expect(toAgain).not.toHaveAttribute('aria-invalid', 'true')
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }))
    await waitFor(() => expect(facetQueries(getList).at(-1)?.filter).toEqual({}))
    const [fromCleared] = await open()
    expect(fromCleared).toHaveValue('')
  })
})

describe('Facet grid: others’ changes, live', () => {
  afterEach(() => vi.restoreAllMocks())

  /** The grid's handlers of the socket's events, called as the socket would. */
  function listen() {
    const heard = new Map<LiveService, ((event: ServiceEvent, record: unknown) => void)[]>()
    vi.spyOn(liveUpdates, 'onServiceEvents').mockImplementation((service, handler) => {
      heard.set(service, [...(heard.get(service) ?? []), handler])
      return () => undefined
    })
    return (service: LiveService, event: ServiceEvent, record: object) =>
      act(() => heard.get(service)?.forEach((handler) => handler(event, record)))
  }

  it('shows a save made elsewhere and a facet deleted in the rows, keeping the choice and a pending edit', async () => {
    const send = listen()
    const { getList } = renderFacetGrid()
    await screen.findByText('Acme label')
    await within(gridRow('Beta Summary')).findByText('Jonas Weber')
    gridCell('Acme Summary', 'select').focus()
    await userEvent.keyboard(' ')
    await userEvent.click(gridCell('Beta Summary', 'stage'))
    await userEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'review' }))
    const after = (id: string, stage: string) => ({
      id,
      entityId: `e-${id}`,
      meta: { id, stage, assignedToId: 'u-lena' },
      updatedAt: '2026-04-01T10:00:00.000Z',
    })
    send('facet-mass-edits', 'created', {
      fieldValues: [],
      newFields: [],
      meta: [after('f-acme', 'published'), after('f-beta', 'published')],
    })
    await waitFor(() => expect(gridCell('Acme Summary', 'stage')).toHaveTextContent('published'))
    expect(gridCell('Beta Summary', 'stage')).toHaveTextContent('review')
    expect(gridCell('Acme Summary', 'assigned')).toHaveTextContent('Lena Ortiz')
    expect(screen.getByRole('region', { name: '1 selected' })).toBeInTheDocument()
    // an entity saved in the editor: its facets as saved
    send('entities', 'patched', {
      id: 'e-f-acme',
      facets: [
        { id: 'f-acme', meta: { stage: 'review', assignedToId: 'u-jonas' }, updatedAt: '2026-04-02T10:00:00.000Z' },
      ],
    })
    await waitFor(() => expect(gridCell('Acme Summary', 'stage')).toHaveTextContent('review'))
    expect(gridCell('Acme Summary', 'assigned')).toHaveTextContent('Jonas Weber')
    send('facets', 'removed', { id: 'f-beta' })
    await waitFor(() => expect(gridRows('Beta Summary')).toHaveLength(0))
    expect(facetQueries(getList)).toHaveLength(1)
  })

  it('marks the rows whose entity others have open in their editor, and follows them opening and leaving', async () => {
    const send = listen()
    const tab = (id: string, userId: string, userName: string, entityId: string) => ({
      id,
      userId,
      userName,
      entityId,
      seenAt: '2026-04-01T10:00:00.000Z',
    })
    // the signed-in user's own tab marks nothing
    const find = vi.fn(async () => ({
      data: [tab('tab-1', 'u-jonas', 'Jonas Weber', 'e-f-beta'), tab('tab-2', 'u-lena', 'Lena Ortiz', 'e-f-acme')],
    }))
    renderFacetGrid({ find })
    const open = (names: string) => screen.findByRole('img', { name: `Open in the editor of ${names}` })
    const jonas = await open('Jonas Weber')
    expect(gridRow('Beta Summary')).toContainElement(jonas)
    expect(within(gridRow('Acme Summary')).queryByRole('img')).not.toBeInTheDocument()
    expect(find).toHaveBeenCalledWith('presence')
    send('presence', 'created', tab('tab-3', 'u-blocked', 'Bert Blocked', 'e-f-beta'))
    const both = await open('Bert Blocked, Jonas Weber')
    expect(gridRow('Beta Summary')).toContainElement(both)
    send('presence', 'removed', tab('tab-1', 'u-jonas', 'Jonas Weber', 'e-f-beta'))
    const bert = await open('Bert Blocked')
    expect(gridRow('Beta Summary')).toContainElement(bert)
  })
})
