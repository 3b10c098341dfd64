import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { LiveService, ServiceEvent } from '../../../common/realtime'
import { liveUpdates } from '../../providers/realtime'
import { ENTITIES, gridQueries, renderAllWithMorePending, renderGrid } from './gridTestFixtures'
import { gridCell, gridRow } from '../../test/gridRows'

const hiddenBox = (name: string) => gridCell(name, 'hidden').querySelector('[role="checkbox"]')

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

const acme = ENTITIES[0]
const summary = (stage: string, more: object = {}) => ({
  ...acme,
  meta: { ...acme.meta, stage },
  updatedAt: '2026-04-01T10:00:00.000Z',
  ...more,
})

afterEach(() => vi.restoreAllMocks())

describe('Entity grid: others’ changes, live', () => {
  it('shows a stage, hidden and delete made elsewhere in the rows, keeping the choice, without a reload', async () => {
    const send = listen()
    const { getList } = renderGrid('/analyst/entities/actors')
    await screen.findByText('Acme')
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Acme' }))
    send('entity-meta-data', 'patched', summary('published'))
    send('entities', 'patched', summary('published', { hidden: true }))
    send('entities', 'removed', { id: 'e-set' })
    await waitFor(() => expect(gridCell('Acme', 'stage')).toHaveTextContent('published'))
    expect(hiddenBox('Acme')).toHaveAttribute('aria-checked', 'true')
    expect(screen.queryByText('Rates')).not.toBeInTheDocument()
    expect(gridRow('Acme')).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByRole('region', { name: '1 selected' })).toBeInTheDocument()
    expect(gridQueries(getList, 'analyst/entities/actors')).toHaveLength(1)
  })

  it('keeps the user’s pending edit over a change heard for the same row', async () => {
    const send = listen()
    const patchMany = vi.fn(() => new Promise(() => undefined))
    renderGrid('/analyst/entities/actors', { more: { patchMany } })
    await screen.findByText('Acme')
    await userEvent.click(gridCell('Acme', 'stage'))
    await userEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'published' }))
    send('entity-meta-data', 'patched', summary('in progress', { hidden: true }))
    await waitFor(() => expect(hiddenBox('Acme')).toHaveAttribute('aria-checked', 'true'))
    expect(gridCell('Acme', 'stage')).toHaveTextContent('published')
  })

  it('patches the loaded rows of All in place, without asking for them again', async () => {
    const send = listen()
    const getList = await renderAllWithMorePending()
    const firstPages = () =>
      gridQueries(getList, 'analyst/entities/actors').filter(
        (query) => query.pagination?.perPage === 1000 && query.pagination.page === 1,
      )
    await waitFor(() => expect(firstPages()).toHaveLength(1))
    await waitFor(() => expect(gridCell('Acme', 'stage')).toHaveTextContent('in progress'))
    send('entity-meta-data', 'patched', summary('published'))
    await waitFor(() => expect(gridCell('Acme', 'stage')).toHaveTextContent('published'))
    expect(firstPages()).toHaveLength(1)
  })

  it('makes one update of the rows for the events of a frame', async () => {
    const send = listen()
    renderGrid('/analyst/entities/actors')
    await screen.findByText('Acme')
    const frames = vi.spyOn(window, 'requestAnimationFrame')
    send('entity-meta-data', 'patched', summary('published'))
    send('entities', 'patched', summary('published', { hidden: true }))
    send('entities', 'removed', { id: 'e-set' })
    expect(frames).toHaveBeenCalledTimes(1)
    await waitFor(() => expect(screen.queryByText('Rates')).not.toBeInTheDocument())
    expect(gridCell('Acme', 'stage')).toHaveTextContent('published')
    expect(hiddenBox('Acme')).toHaveAttribute('aria-checked', 'true')
  })

  it('counts the entities of its type made elsewhere in a button that reads the rows again', async () => {
    const send = listen()
    const { getList } = renderGrid('/analyst/entities/actors')
    await screen.findByText('Acme')
    const asked = gridQueries(getList, 'analyst/entities/actors').length
    send('entities', 'created', { ...acme, id: 'e-new', name: 'Newco' })
    send('entities', 'created', { ...acme, id: 'e-plot', name: 'A plot', type: 'Plot' })
    send('entities', 'created', { ...acme, id: 'e-new2', name: 'Newer' })
    const button = await screen.findByRole('button', { name: '2 new items — show' })
    // nothing moves until the user asks
    expect(gridQueries(getList, 'analyst/entities/actors')).toHaveLength(asked)
    await userEvent.click(button)
    await waitFor(() => expect(gridQueries(getList, 'analyst/entities/actors')).toHaveLength(asked + 1))
    expect(screen.queryByRole('button', { name: /new item/ })).not.toBeInTheDocument()
  })
})
