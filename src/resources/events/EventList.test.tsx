import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Route, Routes } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Event } from '../../../server/services/events/events.schema'
import { renderWithAdmin } from '../../test/renderWithAdmin'
import { atScreenWidth } from '../../test/screenWidth'
import { EventList } from './EventList'

const DREDGING: Event = {
  id: 12,
  title: 'Dredging starts in the Westbasin',
  description: null,
  articleId: null,
  date: '2026-03-02T00:00:00.000Z',
  topics: [{ id: 1, name: 'Netherlands' }],
  entities: [{ id: 'e1', name: 'Westbasin Dredging', type: 'Actor', topicId: null, topicName: null }],
  briefs: [],
  locations: [],
  sources: [],
  attachments: [],
  createdBy: { id: 'u1', name: 'Eve Editor' },
  createdAt: '2026-03-02T09:00:00.000Z',
  updatedAt: '2026-03-04T09:00:00.000Z',
}

// the list reads its next page as its end comes into view: here, never
class NeverInView {
  observe() {}
  unobserve() {}
  disconnect() {}
}

beforeEach(() => vi.stubGlobal('IntersectionObserver', NeverInView))
afterEach(() => vi.unstubAllGlobals())

function renderList(events: Event[]) {
  const getList = vi.fn(async (resource: string) =>
    resource === 'analyst/events' ? { data: events, total: events.length } : { data: [], total: 0 },
  )
  renderWithAdmin(
    <Routes>
      <Route path="/analyst/events" element={<EventList />} />
      <Route path="/analyst/events/:id" element={<p>The edit page</p>} />
    </Routes>,
    { dataProvider: { getList }, at: '/analyst/events' },
  )
}

describe('the events (a records list) on a phone', () => {
  it("shows a simple list of links, each with the event's title, topic and day, and no table", async () => {
    atScreenWidth(390)
    renderList([DREDGING])
    const row = await screen.findByRole('link', { name: /Dredging starts in the Westbasin/ })
    expect(row).toHaveTextContent('Netherlands · Modified 04 Mar, 2026')
    expect(row).toHaveAttribute('href', '/analyst/events/12')
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument()
  })

  it('opens the edit page of the event tapped', async () => {
    atScreenWidth(390)
    renderList([DREDGING])
    await userEvent.click(await screen.findByRole('link', { name: /Dredging starts in the Westbasin/ }))
    expect(await screen.findByText('The edit page')).toBeInTheDocument()
  })

  it("shows the list's empty state, with the way to the feed, when there is no event", async () => {
    atScreenWidth(390)
    renderList([])
    const empty = await screen.findByRole('status')
    expect(within(empty).getByRole('link')).toHaveAttribute('href', '/analyst/feed/articles')
  })

  it('keeps the table from the small breakpoint up', async () => {
    atScreenWidth(1280)
    renderList([DREDGING])
    const table = await screen.findByRole('table', { name: 'Events' })
    expect(within(table).getByRole('link', { name: 'Dredging starts in the Westbasin' })).toBeInTheDocument()
  })
})
