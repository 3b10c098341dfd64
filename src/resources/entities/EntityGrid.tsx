import { useCallback, useEffect, useRef, useState, type DragEvent, type KeyboardEvent } from 'react'
import AddIcon from '@mui/icons-material/Add'
import {
  Box,
  Button,
  CircularProgress,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  TableSortLabel,
  Toolbar,
  Typography,
} from '@mui/material'
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
import { DEFAULT_PAGE_SIZE, ERROR_TOAST_MS, MAX_PAGE_SIZE } from '../../../common/limits'
import type { Role } from '../../../common/roles'
import { canRemoveEntity } from '../../../common/workflow'
import { CreateEntityDialog } from '../../custom/entity-editor/CreateEntityDialog'
import { useConsoleUsers } from '../../custom/entity-editor/useConsoleUsers'
import { app, format } from '../../i18n/en'
import { ExportCsvButton } from '../../layout/ExportCsvButton'
import { DeleteDialog, isComparisonSet } from './ActionCell'
import { COLUMNS, columnOrder, type ColumnId, type GridContext } from './columns'
import { GRID_PAGE_SIZES, gridTypeFilter, type EntityGridConfig } from './gridConfig'
import { useGridEdits, type EntityGridRecord } from './useGridEdits'

const t = app.entityGrid
/** MUI's 'All' page size: the grid then loads the rows 1000 (the server's most) at a time as they scroll in. */
const ALL_ROWS = -1
const ROW_HEIGHT = 35
const TYPE_FILTER_DEBOUNCE_MS = 500

/** What 'All' adds to a list: the rows load page after page as the reader reaches the last one. */
interface MoreRows {
  hasNextPage: boolean
  isFetchingNextPage: boolean
  fetchNextPage: () => void
}

type GridProps = { config: Omit<EntityGridConfig, 'resource'> }

/**
 * One entity grid (spec 2 §2 'Entities list screen'): a page of GET /entities of one type (or every
 * type but Brief, none and Statistic Entity), filtered per column, sorted on the server, edited in
 * place by admins, columns reordered by dragging their headers. 'All' lists every row: they load a
 * thousand at a time as the reader scrolls, so a grid of 200,000 entities opens as fast as one page.
 */
export function EntityGrid({ config }: GridProps) {
  const resource = useResourceContext() ?? ''
  const [allRows, setAllRows] = useStore<boolean>(`${resource}.allRows`, false)
  const [typeText, setTypeText] = useStore<string>(`${resource}.typeFilter`, '')
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])
  const typeFilter = useCallback(
    (text: string) => {
      clearTimeout(timer.current)
      timer.current = setTimeout(() => setTypeText(text), TYPE_FILTER_DEBOUNCE_MS)
    },
    [setTypeText],
  )
  const props = { config, filter: gridTypeFilter(config, typeText), setAllRows, setTypeText: typeFilter }
  return allRows ? <AllRowsGrid {...props} /> : <PagedGrid {...props} />
}

interface ControllerProps extends GridProps {
  filter: Record<string, unknown>
  setAllRows: (all: boolean) => void
  setTypeText: (text: string) => void
}

function useControllerOptions(filter: Record<string, unknown>) {
  const notify = useNotify()
  return {
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

/** Loads the next rows when the end of the loaded ones comes into view (or on a click). */
function MoreRowsFooter({ more, loaded, total }: { more: MoreRows; loaded: number; total: number }) {
  const sentinel = useRef<HTMLDivElement>(null)
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = more
  useEffect(() => {
    const element = sentinel.current
    if (!element || !hasNextPage || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(([entry]) => {
      if (entry?.isIntersecting && !isFetchingNextPage) fetchNextPage()
    })
    observer.observe(element)
    return () => observer.disconnect()
  }, [hasNextPage, isFetchingNextPage, fetchNextPage])
  return (
    <Box ref={sentinel} sx={{ display: 'flex', alignItems: 'center', gap: 2, px: 2, py: 1 }}>
      <Typography variant="body2" color="text.secondary">
        {format(t.loadedRows, { loaded, total })}
      </Typography>
      {hasNextPage && (
        <Button size="small" onClick={fetchNextPage} disabled={isFetchingNextPage}>
          {t.loadMore}
        </Button>
      )}
      {isFetchingNextPage && <CircularProgress size={16} />}
    </Box>
  )
}

/** Arrow keys move between rows, Home and End to the first and last (spec 2 §2: rows by keyboard). */
function moveFocus(row: HTMLElement, key: string): boolean {
  const rows = row.parentElement?.children
  const target =
    key === 'ArrowDown'
      ? row.nextElementSibling
      : key === 'ArrowUp'
        ? row.previousElementSibling
        : key === 'Home'
          ? rows?.[0]
          : key === 'End'
            ? rows?.[rows.length - 1]
            : undefined
  if (!(target instanceof HTMLElement)) return false
  target.focus()
  return true
}

function GridView({
  config,
  list,
  more,
  setAllRows,
  setTypeText,
}: GridProps & {
  list: ListControllerResult<EntityGridRecord>
  more?: MoreRows
  setAllRows: (all: boolean) => void
  setTypeText: (text: string) => void
}) {
  const resource = useResourceContext() ?? ''
  const { permissions: role } = usePermissions<Role>()
  const admin = !!role && canRemoveEntity(role)
  const users = useConsoleUsers()
  const edits = useGridEdits()
  const [stored, setOrder] = useStore<string[]>(`${resource}.columnOrder`, [])
  const [dragged, setDragged] = useState<ColumnId | null>(null)
  const [deleting, setDeleting] = useState<EntityGridRecord | null>(null)
  const [creating, setCreating] = useState(false)
  const order = columnOrder(stored)

  const { filterValues, setFilters } = list
  // filters set while the debounce runs build on each other, not on the last applied ones
  const pending = useRef<Record<string, unknown> | null>(null)
  useEffect(() => {
    pending.current = null
  }, [filterValues])
  const setFilter = useCallback(
    (key: string, value: unknown) => {
      const next: Record<string, unknown> = { ...(pending.current ?? filterValues), [key]: value }
      if (value === undefined) delete next[key]
      pending.current = next
      setFilters(next, undefined, true)
    },
    [filterValues, setFilters],
  )
  const grid: GridContext = {
    admin,
    users,
    edits,
    onDelete: setDeleting,
    filterValues,
    setFilter,
    typed: !!config.type,
    setTypeText,
  }

  const drop = (target: ColumnId) => (event: DragEvent) => {
    event.preventDefault()
    if (!dragged || dragged === target) return
    const next = order.filter((id) => id !== dragged)
    next.splice(next.indexOf(target), 0, dragged)
    setOrder(next)
    setDragged(null)
  }
  const sortBy = (field: string) =>
    list.setSort({ field, order: list.sort.field === field && list.sort.order === 'ASC' ? 'DESC' : 'ASC' })
  const rowKey = (entity: EntityGridRecord) => (event: KeyboardEvent<HTMLElement>) => {
    if (event.target !== event.currentTarget) return
    if ((event.key === 'd' || event.key === 'D') && admin && !isComparisonSet(entity)) {
      event.preventDefault()
      setDeleting(entity)
    } else if (moveFocus(event.currentTarget, event.key)) event.preventDefault()
  }
  const title = t.titles[config.titleKey] ?? t.titles.all
  const rows = list.data ?? []
  return (
    <ListContextProvider value={list}>
      <Box sx={{ width: '100%', minWidth: 0 }}>
        <Title title={title} />
        <Toolbar disableGutters sx={{ justifyContent: 'flex-end', gap: 1, minHeight: 48 }}>
          <ExportCsvButton resource={resource} filter={{ ...list.filterValues, ...list.filter }} sort={list.sort} />
          {config.creates && (
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
              {format(t.create, { type: config.creates })}
            </Button>
          )}
        </Toolbar>
        <TableContainer
          sx={{
            overflowX: 'auto',
            // ten columns fit a laptop screen beside the menu: narrow gutters, the table's text size
            '& .MuiTableCell-root': { px: 0.75 },
            '& .MuiInputBase-root': { fontSize: '0.875rem' },
          }}
        >
          <Table size="small" aria-label={title}>
            <TableHead>
              <TableRow>
                {order.map((id) => {
                  const sort = COLUMNS[id].sort
                  return (
                    <TableCell
                      key={id}
                      draggable
                      onDragStart={() => setDragged(id)}
                      onDragOver={(event) => event.preventDefault()}
                      onDrop={drop(id)}
                      sx={{ cursor: 'grab', whiteSpace: 'nowrap', fontWeight: 600 }}
                      title={format(t.dragColumn, { column: t.columns[id] })}
                    >
                      {sort ? (
                        <TableSortLabel
                          active={list.sort.field === sort}
                          direction={list.sort.field === sort && list.sort.order === 'DESC' ? 'desc' : 'asc'}
                          onClick={() => sortBy(sort)}
                        >
                          {t.columns[id]}
                        </TableSortLabel>
                      ) : (
                        t.columns[id]
                      )}
                    </TableCell>
                  )
                })}
              </TableRow>
              <TableRow>
                {order.map((id) => (
                  <TableCell key={id}>{COLUMNS[id].filter?.(grid)}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((entity) => (
                <TableRow
                  key={entity.id}
                  hover
                  tabIndex={0}
                  aria-label={entity.name || t.unnamed}
                  onKeyDown={rowKey(entity)}
                  sx={{ height: ROW_HEIGHT, '& > td': { py: 0 } }}
                >
                  {order.map((id) => (
                    <TableCell
                      key={id}
                      // the name is what a reader scans for: it gets room before it wraps
                      sx={{
                        whiteSpace: id === 'name' || id === 'topic' ? 'normal' : 'nowrap',
                        minWidth: id === 'name' ? 180 : undefined,
                      }}
                    >
                      {COLUMNS[id].cell(entity, grid)}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
        {more && <MoreRowsFooter more={more} loaded={rows.length} total={list.total ?? 0} />}
        <Box>
          <TablePagination
            component="div"
            count={list.total ?? 0}
            page={more ? 0 : list.page - 1}
            rowsPerPage={more ? ALL_ROWS : list.perPage}
            rowsPerPageOptions={[...GRID_PAGE_SIZES, { value: ALL_ROWS, label: t.allRows }]}
            labelRowsPerPage={t.rowsPerPage}
            onPageChange={(_event, page) => list.setPage(page + 1)}
            onRowsPerPageChange={(event) => {
              const size = Number(event.target.value)
              // both lists read the page size kept for the resource; 'All' fetches the most a call may
              list.setPerPage(size === ALL_ROWS ? MAX_PAGE_SIZE : size)
              setAllRows(size === ALL_ROWS)
            }}
          />
        </Box>
      </Box>
      <DeleteDialog entity={deleting} onClose={() => setDeleting(null)} />
      {config.creates && <CreateEntityDialog open={creating} onClose={() => setCreating(false)} type={config.type} />}
    </ListContextProvider>
  )
}
