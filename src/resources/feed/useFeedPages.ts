import { useCallback, useEffect, useRef, useState } from 'react'
import { FEED_PAGE_SIZE, FEED_SERVICES, type FeedItem } from '../../../common/feed'
import type { RssSourceType } from '../../../common/rssSourceTypes'
import { feathersClient } from '../../providers/feathersClient'

export interface FeedFilters {
  topicId?: number
  since?: string
  date?: string
}

interface FeedState {
  items: FeedItem[]
  total: number
  done: boolean
  failed: boolean
  loading: boolean
}

const START: FeedState = { items: [], total: 0, done: false, failed: false, loading: false }

/** A feed read page by page (25, by keyset after the last item), started again when the filters change. */
export function useFeedPages(kind: RssSourceType, filters: FeedFilters) {
  const [state, setState] = useState<FeedState>(START)
  const generation = useRef(0)
  const key = JSON.stringify(filters)

  const loadMore = useCallback(() => {
    setState((current) => {
      if (current.loading || current.done || current.failed) return current
      const asked = generation.current
      const last = current.items.at(-1)
      const query = { ...(JSON.parse(key) as FeedFilters), $limit: FEED_PAGE_SIZE, ...(last && { after: last.id }) }
      feathersClient
        .service(FEED_SERVICES[kind])
        .find({ query })
        .then((page: { total: number; data: FeedItem[] }) => {
          if (asked !== generation.current) return
          setState((now) => ({
            items: [...now.items, ...page.data],
            total: page.total,
            done: page.data.length < FEED_PAGE_SIZE,
            failed: false,
            loading: false,
          }))
        })
        .catch(() => asked === generation.current && setState((now) => ({ ...now, failed: true, loading: false })))
      return { ...current, loading: true }
    })
  }, [kind, key])

  useEffect(() => {
    generation.current++
    setState(START)
  }, [kind, key])

  return { ...state, loadMore }
}
