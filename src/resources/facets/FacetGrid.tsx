import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react'
import {
  Alert,
  Box,
  Button,
  Checkbox,
  Stack,
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
import { ListContextProvider, Title, useGetList, useListController, useNotify, usePermissions } from 'react-admin'
import { dayRange } from '../../../common/dayRange'
import { entityEditorRoute } from '../../../common/entityEditorRoutes'
import { FACET_GRID_PAGE_SIZE, type FacetGridRow, type FacetGridSort } from '../../../common/facetGrid'
import { ERROR_TOAST_MS } from '../../../common/limits'
import type { Role } from '../../../common/roles'
import { STAGES } from '../../../common/workflow'
import { useConsoleUsers, type ConsoleUser } from '../../custom/entity-editor/useConsoleUsers'
import { app, format } from '../../i18n/en'
import { ExportCsvButton } from '../../layout/ExportCsvButton'
import { GridSelectFilter, GridTextFilter } from '../../layout/GridFilters'
import { assigneeName, CountryAutocomplete } from '../entities/cells'
import { DayAndTime, TwoLines } from '../entities/columns'
import { GRID_PAGE_SIZES } from '../entities/gridConfig'
import {
  AssigneeSelect,
  DescriptionText,
  EditorLink,
  editLabel,
  entityLabel,
  SourceLinks,
  StageSelect,
} from './facetCells'
import { MassEditBar } from './MassEditBar'
import type { PendingEdit } from './massEditPlan'
import { usePendingFacetEdits } from './usePendingFacetEdits'

const t = app.facetGrid
type ColumnId = keyof typeof t.columns
const PENDING_BACKGROUND = 'rgba(255, 193, 7, 0.18)'

interface FacetLists {
  sectionList?: string[]
  levelList?: string[]
  nameList?: string[]
}

/** What a cell and a filter need of the screen. */
interface Grid {
  role: Role
  users: ConsoleUser[]
  pending: Record<string, PendingEdit>
  edit: (rows: FacetGridRow[], change: PendingEdit) => void
  lists: FacetLists
  types: string[]
  filterValues: Record<string, unknown>
  setFilter: (key: string, value: unknown) => void
}

const filterLabel = (id: ColumnId) => format(t.filterOf, { column: t.columns[id] })
const choicesOf = (values: readonly string[] = []) => values.map((value) => ({ value, label: value }))

function textFilter(id: ColumnId, key: string) {
  return (grid: Grid) => (
    <GridTextFilter label={filterLabel(id)} onChange={(text) => grid.setFilter(key, text || undefined)} />
  )
}

function selectFilter(id: ColumnId, key: string, choices: (grid: Grid) => { value: string; label: string }[]) {
  return (grid: Grid) => (
    <GridSelectFilter
      label={filterLabel(id)}
      anyLabel={t.any}
      value={String(grid.filterValues[key] ?? '')}
      choices={choices(grid)}
      onChange={(value) => grid.setFilter(key, value || undefined)}
    />
  )
}

/** From and To days of a date column (spec 2 §2: a date range on created or modified). */
function DateRangeFilter({ id, field, grid }: { id: ColumnId; field: string; grid: Grid }) {
  const [range, setRange] = useState({ from: '', to: '' })
  const change = (next: typeof range) => {
    setRange(next)
    grid.setFilter(field, dayRange(next.from, next.to) ?? undefined)
  }
  return (
    <Stack spacing={0.5}>
      <GridTextFilter
        type="date"
        label={format(t.from, { column: t.columns[id] })}
        onChange={(from) => change({ ...range, from })}
      />
      <GridTextFilter
        type="date"
        label={format(t.to, { column: t.columns[id] })}
        onChange={(to) => change({ ...range, to })}
      />
    </Stack>
  )
}

const userChoices = (grid: Grid) => grid.users.map((user) => ({ value: user.id, label: user.name }))

/** The value a cell shows: the pending one when there is one (and it is then highlighted). */
const shown = <K extends keyof PendingEdit>(grid: Grid, row: FacetGridRow, key: K, stored: PendingEdit[K]) => {
  const edit = grid.pending[row.id]
  return edit && key in edit ? { value: edit[key] as PendingEdit[K], pending: true } : { value: stored, pending: false }
}

interface Column {
  sort?: FacetGridSort
  cell: (row: FacetGridRow, grid: Grid) => { content: ReactNode; pending?: boolean }
  filter?: (grid: Grid) => ReactNode
  minWidth?: number
}

const COLUMNS: Record<ColumnId, Column> = {
  name: {
    sort: 'entityName',
    minWidth: 160,
    cell: (row) => ({
      content: (
        <EditorLink
          to={entityEditorRoute(row.entity.type, row.entityId)}
          label={format(t.openEntity, { name: entityLabel(row) })}
        >
          {entityLabel(row)}
        </EditorLink>
      ),
    }),
    filter: textFilter('name', 'entityName'),
  },
  type: {
    cell: (row) => ({ content: <TwoLines first={row.entity.type} second={row.entity.subType} /> }),
    filter: selectFilter('type', 'type', (grid) => choicesOf(grid.types)),
  },
  section: {
    sort: 'section',
    cell: (row) => ({ content: row.type.section }),
    filter: selectFilter('section', 'section', (grid) => choicesOf(grid.lists.sectionList)),
  },
  facet: {
    sort: 'typeName',
    cell: (row) => ({
      content: (
        <EditorLink
          to={`${entityEditorRoute(row.entity.type, row.entityId)}#${row.id}`}
          label={format(t.openFacet, { facet: row.type.name, name: entityLabel(row) })}
        >
          {row.type.name}
        </EditorLink>
      ),
    }),
    filter: selectFilter('facet', 'typeName', (grid) => choicesOf(grid.lists.nameList)),
  },
  level: {
    sort: 'level',
    cell: (row) => ({ content: row.type.level }),
    filter: selectFilter('level', 'level', (grid) => choicesOf(grid.lists.levelList)),
  },
  stage: {
    sort: 'stage',
    cell: (row, grid) => {
      const stage = shown(grid, row, 'stage', row.meta.stage)
      return {
        pending: stage.pending,
        content: (
          <StageSelect
            label={editLabel('stage', row)}
            role={grid.role}
            value={stage.value ?? row.meta.stage}
            onChange={(value) => grid.edit([row], { stage: value })}
          />
        ),
      }
    },
    filter: selectFilter('stage', 'stage', () => choicesOf(STAGES)),
  },
  assigned: {
    sort: 'assignedToId',
    cell: (row, grid) => {
      const stage = shown(grid, row, 'stage', row.meta.stage).value ?? row.meta.stage
      const assignee = shown(grid, row, 'assignedToId', row.meta.assignedToId)
      return {
        pending: assignee.pending,
        content: (
          <AssigneeSelect
            label={editLabel('assigned', row)}
            stage={stage}
            value={assignee.value ?? null}
            users={grid.users}
            onChange={(assignedToId) => grid.edit([row], { assignedToId })}
          />
        ),
      }
    },
    filter: selectFilter('assigned', 'assignedToId', userChoices),
  },
  created: {
    sort: 'createdAt',
    cell: (row) => ({ content: <DayAndTime value={row.createdAt} /> }),
    filter: (grid) => <DateRangeFilter id="created" field="createdAt" grid={grid} />,
  },
  modified: {
    sort: 'updatedAt',
    cell: (row) => ({ content: <DayAndTime value={row.updatedAt} /> }),
    filter: (grid) => <DateRangeFilter id="modified" field="updatedAt" grid={grid} />,
  },
  editors: {
    cell: (row, grid) => ({ content: row.editorId ? assigneeName(grid.users, row.editorId) : '' }),
    filter: selectFilter('editors', 'editorId', userChoices),
  },
  label: {
    minWidth: 140,
    cell: (row, grid) => {
      const label = shown(grid, row, 'label', row.label ?? '')
      return { pending: label.pending, content: label.value }
    },
    filter: textFilter('label', 'label'),
  },
  description: {
    minWidth: 200,
    cell: (row, grid) => {
      const description = shown(grid, row, 'description', row.description ?? '')
      return { pending: description.pending, content: <DescriptionText text={description.value ?? ''} /> }
    },
    filter: textFilter('description', 'description'),
  },
  sources: {
    minWidth: 120,
    cell: (row, grid) => {
      const sources = shown(grid, row, 'sources', row.sources)
      return { pending: sources.pending, content: <SourceLinks text={sources.value ?? ''} /> }
    },
  },
}
const COLUMN_ORDER = Object.keys(COLUMNS) as ColumnId[]

/** The entity types of the templates, for the Type filter. */
function useEntityTypes(): string[] {
  const { data = [] } = useGetList<{ id: string; type: string }>('entity-templates', {
    pagination: { page: 1, perPage: 1000 },
    sort: { field: 'type', order: 'ASC' },
  })
  return [...new Set(data.map((template) => template.type))]
}

/**
 * The facet-assignment screen (spec 2 §2, §3, §7): facets across entities, filtered per column and by
 * topic, sorted on the server, their stage, assignee, label, description and sources edited one by
 * one or for the selected rows at once, held as pending edits until Save Changes.
 */
export function FacetGrid() {
  const notify = useNotify()
  const list = useListController<FacetGridRow>({
    resource: 'analyst/assign-facets',
    perPage: FACET_GRID_PAGE_SIZE,
    sort: { field: 'createdAt', order: 'DESC' },
    queryOptions: { onError: () => notify(t.loadFailed, { type: 'error', autoHideDuration: ERROR_TOAST_MS }) },
  })
  const { permissions: role = 'analyst' } = usePermissions<Role>()
  const users = useConsoleUsers()
  const types = useEntityTypes()
  const { refetch, filterValues, setFilters } = list
  const onSaved = useCallback(() => void refetch(), [refetch])
  const edits = usePendingFacetEdits(users, onSaved)
  const [selected, setSelected] = useState<string[]>([])
  const rows = list.data ?? []

  // filters set while the debounce runs build on each other, not on the last applied ones
  const pendingFilters = useRef<Record<string, unknown> | null>(null)
  useEffect(() => {
    pendingFilters.current = null
  }, [filterValues])
  const setFilter = useCallback(
    (key: string, value: unknown) => {
      const next: Record<string, unknown> = { ...(pendingFilters.current ?? filterValues), [key]: value }
      if (value === undefined) delete next[key]
      pendingFilters.current = next
      setFilters(next, undefined, true)
    },
    [filterValues, setFilters],
  )

  const grid: Grid = {
    role,
    users,
    pending: edits.pending,
    edit: edits.edit,
    lists: (list.meta as FacetLists | undefined) ?? {},
    types,
    filterValues,
    setFilter,
  }
  const selectedRows = rows.filter((row) => selected.includes(row.id))
  const allSelected = rows.length > 0 && selectedRows.length === rows.length
  const toggle = (id: string) =>
    setSelected((current) => (current.includes(id) ? current.filter((one) => one !== id) : [...current, id]))
  const sortBy = (field: string) =>
    list.setSort({ field, order: list.sort.field === field && list.sort.order === 'ASC' ? 'DESC' : 'ASC' })

  return (
    <ListContextProvider value={list}>
      <Box sx={{ width: '100%', minWidth: 0 }}>
        <Title title={t.title} />
        <Toolbar disableGutters sx={{ gap: 2, flexWrap: 'wrap', minHeight: 56 }}>
          <Box sx={{ width: 240 }}>
            <CountryAutocomplete
              label={`${t.topic}: ${t.noTopic}`}
              onPick={(country) => setFilter('topic', country ? Number(country.id) : undefined)}
            />
          </Box>
          <Box sx={{ flex: 1 }} />
          {edits.count > 0 && (
            <>
              <Typography variant="body2" color="text.secondary">
                {edits.count === 1 ? t.pendingOne : format(t.pending, { count: edits.count })}
              </Typography>
              <Button onClick={edits.discard} disabled={edits.saving}>
                {t.discard}
              </Button>
            </>
          )}
          <ExportCsvButton resource="analyst/assign-facets" filter={filterValues} sort={list.sort} />
          <Button variant="contained" onClick={() => void edits.save()} disabled={!edits.count || edits.saving}>
            {t.save}
          </Button>
        </Toolbar>
        {edits.errors.length > 0 && (
          <Alert severity="error" sx={{ mb: 1 }}>
            {edits.errors.map((error, index) => (
              <div key={index}>{error}</div>
            ))}
          </Alert>
        )}
        {selectedRows.length > 0 && (
          <MassEditBar
            count={selectedRows.length}
            role={role}
            users={users}
            onApply={(change) => edits.edit(selectedRows, change)}
          />
        )}
        <TableContainer
          sx={{
            overflowX: 'auto',
            '& .MuiTableCell-root': { px: 0.75 },
            '& .MuiInputBase-root': { fontSize: '0.875rem' },
          }}
        >
          <Table size="small" aria-label={t.title}>
            <TableHead>
              <TableRow>
                <TableCell padding="checkbox">
                  <Checkbox
                    size="small"
                    checked={allSelected}
                    indeterminate={selectedRows.length > 0 && !allSelected}
                    onChange={() => setSelected(allSelected ? [] : rows.map((row) => row.id))}
                    slotProps={{ input: { 'aria-label': t.selectPage } }}
                  />
                </TableCell>
                {COLUMN_ORDER.map((id) => {
                  const sort = COLUMNS[id].sort
                  return (
                    <TableCell key={id} sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}>
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
                <TableCell />
                {COLUMN_ORDER.map((id) => (
                  <TableCell key={id} sx={{ verticalAlign: 'top' }}>
                    {COLUMNS[id].filter?.(grid)}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow
                  key={row.id}
                  hover
                  selected={selected.includes(row.id)}
                  aria-label={`${entityLabel(row)} ${row.type.name}`}
                >
                  <TableCell padding="checkbox">
                    <Checkbox
                      size="small"
                      checked={selected.includes(row.id)}
                      onChange={() => toggle(row.id)}
                      slotProps={{
                        input: { 'aria-label': format(t.selectRow, { name: `${entityLabel(row)} ${row.type.name}` }) },
                      }}
                    />
                  </TableCell>
                  {COLUMN_ORDER.map((id) => {
                    const { content, pending } = COLUMNS[id].cell(row, grid)
                    return (
                      <TableCell
                        key={id}
                        data-pending={pending || undefined}
                        sx={{ minWidth: COLUMNS[id].minWidth, bgcolor: pending ? PENDING_BACKGROUND : undefined }}
                      >
                        {content}
                      </TableCell>
                    )
                  })}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
        <TablePagination
          component="div"
          count={list.total ?? 0}
          page={list.page - 1}
          rowsPerPage={list.perPage}
          rowsPerPageOptions={[...GRID_PAGE_SIZES]}
          labelRowsPerPage={t.rowsPerPage}
          onPageChange={(_event, page) => list.setPage(page + 1)}
          onRowsPerPageChange={(event) => list.setPerPage(Number(event.target.value))}
        />
      </Box>
    </ListContextProvider>
  )
}
