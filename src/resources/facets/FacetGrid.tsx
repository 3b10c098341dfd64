import { useCallback, useMemo, useState } from 'react'
import { Alert, Box, Button, Checkbox, Toolbar, Typography } from '@mui/material'
import { ListContextProvider, Title, useGetList, useListController, useNotify, usePermissions } from 'react-admin'
import { gridDate, gridDateTime } from '../../../common/dayRange'
import { entityEditorRoute } from '../../../common/entityEditorRoutes'
import { FACET_GRID_PAGE_SIZE, type FacetGridRow } from '../../../common/facetGrid'
import { ERROR_TOAST_MS, GRID_PAGE_SIZES } from '../../../common/limits'
import type { Role } from '../../../common/roles'
import { canBeAssignedAt, isAssignableUser, STAGES, type Stage } from '../../../common/workflow'
import { assigneeName, useConsoleUsers, type ConsoleUsers } from '../../custom/entity-editor/useConsoleUsers'
import { app, format } from '../../i18n/en'
import { ExportCsvButton } from '../../layout/ExportCsvButton'
import { CheckMark, SelectEditor, TwoLines } from '../../layout/grid/cells'
import { CountryFilter } from '../../layout/grid/CountryAutocomplete'
import { DataGrid, type GridColumn } from '../../layout/grid/DataGrid'
import { GridDateRangeFilter, GridSelectFilter, GridTextFilter } from '../../layout/grid/filters'
import { ClearFiltersButton, GridEmpty, GridPagination } from '../../layout/grid/GridParts'
import { useColumnOrder } from '../../layout/grid/useColumnOrder'
import { useGridFilters } from '../../layout/grid/useGridFilters'
import {
  DescriptionText,
  descriptionTitle,
  EditorLink,
  editLabel,
  entityLabel,
  SourceLinks,
  stageChoices,
} from './facetCells'
import { MassEditBar } from './MassEditBar'
import type { PendingEdit, PendingEdits } from './massEditPlan'
import { usePendingFacetEdits } from './usePendingFacetEdits'

const t = app.facetGrid
type ColumnId = 'select' | keyof typeof t.columns
const COLUMN_IDS: ColumnId[] = ['select', ...(Object.keys(t.columns) as (keyof typeof t.columns)[])]
const PINNED: ColumnId[] = ['select', 'name']

interface FacetLists {
  sectionList?: string[]
  levelList?: string[]
  nameList?: string[]
}

/** What the cells and filters of the facet grid share. */
interface Grid {
  role: Role
  users: ConsoleUsers
  pending: PendingEdits
  edit: (rows: FacetGridRow[], change: PendingEdit) => void
  toggle: (id: string) => void
  lists: FacetLists
  types: string[]
  filterValues: Record<string, unknown>
  setFilter: (key: string, value: unknown) => void
}

const filterLabel = (id: keyof typeof t.columns) => format(t.filterOf, { column: t.columns[id] })
const choicesOf = (values: readonly string[] = []) => values.map((value) => ({ value, label: value }))
const rowName = (row: FacetGridRow) => `${entityLabel(row)} ${row.type.name}`

/** The value a cell shows: the pending one when there is one. */
function shown<K extends keyof PendingEdit>(grid: Grid, row: FacetGridRow, key: K, stored: PendingEdit[K]) {
  const edit = grid.pending[row.id]
  return edit && key in edit ? (edit[key] as PendingEdit[K]) : stored
}
const isPending = (grid: Grid, key: keyof PendingEdit) => (row: FacetGridRow) => key in (grid.pending[row.id] ?? {})

function textFilter(grid: Grid, id: keyof typeof t.columns, key: string) {
  return (
    <GridTextFilter
      label={filterLabel(id)}
      value={String(grid.filterValues[key] ?? '')}
      onChange={(text) => grid.setFilter(key, text || undefined)}
    />
  )
}

function selectFilter(
  grid: Grid,
  id: keyof typeof t.columns,
  key: string,
  choices: { value: string; label: string }[],
) {
  return (
    <GridSelectFilter
      label={filterLabel(id)}
      anyLabel={t.any}
      value={String(grid.filterValues[key] ?? '')}
      choices={choices}
      onChange={(value) => grid.setFilter(key, value || undefined)}
    />
  )
}

function dateColumn(
  grid: Grid,
  id: 'created' | 'modified',
  field: 'createdAt' | 'updatedAt',
): GridColumn<FacetGridRow> {
  return {
    id,
    header: t.columns[id],
    width: 86,
    sort: field,
    cell: (row) => gridDate(row[field]),
    title: (row) => gridDateTime(row[field]),
    filter: (
      <GridDateRangeFilter
        column={t.columns[id]}
        value={grid.filterValues[field] as { $gte?: string; $lt?: string } | undefined}
        onChange={(range) => grid.setFilter(field, range)}
      />
    ),
  }
}

const userChoices = (grid: Grid) => grid.users.all.map((user) => ({ value: user.id, label: user.name }))

/**
 * The facet grid's columns (spec 2 §2 'Facet-assignment screen'): 14 in 1140 px, so that they fit a 1440 px
 * screen beside the menu; cut text shows whole as the cell's tooltip.
 */
function facetColumns(grid: Grid, allSelected: boolean, someSelected: boolean, selectPage: () => void) {
  const removed = app.grid.removedUser
  const columns: Record<ColumnId, GridColumn<FacetGridRow>> = {
    select: {
      id: 'select',
      header: t.selectPage,
      width: 36,
      pinned: true,
      headerContent: (
        <Checkbox
          size="small"
          sx={{ p: 0.25 }}
          checked={allSelected}
          indeterminate={someSelected && !allSelected}
          onChange={selectPage}
          slotProps={{ input: { 'aria-label': t.selectPage } }}
        />
      ),
      cell: (row, { selected }) => <CheckMark checked={selected} label={format(t.selectRow, { name: rowName(row) })} />,
      toggle: (row) => grid.toggle(row.id),
    },
    name: {
      id: 'name',
      header: t.columns.name,
      width: 110,
      pinned: true,
      sort: 'entityName',
      cell: (row) => (
        <EditorLink
          to={entityEditorRoute(row.entity.type, row.entityId)}
          label={format(t.openEntity, { name: entityLabel(row) })}
        >
          {entityLabel(row)}
        </EditorLink>
      ),
      title: entityLabel,
      filter: textFilter(grid, 'name', 'entityName'),
    },
    type: {
      id: 'type',
      header: t.columns.type,
      width: 76,
      twoLines: true,
      cell: (row) => <TwoLines first={row.entity.type} second={row.entity.subType} />,
      title: (row) => [row.entity.type, row.entity.subType].filter(Boolean).join(' · '),
      filter: selectFilter(grid, 'type', 'type', choicesOf(grid.types)),
    },
    section: {
      id: 'section',
      header: t.columns.section,
      width: 80,
      sort: 'section',
      cell: (row) => row.type.section,
      title: (row) => row.type.section,
      filter: selectFilter(grid, 'section', 'section', choicesOf(grid.lists.sectionList)),
    },
    facet: {
      id: 'facet',
      header: t.columns.facet,
      width: 90,
      sort: 'typeName',
      cell: (row) => (
        <EditorLink
          to={`${entityEditorRoute(row.entity.type, row.entityId)}#${row.id}`}
          label={format(t.openFacet, { facet: row.type.name, name: entityLabel(row) })}
        >
          {row.type.name}
        </EditorLink>
      ),
      title: (row) => row.type.name,
      filter: selectFilter(grid, 'facet', 'typeName', choicesOf(grid.lists.nameList)),
    },
    level: {
      id: 'level',
      header: t.columns.level,
      width: 52,
      sort: 'level',
      cell: (row) => row.type.level,
      title: (row) => row.type.level,
      filter: selectFilter(grid, 'level', 'level', choicesOf(grid.lists.levelList)),
    },
    stage: {
      id: 'stage',
      header: t.columns.stage,
      width: 84,
      sort: 'stage',
      cell: (row) => shown(grid, row, 'stage', row.meta.stage),
      pending: isPending(grid, 'stage'),
      // a new stage keeps or drops the assignee by their role: wait for the users
      editable: () => grid.users.loaded,
      editor: (row, editing) => {
        const stage = shown(grid, row, 'stage', row.meta.stage) ?? row.meta.stage
        return (
          <SelectEditor
            label={editLabel('stage', row)}
            value={stage}
            choices={stageChoices(grid.role, stage)}
            editing={editing}
            onPick={(value) => grid.edit([row], { stage: value as Stage })}
          />
        )
      },
      filter: selectFilter(grid, 'stage', 'stage', choicesOf(STAGES)),
    },
    assigned: {
      id: 'assigned',
      header: t.columns.assigned,
      width: 96,
      sort: 'assignedToId',
      cell: (row) => assigneeName(grid.users, shown(grid, row, 'assignedToId', row.meta.assignedToId), removed),
      title: (row) => assigneeName(grid.users, shown(grid, row, 'assignedToId', row.meta.assignedToId), removed),
      pending: isPending(grid, 'assignedToId'),
      editable: (row) => {
        const stage = shown(grid, row, 'stage', row.meta.stage) ?? row.meta.stage
        const value = shown(grid, row, 'assignedToId', row.meta.assignedToId)
        return !!value || grid.users.all.some((user) => isAssignableUser(user) && canBeAssignedAt(stage, user.role))
      },
      editor: (row, editing) => {
        const stage = shown(grid, row, 'stage', row.meta.stage) ?? row.meta.stage
        const value = shown(grid, row, 'assignedToId', row.meta.assignedToId) ?? ''
        const allowed = grid.users.all.filter((user) => isAssignableUser(user) && canBeAssignedAt(stage, user.role))
        return (
          <SelectEditor
            label={editLabel('assigned', row)}
            value={value}
            editing={editing}
            choices={[
              { value: '', label: t.unassigned },
              ...(value && !allowed.some((user) => user.id === value)
                ? [{ value, label: assigneeName(grid.users, value, removed), disabled: true }]
                : []),
              ...allowed.map((user) => ({ value: user.id, label: user.name })),
            ]}
            onPick={(assignedToId) => grid.edit([row], { assignedToId: assignedToId || null })}
          />
        )
      },
      filter: selectFilter(grid, 'assigned', 'assignedToId', userChoices(grid)),
    },
    created: dateColumn(grid, 'created', 'createdAt'),
    modified: dateColumn(grid, 'modified', 'updatedAt'),
    editors: {
      id: 'editors',
      header: t.columns.editors,
      width: 84,
      cell: (row) => assigneeName(grid.users, row.editorId, removed),
      title: (row) => assigneeName(grid.users, row.editorId, removed),
      filter: selectFilter(grid, 'editors', 'editorId', userChoices(grid)),
    },
    label: {
      id: 'label',
      header: t.columns.label,
      width: 84,
      grow: 1,
      cell: (row) => shown(grid, row, 'label', row.label ?? ''),
      title: (row) => shown(grid, row, 'label', row.label ?? ''),
      pending: isPending(grid, 'label'),
      filter: textFilter(grid, 'label', 'label'),
    },
    description: {
      id: 'description',
      header: t.columns.description,
      width: 100,
      grow: 1.5,
      cell: (row) => <DescriptionText text={shown(grid, row, 'description', row.description ?? '') ?? ''} />,
      title: (row) => descriptionTitle(shown(grid, row, 'description', row.description ?? '') ?? ''),
      pending: isPending(grid, 'description'),
      filter: textFilter(grid, 'description', 'description'),
    },
    sources: {
      id: 'sources',
      header: t.columns.sources,
      width: 76,
      cell: (row) => <SourceLinks text={shown(grid, row, 'sources', row.sources) ?? ''} />,
      title: (row) => shown(grid, row, 'sources', row.sources),
      pending: isPending(grid, 'sources'),
    },
  }
  return columns
}

/** The entity types of the templates, for the Type filter. */
function useEntityTypes(): string[] {
  const { data } = useGetList<{ id: string; type: string }>('entity-templates', {
    pagination: { page: 1, perPage: 1000 },
    sort: { field: 'type', order: 'ASC' },
  })
  return useMemo(() => [...new Set((data ?? []).map((template) => template.type))], [data])
}

/**
 * The facet-assignment screen (spec 2 §2, §3, §7): facets across entities, filtered per column and by
 * topic, sorted on the server, their stage, assignee, label, description and sources edited one by
 * one or for the selected rows at once, held as pending edits until Save Changes stores them all.
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
  const { refetch } = list
  const onSaved = useCallback(() => void refetch(), [refetch])
  const edits = usePendingFacetEdits(users.all, onSaved)
  const { filterValues, setFilter, clearFilters, applied } = useGridFilters(list)
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set())
  const rows = useMemo(() => list.data ?? [], [list.data])

  const toggle = useCallback(
    (id: string) =>
      setSelected((current) => {
        const next = new Set(current)
        if (!next.delete(id)) next.add(id)
        return next
      }),
    [],
  )
  const selectedRows = rows.filter((row) => selected.has(row.id))
  const allSelected = rows.length > 0 && selectedRows.length === rows.length
  const someSelected = selectedRows.length > 0
  const selectPage = useCallback(
    () => setSelected(allSelected ? new Set() : new Set(rows.map((row) => row.id))),
    [allSelected, rows],
  )

  const grid: Grid = useMemo(
    () => ({
      role,
      users,
      pending: edits.pending,
      edit: edits.edit,
      toggle,
      lists: (list.meta as FacetLists | undefined) ?? {},
      types,
      filterValues,
      setFilter,
    }),
    [role, users, edits.pending, edits.edit, toggle, list.meta, types, filterValues, setFilter],
  )
  const byId = useMemo(
    () => facetColumns(grid, allSelected, someSelected, selectPage),
    [grid, allSelected, someSelected, selectPage],
  )
  const { order, moveColumn } = useColumnOrder('analyst/assign-facets.columnOrder', COLUMN_IDS, PINNED)
  const columns = useMemo(() => order.map((id) => byId[id]), [order, byId])
  const rowAt = useCallback((index: number) => rows[index], [rows])
  const isSelected = useCallback((row: FacetGridRow) => selected.has(row.id), [selected])
  const rowError = useCallback((row: FacetGridRow) => edits.rowErrors[row.id], [edits.rowErrors])

  return (
    <ListContextProvider value={list}>
      <Box sx={{ width: '100%', minWidth: 0 }}>
        <Title title={t.title} />
        <Toolbar disableGutters sx={{ gap: 2, flexWrap: 'wrap', minHeight: 56 }}>
          <Box sx={{ width: 240 }}>
            <CountryFilter
              label={`${t.topic}: ${t.noTopic}`}
              id={filterValues.topic as number | undefined}
              onPick={(country) => setFilter('topic', country ? Number(country.id) : undefined)}
            />
          </Box>
          <ClearFiltersButton applied={applied} onClear={clearFilters} />
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
          <Alert severity="error" sx={{ mb: 1 }} role="alert">
            {edits.errors.map((error, index) => (
              <div key={index}>{error}</div>
            ))}
          </Alert>
        )}
        {selectedRows.length > 0 && (
          <MassEditBar
            count={selectedRows.length}
            role={role}
            users={users.all}
            onApply={(change) => edits.edit(selectedRows, change)}
          />
        )}
        <DataGrid
          gridId="facets"
          label={t.title}
          columns={columns}
          rowCount={rows.length}
          rowAt={rowAt}
          pageSize={list.perPage}
          sort={list.sort}
          onSort={list.setSort}
          onMoveColumn={moveColumn as (id: string, to: number) => void}
          rowLabel={rowName}
          isSelected={isSelected}
          rowError={rowError}
          empty={list.isPending ? undefined : <GridEmpty applied={applied} onClear={clearFilters} />}
        />
        <GridPagination
          total={list.total ?? 0}
          page={list.page}
          perPage={list.perPage}
          sizes={GRID_PAGE_SIZES}
          onPage={list.setPage}
          onPerPage={list.setPerPage}
        />
      </Box>
    </ListContextProvider>
  )
}
