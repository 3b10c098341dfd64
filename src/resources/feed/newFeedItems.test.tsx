import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { FeedItem, FeedItemsAdded } from '../../../common/feed'
import type { LiveService, ServiceEvent } from '../../../common/realtime'
import { liveUpdates } from '../../providers/realtime'
import { renderWithAdmin } from '../../test/renderWithAdmin'
import { FeedPage } from './FeedPage'

const item = (id: number, title: string): FeedItem => ({
  id,
  kind: 'article',
  title,
  summary: '',
  link: null,
  source: 'Wire',
  favicon: null,
  image: null,
  date: '2026-03-10T08:00:00.000Z',
  language: 'en',
  isTranslated: false,
  isUsed: false,
  topics: [],
  mlPredictions: { summarization: '', categories: [], foundEnrEntities: [] },
})

// the feed reads its next page as its end comes into view: here, once, as it opens
class InViewOnce {
  constructor(private readonly seen: (entries: { isIntersecting: boolean }[]) => void) {}
  observe() {
    this.seen([{ isIntersecting: true }])
  }
  unobserve() {}
  disconnect() {}
}

function listen() {
  const heard = new Map<LiveService, ((event: ServiceEvent, record: unknown) => void)[]>()
  vi.spyOn(liveUpdates, 'onServiceEvents').mockImplementation((service, handler) => {
    heard.set(service, [...(heard.get(service) ?? []), handler])
    return () => undefined
  })
  return (service: LiveService, added: Omit<FeedItemsAdded, 'kind' | 'sourceId'>) =>
    act(() => heard.get(service)?.forEach((handler) => handler('created', { kind: 'article', sourceId: 1, ...added })))
}

beforeEach(() => vi.stubGlobal('IntersectionObserver', InViewOnce))
afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('a feed: items the sources give meanwhile', () => {
  it('counts them above the feed, and reads the feed again when the user asks to see them', async () => {
    const send = listen()
    let reads = 0
    const find = vi.fn(async (resource: string) => {
      if (resource !== 'articles')
        return resource === 'brief-tree' ? { sector: [], 'sub-sector': [], industry: [] } : {}
      reads += 1
      const items = reads === 1 ? [item(1, 'Ports reopen')] : [item(2, 'Tolls rise'), item(1, 'Ports reopen')]
      return { data: items, total: items.length }
    })
    renderWithAdmin(<FeedPage kind="article" />, {
      dataProvider: { find, getList: async () => ({ data: [], total: 0 }) },
    })
    expect(await screen.findByText('Ports reopen')).toBeInTheDocument()
    send('articles', { added: 2, topicIds: [7] })
    send('regulation-feeds', { added: 5, topicIds: [7] })
    send('articles', { added: 1, topicIds: [8] })
    const button = await screen.findByRole('button', { name: '3 new items — show' })
    expect(screen.queryByText('Tolls rise')).not.toBeInTheDocument()
    await userEvent.click(button)
    expect(await screen.findByText('Tolls rise')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /new items? — show/ })).not.toBeInTheDocument()
  })
})
