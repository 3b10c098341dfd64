import { useState } from 'react'
import { FEED_SERVICES, type FeedItemsAdded } from '../../../common/feed'
import type { RssSourceType } from '../../../common/rssSourceTypes'
import { useServiceEvents } from '../../providers/realtime'
import type { FeedFilters } from './useFeedPages'

/**
 * How many items the sources' readings kept since the feed was read, as they are announced (one event a
 * source): the count shown above the feed rather than items pushed in among those the user reads. A feed
 * filtered by topic counts the sources of that topic only; its other filters the count does not know.
 */
export function useNewFeedItems(kind: RssSourceType, filters: FeedFilters) {
  // what was counted belongs to one reading of the feed: new filters read it afresh
  const reading = JSON.stringify(filters)
  const [arrived, setArrived] = useState({ reading, count: 0 })
  useServiceEvents(FEED_SERVICES[kind], (event, record) => {
    const added = record as FeedItemsAdded
    if (event !== 'created' || (filters.topicId && !added.topicIds.includes(filters.topicId))) return
    setArrived((before) => ({ reading, count: (before.reading === reading ? before.count : 0) + added.added }))
  })
  return {
    count: arrived.reading === reading ? arrived.count : 0,
    /** the count forgotten: the feed is read again */
    shown: () => setArrived({ reading, count: 0 }),
  }
}
