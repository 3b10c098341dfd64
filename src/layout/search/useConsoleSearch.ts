import { useQuery } from '@tanstack/react-query'
import { useDataProvider } from 'react-admin'
import { SEARCH_DEBOUNCE_MS, searchQueryProblem, type SearchResult } from '../../../common/search'
import type { ConsoleDataProvider } from '../../providers/dataProvider'
import { useDebounced } from '../useDebounced'

/**
 * GET /search for `text` once typing pauses: nothing asked while the text is too short or too long
 * (`problem` says why), the last hits kept on screen while the next ones come.
 */
export function useConsoleSearch(text: string) {
  const dataProvider = useDataProvider<ConsoleDataProvider>()
  const q = useDebounced(text.trim(), SEARCH_DEBOUNCE_MS)
  const problem = searchQueryProblem(q)
  const { data, error, isFetching } = useQuery({
    queryKey: ['search', q],
    queryFn: () => dataProvider.find<SearchResult>('search', { q }),
    enabled: !problem,
    placeholderData: (previous) => previous,
    staleTime: 10_000,
  })
  return {
    q,
    problem,
    hits: problem ? [] : (data?.data ?? []),
    error: problem ? null : (error as Error | null),
    // typed but not asked yet counts as searching: the hits shown are not the text's
    searching: !problem && (isFetching || q !== text.trim()),
  }
}
