import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Route, Routes } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { LiveService, ServiceEvent } from '../../../common/realtime'
import type { Event } from '../../../server/services/events/events.schema'
import { liveUpdates } from '../../providers/realtime'
import { renderWithAdmin } from '../../test/renderWithAdmin'
import { atScreenWidth } from '../../test/screenWidth'
import { EventList } from './EventList'

const event = (id: number, title: string): Event => ({
  id,
  title,
  description: null,
  articleId: null,
  date: '2026-03-02T00:00:00.000Z',
  topics: [],
  entities: [],
  briefs: [],
  locations: [],
  sources: [],
  attachments: [],
  createdBy: { id: 'u1', name: 'Eve Editor' },
  createdAt: '2026-03-02T09:00:00.000Z',
  updatedAt: '2026-03-04T09:00:00.000Z',
})
const DREDGING = event(12, 'Dredging starts in the Westbasin')
const FLOOD = event(11, 'Flood barrier closes')
const NEW_PORT = event(13, 'A new port opens')

// the list reads its next page as its end comes into view: here, never
class NeverInView {
  observe() {}
  unobserve() {}
  disconnect() {}
}

/** The list's handlers of the socket's events, called as the socket would. */
function listen() {
  const heard = new Map<LiveService, ((event: ServiceEvent, record: unknown) => void)[]>()
  vi.spyOn(liveUpdates, 'onServiceEvents').mockImplementation((service, handler) => {
    heard.set(service, [...(heard.get(service) ?? []), handler])
    return () => undefined
  })
  return (service: LiveService, event: ServiceEvent, record: object) =>
    act(() => heard.get(service)?.forEach((handler) => handler(event, record)))
}

beforeEach(() => {
  vi.stubGlobal('IntersectionObserver', NeverInView)
  atScreenWidth(1280)
})
afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

function renderList(answers: Event[][]) {
  let reads = 0
  const getList = vi.fn(async (resource: string) => {
    if (resource !== 'analyst/events') return { data: [], total: 0 }
    const events = answers[Math.min(reads++, answers.length - 1)]
    return { data: events, total: events.length }
  })
  renderWithAdmin(
    <Routes>
      <Route path="/analyst/events" element={<EventList />} />
    </Routes>,
    { dataProvider: { getList }, at: '/analyst/events' },
  )
  return { eventReads: () => getList.mock.calls.filter(([resource]) => resource === 'analyst/events').length }
}

const table = () => screen.findByRole('table', { name: 'Events' })

describe('the events list: others’ changes, live', () => {
  it('changes a row edited elsewhere in place and drops one deleted, without reading the list again', async () => {
    const send = listen()
    const { eventReads } = renderList([[DREDGING, FLOOD]])
    await within(await table()).findByRole('link', { name: 'Flood barrier closes' })
    send('events', 'patched', { ...DREDGING, title: 'Dredging paused' })
    send('events', 'removed', FLOOD)
    const rows = within(await table())
    expect(await rows.findByRole('link', { name: 'Dredging paused' })).toBeInTheDocument()
    await waitFor(() => expect(rows.queryByRole('link', { name: 'Flood barrier closes' })).not.toBeInTheDocument())
    expect(eventReads()).toBe(1)
  })

  it('counts events made elsewhere in a button while a row is chosen, and shows them when it is pressed', async () => {
    const send = listen()
    const { eventReads } = renderList([[DREDGING], [NEW_PORT, DREDGING]])
    await userEvent.click(await screen.findByRole('checkbox', { name: /Dredging starts in the Westbasin/ }))
    send('events', 'created', NEW_PORT)
    send('events', 'created', event(14, 'Another'))
    const button = await screen.findByRole('button', { name: '2 new items — show' })
    expect(screen.queryByRole('link', { name: 'A new port opens' })).not.toBeInTheDocument()
    expect(eventReads()).toBe(1)
    await userEvent.click(button)
    expect(await within(await table()).findByRole('link', { name: 'A new port opens' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /new items? — show/ })).not.toBeInTheDocument()
  })

  it('counts them too when the page is scrolled down', async () => {
    const send = listen()
    renderList([[DREDGING]])
    await within(await table()).findByRole('link', { name: 'Dredging starts in the Westbasin' })
    vi.spyOn(window, 'scrollY', 'get').mockReturnValue(600)
    send('events', 'created', NEW_PORT)
    expect(await screen.findByRole('button', { name: '1 new item — show' })).toBeInTheDocument()
  })

  it('reads the list again at once when the user is at its top with nothing chosen', async () => {
    const send = listen()
    renderList([[DREDGING], [NEW_PORT, DREDGING]])
    await within(await table()).findByRole('link', { name: 'Dredging starts in the Westbasin' })
    send('events', 'created', NEW_PORT)
    expect(await within(await table()).findByRole('link', { name: 'A new port opens' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /new items? — show/ })).not.toBeInTheDocument()
  })
})
