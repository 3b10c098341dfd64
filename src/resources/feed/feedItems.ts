import { FEED_PAGE_MAX, FEED_SERVICES, type FeedItem } from '../../../common/feed'
import type { RssSourceType } from '../../../common/rssSourceTypes'
import type { ConsoleDataProvider } from '../../providers/dataProvider'

/** The feed items of `ids`, in one call: a selection holds at most a page of them. */
export async function feedItemsOf(dataProvider: ConsoleDataProvider, kind: RssSourceType, ids: number[]) {
  const byIds = kind === 'article' ? 'articleIds' : 'regulationIds'
  const page = await dataProvider.find<{ data: FeedItem[] }>(FEED_SERVICES[kind], {
    [byIds]: ids,
    $limit: FEED_PAGE_MAX,
  })
  return page.data
}
