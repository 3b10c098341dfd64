import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { useDataProvider } from 'react-admin'
import type { ConsoleDataProvider } from '../providers/dataProvider'
import { needsSignIn, useReloginOpen } from '../providers/reloginStore'

interface PagesState<T> {
  items: T[]
  total: number
  done: boolean
  failed: boolean
  loading: boolean
}

const start = <T>(): PagesState<T> => ({ items: [], total: 0, done: false, failed: false, loading: false })

export interface InfinitePagesOptions<T> {
  pageSize: number
  /** the query that asks for the page after `items`: `$skip` by default, a keyset where the service has one */
  next?: (items: T[]) => Record<string, unknown>
}

const bySkip = <T>(items: T[]) => ({ $skip: items.length })

/**
 * A list read a page at a time as its end comes into view (the feeds of spec 3 §2), started again when
 * the filters change or `reload` is called. A failed page stops the reading.
 */
export function useInfinitePages<T>(
  service: string,
  filters: object,
  { pageSize, next = bySkip }: InfinitePagesOptions<T>,
) {
  const [state, setState] = useState<PagesState<T>>(start)
  const [round, setRound] = useState(0)
  const generation = useRef(0)
  const dataProvider = useDataProvider<ConsoleDataProvider>()
  const readAfterSignIn = useRef(false)
  const key = JSON.stringify(filters)
  // one reading of the list: a new one for new filters and for each reload, and with it a new loadMore,
  // so that the view calling it when its end shows starts watching again
  const reading = useMemo(() => ({ key, round }), [key, round])
  const nextRef = useRef(next)
  nextRef.current = next

  const loadMore = useCallback(() => {
    setState((current) => {
      if (current.loading || current.done || current.failed) return current
      const asked = generation.current
      const query = { ...(JSON.parse(reading.key) as object), $limit: pageSize, ...nextRef.current(current.items) }
      dataProvider
        .find<{ total: number; data: T[] }>(service, query)
        .then((page) => {
          if (asked !== generation.current) return
          setState((now) => ({
            items: [...now.items, ...page.data],
            total: page.total,
            done: page.data.length < pageSize,
            failed: false,
            loading: false,
          }))
        })
        .catch((error: { code?: number }) => {
          if (asked !== generation.current) return
          // a session that ended is no lost connection: the relogin modal is open, and the list reads again after it
          const signInNeeded = needsSignIn(error)
          if (signInNeeded) readAfterSignIn.current = true
          setState((now) => ({ ...now, failed: !signInNeeded, loading: false }))
        })
      return { ...current, loading: true }
    })
  }, [dataProvider, service, reading, pageSize])

  useEffect(() => {
    generation.current++
    setState(start())
  }, [service, reading])

  const reload = useCallback(() => setRound((count) => count + 1), [])
  const reloginOpen = useReloginOpen()
  useEffect(() => {
    if (reloginOpen || !readAfterSignIn.current) return
    readAfterSignIn.current = false
    reload()
  }, [reloginOpen, reload])
  return { ...state, loadMore, reload }
}
