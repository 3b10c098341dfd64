import { useCallback, useEffect, useRef, useState, type DragEvent, type KeyboardEvent } from 'react'
import AddIcon from '@mui/icons-material/Add'
import {
  Box,
  Button,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  TableSortLabel,
  Toolbar,
} from '@mui/material'
import {
  ListContextProvider,
  Title,
  useListController,
  useNotify,
  usePermissions,
  useResourceContext,
  useStore,
} from 'react-admin'
import { DEFAULT_PAGE_SIZE, ERROR_TOAST_MS, MAX_PAGE_SIZE } from '../../../common/limits'
import type { Role } from '../../../common/roles'
import { canRemoveEntity } from '../../../common/workflow'
import { CreateEntityDialog } from '../../custom/entity-editor/CreateEntityDialog'
import { useConsoleUsers } from '../../custom/entity-editor/useConsoleUsers'
import { app, format } from '../../i18n/en'
import { DeleteDialog, isComparisonSet } from './ActionCell'
import { COLUMNS, columnOrder, type ColumnId, type GridContext } from './columns'
import { GRID_PAGE_SIZES, gridTypeFilter, type EntityGridConfig } from './gridConfig'
import { useGridEdits, type EntityGridRecord } from './useGridEdits'

const t = app.entityGrid
/** MUI's 'All' page size; the grid then asks for the server's most rows, 1000. */
const ALL_ROWS = -1
const ROW_HEIGHT = 35

/**
 * One entity grid (spec 2 §2 'Entities list screen'): a page of GET /entities of one type (or every
 * type but Brief, none and Statistic Entity), filtered per column, sorted on the server, edited in
 * place by admins, columns reordered by dragging their headers.
 */
export function EntityGrid({ config }: { config: Omit<EntityGridConfig, 'resource'> }) {
  const resource = useResourceContext() ?? ''
  const notify = useNotify()
  const list = useListController<EntityGridRecord>({
    resource,
    filter: gridTypeFilter(config),
    perPage: DEFAULT_PAGE_SIZE,
    sort: { field: 'updatedAt', order: 'DESC' },
    queryOptions: {
      onError: () => notify(t.loadFailed, { type: 'error', autoHideDuration: ERROR_TOAST_MS }),
    },
  })
  const { permissions: role } = usePermissions<Role>()
  const admin = !!role && canRemoveEntity(role)
  const users = useConsoleUsers()
  const edits = useGridEdits()
  const [stored, setOrder] = useStore<string[]>(`${resource}.columnOrder`, [])
  const [allRows, setAllRows] = useStore<boolean>(`${resource}.allRows`, false)
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
  const grid: GridContext = { admin, users, edits, onDelete: setDeleting, filterValues, setFilter }

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
  const rowKey = (entity: EntityGridRecord) => (event: KeyboardEvent) => {
    if (event.target !== event.currentTarget) return
    if ((event.key === 'd' || event.key === 'D') && admin && !isComparisonSet(entity)) {
      event.preventDefault()
      setDeleting(entity)
    }
  }
  const title = t.titles[config.titleKey] ?? t.titles.all

  return (
    <ListContextProvider value={list}>
      <Box sx={{ width: '100%', minWidth: 0, maxWidth: 'calc(100vw - 270px)' }}>
        <Title title={title} />
        <Toolbar disableGutters sx={{ justifyContent: 'flex-end', minHeight: 48 }}>
          {config.creates && (
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
              {format(t.create, { type: config.creates })}
            </Button>
          )}
        </Toolbar>
        <TableContainer sx={{ overflowX: 'auto' }}>
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
              {(list.data ?? []).map((entity) => (
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
                        minWidth: id === 'name' ? 200 : undefined,
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
        <Box>
          <TablePagination
            component="div"
            count={list.total ?? 0}
            page={allRows ? 0 : list.page - 1}
            rowsPerPage={allRows ? ALL_ROWS : list.perPage}
            rowsPerPageOptions={[...GRID_PAGE_SIZES, { value: ALL_ROWS, label: t.allRows }]}
            labelRowsPerPage={t.rowsPerPage}
            onPageChange={(_event, page) => list.setPage(page + 1)}
            onRowsPerPageChange={(event) => {
              const size = Number(event.target.value)
              setAllRows(size === ALL_ROWS)
              list.setPerPage(size === ALL_ROWS ? MAX_PAGE_SIZE : size)
            }}
          />
        </Box>
      </Box>
      <DeleteDialog entity={deleting} onClose={() => setDeleting(null)} />
      {config.creates && <CreateEntityDialog open={creating} onClose={() => setCreating(false)} type={config.type} />}
    </ListContextProvider>
  )
}
