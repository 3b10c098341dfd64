import { useCallback, useMemo } from 'react'
import type { ListControllerResult } from 'react-admin'
import type { SavedViewState } from '../../../common/savedViews'

interface GridState {
  /** the page size shown, ALL_ROWS among them where the grid offers 'All' */
  pageSize: number
  choosePageSize: (size: number) => void
  columns: string[]
  setColumns: (order: string[]) => void
}

/**
 * What a grid shows as a saved view (its filters, sort, page size and column order), and `showView`, which puts a
 * saved one back in the grid.
 */
export function useSavedView(
  list: Pick<ListControllerResult, 'filterValues' | 'sort' | 'setFilters' | 'setSort'>,
  { pageSize, choosePageSize, columns, setColumns }: GridState,
) {
  const { filterValues, sort, setFilters, setSort } = list
  const view = useMemo<SavedViewState>(
    () => ({ filter: filterValues ?? {}, sort, perPage: pageSize, columns }),
    [filterValues, sort, pageSize, columns],
  )
  const showView = useCallback(
    (state: SavedViewState) => {
      setFilters(state.filter, undefined, false)
      setSort(state.sort)
      choosePageSize(state.perPage)
      setColumns(state.columns)
    },
    [setFilters, setSort, choosePageSize, setColumns],
  )
  return { view, showView }
}
