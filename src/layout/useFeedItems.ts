import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useDataProvider } from 'react-admin'
import { FEED_PAGE_MAX, FEED_SERVICES, type FeedItem } from '../../common/feed'
import type { RssSourceType } from '../../common/rssSourceTypes'
import type { ConsoleDataProvider } from '../providers/dataProvider'
import { needsSignIn } from '../providers/reloginStore'

/** Read once: the wizard walks the items as they were when it opened, however they change meanwhile. */
const ONCE = { staleTime: Infinity, gcTime: 0, refetchOnWindowFocus: false } as const

/**
 * The feed items of `ids`, in one call (a selection holds at most a page of them). A session that ended is
 * no failure: the relogin modal is open, and the items are read again once the user has signed back in.
 */
export function useFeedItems(kind: RssSourceType, ids: number[], { once = false }: { once?: boolean } = {}) {
  const dataProvider = useDataProvider<ConsoleDataProvider>()
  const byIds = kind === 'article' ? 'articleIds' : 'regulationIds'
  const query = useQuery({
    // the wizard's reading is its own: a page's cached copy may be older than the visit
    queryKey: ['feed-items', kind, ids, once],
    queryFn: async () =>
      (await dataProvider.find<{ data: FeedItem[] }>(FEED_SERVICES[kind], { [byIds]: ids, $limit: FEED_PAGE_MAX }))
        .data,
    enabled: ids.length > 0,
    retry: false,
    placeholderData: keepPreviousData,
    ...(once && ONCE),
  })
  const signInNeeded = needsSignIn(query.error)
  return {
    items: ids.length ? query.data : [],
    failed: query.isError && !signInNeeded,
  }
}
