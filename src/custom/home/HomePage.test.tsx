import { screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { HOME_FEED_DAYS, type HomeSummary } from '../../../common/home'
import { renderWithAdmin, signedInAs } from '../../test/renderWithAdmin'
import { HomePage } from './HomePage'

const ME = 'a0000000-0000-4000-8000-000000000001'

const feed = Array.from({ length: HOME_FEED_DAYS }, (_, index) => ({
  day: `2026-11-${String(index + 1).padStart(2, '0')}`,
  items: index === HOME_FEED_DAYS - 1 ? 8 : 1,
  used: index === HOME_FEED_DAYS - 1 ? 2 : 0,
}))

const days = feed.map((day) => day.day)
const zeros = () => days.map(() => 0)
const throughput = {
  days,
  analysts: [
    { userId: ME, name: 'Ann Analyst', review: [...zeros().slice(1), 3], published: zeros() },
    {
      userId: 'b0000000-0000-4000-8000-000000000002',
      name: 'Bob Analyst',
      review: zeros(),
      published: [2, ...zeros().slice(1)],
    },
  ],
}

const summary = (changes: Partial<HomeSummary> = {}): HomeSummary => ({
  since: '2026-11-20T09:00:00.000Z',
  assignedToMe: { review: 3, rejected: 1 },
  sinceLastVisit: { assigned: 2, rejected: 1, comments: 4 },
  feed,
  throughput,
  empty: false,
  ...changes,
})

function renderHome(answer: HomeSummary, role = 'analyst') {
  const find = vi.fn(async () => answer)
  renderWithAdmin(<HomePage />, {
    dataProvider: { find },
    authProvider: signedInAs({ id: ME, name: 'Ann Analyst', role }),
  })
  return find
}

const filterOf = (href: string | null) => JSON.parse(new URLSearchParams(href!.split('?')[1]).get('filter')!)

describe('HomePage', () => {
  it('shows what reached the user since their last visit, each figure opening the facets behind it', async () => {
    const find = renderHome(summary())
    expect(await screen.findByText('Since you last signed in, 20 Nov, 2026:')).toBeInTheDocument()
    expect(find).toHaveBeenCalledWith('home')
    const rejected = screen.getByRole('link', { name: '1 rejections of your facets' })
    expect(filterOf(rejected.getAttribute('href'))).toEqual({ assignedToId: ME, stage: 'rejected' })
    expect(screen.getByRole('link', { name: '2 facets assigned to you' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: '4 comments on your facets' })).toBeInTheDocument()
  })

  it("opens the user's facets of a stage in the facet grid, in the workflow's order", async () => {
    renderHome(summary())
    const review = await screen.findByRole('link', { name: 'Open your 3 facets in stage review' })
    expect(review.getAttribute('href')).toMatch(/^\/analyst\/assign-facets\?/)
    expect(filterOf(review.getAttribute('href'))).toEqual({ assignedToId: ME, stage: 'review' })
    const chips = screen.getAllByRole('link', { name: /^Open your/ }).map((chip) => chip.textContent)
    expect(chips).toEqual(['review: 3', 'rejected: 1'])
  })

  it("sums the feeds' days and gives each day its figures, each opening that day in the feed", async () => {
    renderHome(summary())
    expect(await screen.findByText('21 items, 2 used (10%)')).toBeInTheDocument()
    const table = screen.getByRole('table', { name: 'The feeds, last 14 days' })
    const rows = within(table).getAllByRole('row').slice(1)
    expect(rows).toHaveLength(HOME_FEED_DAYS)
    expect(rows.at(-1)!.textContent).toBe('14 Nov, 2026' + '8' + '2')
    expect(within(table).getByRole('link', { name: 'Open the feed on 14 Nov, 2026' })).toHaveAttribute(
      'href',
      '/analyst/feed/articles?date=2026-11-14',
    )
  })

  it("gives the team's throughput per member, each figure opening their facets at that stage", async () => {
    renderHome(summary())
    expect(await screen.findByRole('heading', { name: "The team's throughput, last 14 days" })).toBeInTheDocument()
    expect(screen.getByText('3 facets moved to review, 2 published')).toBeInTheDocument()
    const bob = screen.getByRole('link', { name: '2: open the facets of Bob Analyst in stage published' })
    expect(filterOf(bob.getAttribute('href'))).toEqual({
      editorId: 'b0000000-0000-4000-8000-000000000002',
      stage: 'published',
    })
    const ann = screen.getByRole('link', { name: '3: open the facets of Ann Analyst in stage review' })
    expect(filterOf(ann.getAttribute('href'))).toEqual({ editorId: ME, stage: 'review' })
    expect(screen.getByRole('button', { name: 'Moved to review', pressed: true })).toBeInTheDocument()
  })

  it('says when the team moved nothing in the window', async () => {
    renderHome(summary({ throughput: { days, analysts: [] } }))
    expect(await screen.findByText('No facet was moved to review or published in these days.')).toBeInTheDocument()
  })

  it('says how to start on a console without entities, and names the first visit', async () => {
    renderHome(summary({ empty: true, since: null }), 'admin')
    expect(await screen.findByRole('heading', { name: 'Getting started' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Invite the analysts' })).toHaveAttribute('href', '/admin/users')
    expect(screen.getByText('npm run demo')).toBeInTheDocument()
    expect(screen.getByText(/This is your first visit/)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Users' })).toBeInTheDocument()
  })

  it("keeps an analyst's shortcuts to the screens they may open", async () => {
    renderHome(summary())
    expect(await screen.findByRole('link', { name: 'Entities' })).toHaveAttribute('href', '/analyst/entities')
    await screen.findByText('Your facets by stage')
    expect(screen.queryByRole('link', { name: 'Users' })).not.toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: 'Getting started' })).not.toBeInTheDocument()
  })
})
