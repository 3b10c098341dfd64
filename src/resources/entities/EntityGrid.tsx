import { memo, useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react'
import AddIcon from '@mui/icons-material/Add'
import { Box, Button, Toolbar } from '@mui/material'
import {
  ListContextProvider,
  Title,
  useInfiniteListController,
  useListController,
  useNotify,
  usePermissions,
  useResourceContext,
  useStore,
  type ListControllerResult,
} from 'react-admin'
import { ALL_ROWS, DEFAULT_PAGE_SIZE, ERROR_TOAST_MS, GRID_PAGE_SIZES, MAX_PAGE_SIZE } from '../../../common/limits'
import { isSavedViewGrid } from '../../../common/savedViews'
import type { Role } from '../../../common/roles'
import { canRemoveEntity } from '../../../common/workflow'
import { CreateEntityDialog } from './CreateEntityDialog'
import { useConsoleUsers } from '../../layout/useConsoleUsers'
import { format } from '../../i18n/en'
import { useStrings } from '../../i18n/useStrings'
import { ExportCsvButton } from '../../layout/ExportCsvButton'
import { DataGrid } from '../../layout/grid/DataGrid'
import { ClearFiltersButton, GridEmpty, GridPagination } from '../../layout/grid/GridParts'
import { GRID_LIST_OPTIONS } from '../../layout/grid/listOptions'
import { SavedViews } from '../../layout/grid/SavedViews'
import { useSavedView } from '../../layout/grid/useSavedView'
import { useColumnOrder } from '../../layout/grid/useColumnOrder'
import { useGridFilters } from '../../layout/grid/useGridFilters'
import { useRowSelection } from '../../layout/grid/useRowSelection'
import { PageSelectionContext } from '../../layout/grid/SelectPageBox'
import { DeleteDialog } from './ActionCell'
import { COLUMN_IDS, deletable, entityColumns, PINNED, type GridContext } from './columns'
import { SelectionBar } from './SelectionBar'
import { gridTypeFilter, type EntityGridConfig } from './gridConfig'
import { useGridEdits, type EntityGridRecord } from './useGridEdits'
import { useLiveGridRows } from './useLiveGridRows'
import { NewItemsButton } from '../../layout/NewItemsButton'
import { useEntitiesOpenWatch } from '../../layout/presence/entitiesOpen'

const TYPE_FILTER_DEBOUNCE_MS = 500
/** 'All' asks for the next thousand rows when the reader comes within this many of the last loaded. */
const LOAD_AHEAD = 200

/** What 'All' adds to a list: the rows load page after page as the reader scrolls towards them. */
interface MoreRows {
  hasNextPage: boolean
  isFetchingNextPage: boolean
  fetchNextPage: () => void
}

type GridProps = { config: Omit<EntityGridConfig, 'resource'> }

/**
 * One entity grid (spec 2 §2 'Entities list screen'): a page of GET /entities of one type (or every
 * type but Brief, none and Statistic Entity), filtered per column, sorted on the server, edited in
 * place by admins, columns reordered by dragging their headers or by keyboard. 'All' lists every row
 * of the filter: they load a thousand at a time as they scroll into view.
 */
export function EntityGrid({ config }: GridProps) {
  const resource = useResourceContext() ?? ''
  const [allRows, setAllRows] = useStore<boolean>(`${resource}.allRows`, false)
  const [typeText, setTypeText] = useStore<string>(`${resource}.typeFilter`, '')
  const [typing, setTyping] = useState(typeText)
  useEffect(() => setTyping(typeText), [typeText])
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])
  const typeFilter = useCallback(
    (text: string) => {
      setTyping(text)
      clearTimeout(timer.current)
      timer.current = setTimeout(() => setTypeText(text), TYPE_FILTER_DEBOUNCE_MS)
    },
    [setTypeText],
  )
  const props = {
    config,
    filter: gridTypeFilter(config, typeText),
    setAllRows,
    typeText: typing,
    setTypeText: typeFilter,
  }
  return allRows ? <AllRowsGrid {...props} /> : <PagedGrid {...props} />
}

interface ControllerProps extends GridProps {
  filter: Record<string, unknown>
  setAllRows: (all: boolean) => void
  typeText: string
  setTypeText: (text: string) => void
}

function useControllerOptions(filter: Record<string, unknown>) {
  const t = useStrings().entityGrid
  const notify = useNotify()
  return {
    ...GRID_LIST_OPTIONS,
    filter,
    sort: { field: 'updatedAt', order: 'DESC' as const },
    queryOptions: {
      onError: () => notify(t.loadFailed, { type: 'error', autoHideDuration: ERROR_TOAST_MS }),
    },
  }
}

function PagedGrid({ filter, ...props }: ControllerProps) {
  const list = useListController<EntityGridRecord>({ ...useControllerOptions(filter), perPage: DEFAULT_PAGE_SIZE })
  return <GridView list={list} {...props} />
}

function AllRowsGrid({ filter, ...props }: ControllerProps) {
  const { hasNextPage, isFetchingNextPage, fetchNextPage, ...list } = useInfiniteListController<EntityGridRecord>({
    ...useControllerOptions(filter),
    perPage: MAX_PAGE_SIZE,
  })
  const more = { hasNextPage: !!hasNextPage, isFetchingNextPage, fetchNextPage: () => void fetchNextPage() }
  return <GridView list={list} more={more} {...props} />
}

const NO_ROWS: EntityGridRecord[] = []

type ViewProps = GridProps & {
  list: ListControllerResult<EntityGridRecord>
  more?: MoreRows
  setAllRows: (all: boolean) => void
  typeText: string
  setTypeText: (text: string) => void
}

/**
 * A page's arrival (and its start, in 'All') reaches the list through react-query's store, which React
 * renders at once, in the frame of a scroll: the grid takes the list through a deferred value, so that
 * render only finds the view unchanged, and the view's own render may spread over frames.
 */
function GridView({ list, more, ...props }: ViewProps) {
  const shown = useDeferredValue(list)
  const shownMore = useDeferredValue(more)
  return <GridBody list={shown} more={shownMore} {...props} />
}

const GridBody = memo(function GridBody({ config, list, more, setAllRows, typeText, setTypeText }: ViewProps) {
  const strings = useStrings()
  const t = strings.entityGrid
  const resource = useResourceContext() ?? ''
  const { permissions: role } = usePermissions<Role>()
  const admin = !!role && canRemoveEntity(role)
  const users = useConsoleUsers()
  const edits = useGridEdits()
  const created = useLiveGridRows(config, list)
  useEntitiesOpenWatch()
  const [deleting, setDeleting] = useState<EntityGridRecord | null>(null)
  const [creating, setCreating] = useState(false)
  const { filterValues, setFilter, clearFilters, applied } = useGridFilters(list, !config.type && !!typeText)
  const clear = useCallback(() => {
    clearFilters()
    setTypeText('')
  }, [clearFilters, setTypeText])
  const rows = list.data ?? NO_ROWS
  // the choice outlives paging and 'All' loading; a new filter (or type) lets it go
  const {
    selected,
    toggle,
    selectPage,
    clear: clearSelection,
    isSelected,
    allSelected,
    someSelected,
  } = useRowSelection(rows, { ...list.filterValues, ...list.filter })
  const pageSelection = useMemo(
    () => ({ allSelected, someSelected, selectPage }),
    [allSelected, someSelected, selectPage],
  )

  const grid: GridContext = useMemo(
    () => ({
      strings,
      admin,
      users,
      edits,
      onDelete: setDeleting,
      toggle,
      filterValues,
      setFilter,
      typed: !!config.type,
      typeText,
      setTypeText,
    }),
    [strings, admin, users, edits, toggle, filterValues, setFilter, config.type, typeText, setTypeText],
  )
  const byId = useMemo(() => entityColumns(grid), [grid])
  const { order, moveColumn, setOrder } = useColumnOrder(`${resource}.columnOrder`, COLUMN_IDS, PINNED)
  const columns = useMemo(() => order.map((id) => byId[id]), [order, byId])

  const total = list.total ?? rows.length
  const { overrides } = edits
  const rowAt = useCallback(
    (index: number) => {
      const row = rows[index]
      const override = row && overrides[row.id]
      return override ? { ...row, ...override } : row
    },
    [rows, overrides],
  )
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = more ?? {}
  const loaded = rows.length
  const onVisibleEnd = useCallback(
    (index: number) => {
      if (hasNextPage && !isFetchingNextPage && index >= loaded - LOAD_AHEAD) fetchNextPage?.()
    },
    [hasNextPage, isFetchingNextPage, fetchNextPage, loaded],
  )
  const title = t.titles[config.titleKey] ?? t.titles.all
  const createButton = config.creates && (
    <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
      {format(t.create, { type: config.creates })}
    </Button>
  )
  const { setPerPage } = list
  const choosePageSize = useCallback(
    (size: number) => {
      // both lists read the page size kept for the resource; 'All' fetches the most a call may
      setPerPage(size === ALL_ROWS ? MAX_PAGE_SIZE : size)
      setAllRows(size === ALL_ROWS)
    },
    [setPerPage, setAllRows],
  )
  const { view, showView } = useSavedView(list, {
    pageSize: more ? ALL_ROWS : list.perPage,
    choosePageSize,
    columns: order,
    setColumns: setOrder,
  })
  const viewGrid = `/${resource}`
  return (
    <ListContextProvider value={list}>
      <Box sx={{ width: '100%', minWidth: 0 }}>
        <Title title={title} />
        <Toolbar disableGutters sx={{ justifyContent: 'flex-end', gap: 1, minHeight: 48 }}>
          <ClearFiltersButton applied={applied} onClear={clear} />
          {isSavedViewGrid(viewGrid) && <SavedViews grid={viewGrid} current={view} onApply={showView} />}
          <ExportCsvButton resource={resource} filter={{ ...list.filterValues, ...list.filter }} sort={list.sort} />
          {createButton}
        </Toolbar>
        {selected.length > 0 && (
          <SelectionBar
            resource={resource}
            selected={selected}
            sort={list.sort}
            edits={admin}
            deletes={admin}
            users={users.all}
            onClear={clearSelection}
          />
        )}
        <NewItemsButton count={created.count} onShow={created.show} />
        <PageSelectionContext.Provider value={pageSelection}>
          <DataGrid
            gridId="entities"
            label={title}
            columns={columns}
            // 'All' counts every row of the filter, loaded or not; a page only its own
            rowCount={more ? (hasNextPage ? Math.max(total, loaded) : loaded) : rows.length}
            rowAt={rowAt}
            pageSize={more ? MAX_PAGE_SIZE : list.perPage}
            sort={list.sort}
            onSort={list.setSort}
            onMoveColumn={moveColumn as (id: string, to: number) => void}
            rowLabel={(entity) => entity.name || t.unnamed}
            isSelected={isSelected}
            canDelete={deletable(admin)}
            onDelete={setDeleting}
            onVisibleEnd={more ? onVisibleEnd : undefined}
            empty={
              list.isPending ? undefined : (
                <GridEmpty applied={applied} onClear={clear} message={t.nothingYet} action={createButton} />
              )
            }
          />
        </PageSelectionContext.Provider>
        <GridPagination
          total={total}
          page={list.page}
          perPage={list.perPage}
          sizes={GRID_PAGE_SIZES}
          all={{ offered: true, chosen: !!more }}
          loaded={loaded}
          onPage={list.setPage}
          onPerPage={choosePageSize}
        />
      </Box>
      <DeleteDialog entity={deleting} onClose={() => setDeleting(null)} />
      {config.creates && <CreateEntityDialog open={creating} onClose={() => setCreating(false)} type={config.type} />}
    </ListContextProvider>
  )
})
