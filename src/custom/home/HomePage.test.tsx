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

const summary = (changes: Partial<HomeSummary> = {}): HomeSummary => ({
  since: '2026-11-20T09:00:00.000Z',
  assignedToMe: { review: 3, rejected: 1 },
  sinceLastVisit: { assigned: 2, rejected: 1, comments: 4 },
  feed,
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

  it("sums the feeds' days and gives each day its figures", async () => {
    renderHome(summary())
    expect(await screen.findByText('21 items, 2 used (10%)')).toBeInTheDocument()
    const days = screen.getByLabelText('14 Nov, 2026: 8 items, 2 used').closest('ul')!
    expect(within(days).getAllByRole('listitem')).toHaveLength(HOME_FEED_DAYS)
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
