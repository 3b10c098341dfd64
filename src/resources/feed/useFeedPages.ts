import { FEED_PAGE_SIZE, FEED_SERVICES, type FeedItem } from '../../../common/feed'
import type { RssSourceType } from '../../../common/rssSourceTypes'
import { useInfinitePages } from '../../layout/useInfinitePages'

export interface FeedFilters {
  topicId?: number
  since?: string
  date?: string
  briefIds?: number[]
}

/** The next page of a feed: by keyset after the last item, which stays fast however deep. */
const afterLast = (items: FeedItem[]) => {
  const last = items.at(-1)
  return last ? { after: last.id } : {}
}

/** A feed read page by page (25, by keyset after the last item), started again when the filters change. */
export function useFeedPages(kind: RssSourceType, filters: FeedFilters) {
  return useInfinitePages<FeedItem>(FEED_SERVICES[kind], filters, { pageSize: FEED_PAGE_SIZE, next: afterLast })
}
