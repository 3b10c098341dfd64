import { useEffect, useState } from 'react'
import { useDataProvider, useNotify } from 'react-admin'
import {
  RELATIONSHIP_SEARCH_DEBOUNCE_MS,
  RELATIONSHIP_SEARCH_LIMIT,
  RELATIONSHIP_SEARCH_MIN_CHARS,
} from '../../common/relationships'
import { useStrings } from '../i18n/useStrings'
import { errorText } from '../providers/apiErrors'

export interface SearchOption {
  id: string | number
  name: string
  type?: string
}

/**
 * What the search selectors offer (spec 2 §5, §7, §9; spec 3 §2, §9): `resource` searched by name once
 * 3 characters are typed, 300 ms after the last one, `limit` at a time, narrowed by `filter`; nothing before.
 */
export function useNameSearch<T extends SearchOption = SearchOption>(
  resource: string,
  text: string,
  { limit = RELATIONSHIP_SEARCH_LIMIT, filter }: { limit?: number; filter?: Record<string, unknown> } = {},
) {
  const dataProvider = useDataProvider()
  const notify = useNotify()
  const strings = useStrings()
  const [options, setOptions] = useState<T[]>([])
  const query = text.trim()
  const searchable = query.length >= RELATIONSHIP_SEARCH_MIN_CHARS
  // a filter written inline is a new object each render: its text decides when to search again
  const filterKey = JSON.stringify(filter ?? {})
  useEffect(() => {
    if (!searchable) return
    let current = true
    const timer = setTimeout(() => {
      dataProvider
        .getList<T>(resource, {
          filter: { ...(JSON.parse(filterKey) as Record<string, unknown>), name: { $iLike: query } },
          pagination: { page: 1, perPage: limit },
          sort: { field: 'name', order: 'ASC' },
        })
        .then(({ data }) => current && setOptions(data))
        .catch((error: Error) => {
          if (!current) return
          notify(errorText(error, strings.generic), { type: 'error' })
          setOptions([])
        })
    }, RELATIONSHIP_SEARCH_DEBOUNCE_MS)
    return () => {
      current = false
      clearTimeout(timer)
    }
  }, [dataProvider, filterKey, limit, notify, query, resource, searchable, strings])
  return searchable ? options : []
}
