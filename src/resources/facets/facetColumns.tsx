import { Checkbox } from '@mui/material'
import { gridDate, gridDateTime } from '../../../common/dayRange'
import { entityEditorRoute } from '../../../common/entityEditorRoutes'
import type { FacetGridRow } from '../../../common/facetGrid'
import type { Role } from '../../../common/roles'
import { canBeAssignedAt, isAssignableUser, STAGES, type Stage } from '../../../common/workflow'
import { assigneeName, type ConsoleUsers } from '../../layout/useConsoleUsers'
import { app, format } from '../../i18n/en'
import type { AppStrings } from '../../i18n/useStrings'
import { CheckMark, SelectEditor, TwoLines } from '../../layout/grid/cells'
import type { GridColumn } from '../../layout/grid/DataGrid'
import { GridDateRangeFilter, GridSelectFilter, GridTextFilter } from '../../layout/grid/filters'
import { OpenMark } from '../../layout/presence/OpenMark'
import {
  DescriptionText,
  descriptionTitle,
  EditorLink,
  editLabel,
  entityLabel,
  SourceLinks,
  stageChoices,
} from './facetCells'
import type { PendingEdit, PendingEdits } from './massEditPlan'

type FacetGridStrings = AppStrings['facetGrid']
type Column = keyof FacetGridStrings['columns']
export type ColumnId = 'select' | Column
/** The columns in their first order: the catalogue's (its shape, the same in every language). */
export const COLUMN_IDS: ColumnId[] = ['select', ...(Object.keys(app.facetGrid.columns) as Column[])]
export const PINNED: ColumnId[] = ['select', 'name']

export interface FacetLists {
  sectionList?: string[]
  levelList?: string[]
  nameList?: string[]
}

/** What the cells and filters of the facet grid share. */
export interface Grid {
  strings: AppStrings
  role: Role
  users: ConsoleUsers
  pending: PendingEdits
  edit: (rows: FacetGridRow[], change: PendingEdit) => void
  toggle: (row: FacetGridRow) => void
  lists: FacetLists
  types: string[]
  filterValues: Record<string, unknown>
  setFilter: (key: string, value: unknown) => void
}

const filterLabel = (t: FacetGridStrings, id: Column) => format(t.filterOf, { column: t.columns[id] })
const choicesOf = (values: readonly string[] = []) => values.map((value) => ({ value, label: value }))
export const rowName = (row: FacetGridRow, t: FacetGridStrings) => `${entityLabel(row, t)} ${row.type.name}`

/** The value a cell shows: the pending one when there is one. */
function shown<K extends keyof PendingEdit>(grid: Grid, row: FacetGridRow, key: K, stored: PendingEdit[K]) {
  const edit = grid.pending[row.id]
  return edit && key in edit ? (edit[key] as PendingEdit[K]) : stored
}
const isPending = (grid: Grid, key: keyof PendingEdit) => (row: FacetGridRow) => key in (grid.pending[row.id] ?? {})

function textFilter(grid: Grid, id: Column, key: string) {
  return (
    <GridTextFilter
      label={filterLabel(grid.strings.facetGrid, id)}
      value={String(grid.filterValues[key] ?? '')}
      onChange={(text) => grid.setFilter(key, text || undefined)}
    />
  )
}

function selectFilter(grid: Grid, id: Column, key: string, choices: { value: string; label: string }[]) {
  const t = grid.strings.facetGrid
  return (
    <GridSelectFilter
      label={filterLabel(t, id)}
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
  const t = grid.strings.facetGrid
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
export function facetColumns(grid: Grid, allSelected: boolean, someSelected: boolean, selectPage: () => void) {
  const t = grid.strings.facetGrid
  const removed = grid.strings.grid.removedUser
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
      cell: (row, { selected }) => (
        <CheckMark checked={selected} label={format(t.selectRow, { name: rowName(row, t) })} />
      ),
      toggle: grid.toggle,
    },
    name: {
      id: 'name',
      header: t.columns.name,
      width: 110,
      pinned: true,
      sort: 'entityName',
      cell: (row) => (
        <>
          <OpenMark entityId={row.entityId} />
          <EditorLink
            to={entityEditorRoute(row.entity.type, row.entityId)}
            label={format(t.openEntity, { name: entityLabel(row, t) })}
          >
            {entityLabel(row, t)}
          </EditorLink>
        </>
      ),
      title: (row) => entityLabel(row, t),
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
          label={format(t.openFacet, { facet: row.type.name, name: entityLabel(row, t) })}
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
            label={editLabel('stage', row, t)}
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
            label={editLabel('assigned', row, t)}
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
      cell: (row) => (
        <DescriptionText
          text={shown(grid, row, 'description', row.description ?? '') ?? ''}
          context={{ entityId: row.entityId, facetId: row.id }}
        />
      ),
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
