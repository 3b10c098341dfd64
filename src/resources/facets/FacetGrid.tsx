import { useCallback, useMemo, useRef } from 'react'
import { Alert, Box, Button, Toolbar, Typography } from '@mui/material'
import { Link } from 'react-router-dom'
import { ListContextProvider, Title, useGetList, useListController, useNotify, usePermissions } from 'react-admin'
import { FACET_GRID_PAGE_SIZE, type FacetGridRow } from '../../../common/facetGrid'
import { ALL_ROWS, ERROR_TOAST_MS, GRID_PAGE_SIZES, MAX_PAGE_SIZE } from '../../../common/limits'
import type { Role } from '../../../common/roles'
import { ROUTES } from '../../../common/routes'
import { useConsoleUsers } from '../../layout/useConsoleUsers'
import { format } from '../../i18n/en'
import { useStrings } from '../../i18n/useStrings'
import { ExportCsvButton } from '../../layout/ExportCsvButton'
import { CountryFilter } from '../../layout/grid/CountryAutocomplete'
import { DataGrid } from '../../layout/grid/DataGrid'
import { ClearFiltersButton, GridEmpty, GridPagination } from '../../layout/grid/GridParts'
import { GRID_LIST_OPTIONS } from '../../layout/grid/listOptions'
import { SavedViews } from '../../layout/grid/SavedViews'
import { useSavedView } from '../../layout/grid/useSavedView'
import { useColumnOrder } from '../../layout/grid/useColumnOrder'
import { useGridFilters } from '../../layout/grid/useGridFilters'
import { useRowSelection } from '../../layout/grid/useRowSelection'
import { COLUMN_IDS, facetColumns, PINNED, rowName, type FacetLists, type Grid } from './facetColumns'
import { MassEditBar } from './MassEditBar'
import { usePendingFacetEdits } from './usePendingFacetEdits'
import { useLiveFacetRows } from './useLiveFacetRows'
import { useEntitiesOpenWatch } from '../../layout/presence/entitiesOpen'
import { useSaveShortcut } from '../../layout/useSaveShortcut'

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
 * Others' stage, assignee and delete changes show in the rows as they are saved.
 */
export function FacetGrid() {
  const strings = useStrings()
  const t = strings.facetGrid
  const notify = useNotify()
  const saveButton = useRef<HTMLButtonElement>(null)
  useSaveShortcut(saveButton)
  const list = useListController<FacetGridRow>({
    ...GRID_LIST_OPTIONS,
    resource: 'analyst/assign-facets',
    perPage: FACET_GRID_PAGE_SIZE,
    sort: { field: 'createdAt', order: 'DESC' },
    queryOptions: { onError: () => notify(t.loadFailed, { type: 'error', autoHideDuration: ERROR_TOAST_MS }) },
  })
  useLiveFacetRows(list.resource)
  useEntitiesOpenWatch()
  const { permissions: role = 'analyst' } = usePermissions<Role>()
  const users = useConsoleUsers()
  const types = useEntityTypes()
  const { refetch } = list
  const onSaved = useCallback(() => void refetch(), [refetch])
  const edits = usePendingFacetEdits(users.all, onSaved)
  const { filterValues, setFilter, clearFilters, applied } = useGridFilters(list)
  const rows = useMemo(() => list.data ?? [], [list.data])
  const {
    selected: selectedRows,
    toggle,
    selectPage,
    isSelected,
    allSelected,
    someSelected,
  } = useRowSelection(rows, filterValues)

  const grid: Grid = useMemo(
    () => ({
      strings,
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
    [strings, role, users, edits.pending, edits.edit, toggle, list.meta, types, filterValues, setFilter],
  )
  const rowLabel = useCallback((row: FacetGridRow) => rowName(row, t), [t])
  const byId = useMemo(
    () => facetColumns(grid, allSelected, someSelected, selectPage),
    [grid, allSelected, someSelected, selectPage],
  )
  const { order, moveColumn, setOrder } = useColumnOrder('analyst/assign-facets.columnOrder', COLUMN_IDS, PINNED)
  const columns = useMemo(() => order.map((id) => byId[id]), [order, byId])
  const rowAt = useCallback((index: number) => rows[index], [rows])
  const rowError = useCallback((row: FacetGridRow) => edits.rowErrors[row.id], [edits.rowErrors])
  const { setPerPage } = list
  // the facet grid offers no 'All'
  const choosePageSize = useCallback(
    (size: number) => setPerPage(size === ALL_ROWS ? MAX_PAGE_SIZE : size),
    [setPerPage],
  )
  const { view, showView } = useSavedView(list, {
    pageSize: list.perPage,
    choosePageSize,
    columns: order,
    setColumns: setOrder,
  })

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
          <SavedViews grid={ROUTES.assignFacets} current={view} onApply={showView} />
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
          <Button
            ref={saveButton}
            variant="contained"
            onClick={() => void edits.save()}
            disabled={!edits.count || edits.saving}
          >
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
          rowLabel={rowLabel}
          isSelected={isSelected}
          rowError={rowError}
          empty={
            list.isPending ? undefined : (
              <GridEmpty
                applied={applied}
                onClear={clearFilters}
                message={t.nothingYet}
                action={
                  <Button variant="outlined" component={Link} to={ROUTES.entities}>
                    {t.toEntities}
                  </Button>
                }
              />
            )
          }
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
