import { OpenMark } from '../../layout/presence/OpenMark'
import { gridDate, gridDateTime, mmddyyyyDayRange, mmddyyyyOf } from '../../../common/dayRange'
import {
  assigneeAfterStageChange,
  canBeAssignedAt,
  ENTITY_STAGES,
  INITIAL_STAGE,
  isAssignableUser,
  type Stage,
} from '../../../common/workflow'
import { assigneeName, type ConsoleUsers } from '../../layout/useConsoleUsers'
import { app, format } from '../../i18n/en'
import type { AppStrings } from '../../i18n/useStrings'
import { CheckMark, SelectEditor, TwoLines } from '../../layout/grid/cells'
import { SelectPageBox } from '../../layout/grid/SelectPageBox'
import { CountryFilter } from '../../layout/grid/CountryAutocomplete'
import type { GridColumn } from '../../layout/grid/DataGrid'
import { GridSelectFilter, GridTextFilter } from '../../layout/grid/filters'
import { ActionCell, isComparisonSet } from './ActionCell'
import { TopicChips, TopicEditor } from './cells'
import { COMPLETENESS_FILTERS, type CompletenessFilter } from './gridConfig'
import type { EntityGridRecord, GridEdits } from './useGridEdits'

export type ColumnId = keyof typeof app.entityGrid.columns
/** The columns in their first order: the catalogue's (its shape, the same in every language). */
export const COLUMN_IDS = Object.keys(app.entityGrid.columns) as ColumnId[]
/** The row's box stays first. */
export const PINNED: ColumnId[] = ['select']

/** What the cells and filters of an entity grid share. */
export interface GridContext {
  strings: AppStrings
  admin: boolean
  users: ConsoleUsers
  edits: GridEdits
  onDelete: (entity: EntityGridRecord) => void
  /** chooses the row for the bulk actions, or lets it go */
  toggle: (entity: EntityGridRecord) => void
  filterValues: Record<string, unknown>
  setFilter: (key: string, value: unknown) => void
  /** whether the grid lists one type (its Type filter then searches sub-types) */
  typed: boolean
  /** the Type filter of a grid of several types, and its setter */
  typeText: string
  setTypeText: (text: string) => void
}

/** The words of the columns in the user's language. */
function columnTexts(strings: AppStrings) {
  const t = strings.entityGrid
  return {
    t,
    filterLabel: (id: ColumnId) => format(t.filterOf, { column: t.columns[id] }),
    nameOf: (entity: EntityGridRecord) => entity.name || t.unnamed,
    /** A day typed as MMDDYYYY: digits only, eight of them, a real date (spec 2 §2). */
    badDay: (text: string) =>
      /\D/.test(text) || (text.length >= 8 && !mmddyyyyDayRange(text)) ? strings.grid.badDate : undefined,
  }
}
const ilikeText = (value: unknown) =>
  typeof value === 'object' && value && '$iLike' in value ? String((value as { $iLike: unknown }).$iLike) : ''

const completenessValue = (value: unknown) =>
  Object.entries(COMPLETENESS_FILTERS).find(([, query]) => JSON.stringify(query) === JSON.stringify(value))?.[0] ?? ''
const hiddenValue = (value: unknown) => (value === true ? 'hidden' : value === false ? 'visible' : '')

function dayColumn(id: 'created' | 'modified', field: 'createdAt' | 'updatedAt', grid: GridContext) {
  const { t, filterLabel, badDay } = columnTexts(grid.strings)
  return {
    id,
    header: t.columns[id],
    width: 96,
    sort: field,
    cell: (entity: EntityGridRecord) => gridDate(entity[field]),
    title: (entity: EntityGridRecord) => gridDateTime(entity[field]),
    filter: (
      <GridTextFilter
        label={filterLabel(id)}
        placeholder={t.datePlaceholder}
        value={mmddyyyyOf(grid.filterValues[field])}
        invalid={badDay}
        onChange={(text) => grid.setFilter(field, mmddyyyyDayRange(text) ?? undefined)}
      />
    ),
  } satisfies GridColumn<EntityGridRecord>
}

/** The users an entity at a stage may be given (spec 1 §4), those who may not be offered left out. */
const assignable = (grid: GridContext, stage: Stage | null) =>
  grid.users.all.filter((user) => isAssignableUser(user) && canBeAssignedAt(stage, user.role))

/** The entity stages (spec 2 §4: two), and a stage the entity holds beyond them, shown but not chosen. */
const stageChoices = (current: Stage | null | undefined) => [
  ...(current && !(ENTITY_STAGES as readonly string[]).includes(current)
    ? [{ value: current, label: current, disabled: true }]
    : []),
  ...ENTITY_STAGES.map((stage) => ({ value: stage, label: stage })),
]

/** The columns of an entity grid (spec 2 §2 'Entities list screen'), by id. */
export function entityColumns(grid: GridContext): Record<ColumnId, GridColumn<EntityGridRecord>> {
  const { admin, edits } = grid
  const { t, filterLabel, nameOf } = columnTexts(grid.strings)
  const removed = grid.strings.grid.removedUser
  return {
    select: {
      id: 'select',
      header: t.columns.select,
      width: 36,
      pinned: true,
      headerContent: <SelectPageBox label={t.selectPage} />,
      cell: (entity, { selected }) => (
        <CheckMark checked={selected} label={format(t.selectRow, { name: nameOf(entity) })} />
      ),
      toggle: grid.toggle,
    },
    action: {
      id: 'action',
      header: t.columns.action,
      width: 76,
      cell: (entity) => <ActionCell entity={entity} canRemove={admin} onDelete={grid.onDelete} />,
    },
    type: {
      id: 'type',
      header: t.columns.type,
      width: 120,
      sort: 'type',
      twoLines: true,
      cell: (entity) => <TwoLines first={entity.type} second={entity.subType} />,
      title: (entity) => [entity.type, entity.subType].filter(Boolean).join(' · '),
      filter: (
        <GridTextFilter
          label={filterLabel('type')}
          placeholder={grid.typed ? t.subTypePlaceholder : undefined}
          value={grid.typed ? ilikeText(grid.filterValues.subType) : grid.typeText}
          onChange={(text) =>
            grid.typed ? grid.setFilter('subType', text ? { $iLike: text } : undefined) : grid.setTypeText(text)
          }
        />
      ),
    },
    name: {
      id: 'name',
      header: t.columns.name,
      width: 180,
      grow: 2,
      // a row stays known by its name as the grid scrolls sideways (a phone shows a column or two)
      sticky: true,
      sort: 'name',
      cell: (entity) => (
        <>
          <OpenMark entityId={String(entity.id)} />
          {nameOf(entity)}
        </>
      ),
      title: (entity) => nameOf(entity),
      filter: (
        <GridTextFilter
          label={filterLabel('name')}
          value={ilikeText(grid.filterValues.name)}
          onChange={(text) => grid.setFilter('name', text ? { $iLike: text } : undefined)}
        />
      ),
    },
    topic: {
      id: 'topic',
      header: t.columns.topic,
      width: 150,
      grow: 1,
      cell: (entity) => <TopicChips topics={entity.topics ?? []} />,
      title: (entity) => (entity.topics ?? []).map((topic) => topic.name).join(', '),
      editable: () => admin,
      editor: (entity, editing) => <TopicEditor entity={entity} edits={edits} editing={editing} />,
      filter: (
        <CountryFilter
          label={filterLabel('topic')}
          id={grid.filterValues.topicId as string | number | undefined}
          onPick={(country) => grid.setFilter('topicId', country?.id)}
        />
      ),
    },
    stage: {
      id: 'stage',
      header: t.columns.stage,
      width: 110,
      sort: 'stage',
      cell: (entity) => entity.meta?.stage ?? '',
      // a new stage keeps or drops the assignee by their role: wait for the users
      editable: () => admin && grid.users.loaded,
      editor: (entity, editing) => (
        <SelectEditor
          label={`${t.columns.stage} ${nameOf(entity)}`}
          value={entity.meta?.stage ?? ''}
          choices={stageChoices(entity.meta?.stage)}
          editing={editing}
          onPick={(next) => {
            const assignee = grid.users.all.find((user) => user.id === entity.meta?.assignedToId)
            const stage = next as Stage
            void edits.updateMeta(entity, { stage, assignedToId: assigneeAfterStageChange(stage, assignee) })
          }}
        />
      ),
      filter: (
        <GridSelectFilter
          label={filterLabel('stage')}
          anyLabel={t.any}
          value={String(grid.filterValues.stage ?? '')}
          choices={ENTITY_STAGES.map((stage) => ({ value: stage, label: stage }))}
          onChange={(value) => grid.setFilter('stage', value ? value.toLowerCase() : undefined)}
        />
      ),
    },
    assigned: {
      id: 'assigned',
      header: t.columns.assigned,
      width: 130,
      sort: 'assignedToId',
      cell: (entity) => assigneeName(grid.users, entity.meta?.assignedToId, removed),
      title: (entity) => assigneeName(grid.users, entity.meta?.assignedToId, removed),
      editable: (entity) =>
        admin && (!!entity.meta?.assignedToId || assignable(grid, entity.meta?.stage ?? null).length > 0),
      editor: (entity, editing) => {
        const assignedToId = entity.meta?.assignedToId ?? ''
        const offered = assignable(grid, entity.meta?.stage ?? null)
        return (
          <SelectEditor
            label={`${t.columns.assigned} ${nameOf(entity)}`}
            value={assignedToId}
            editing={editing}
            choices={[
              { value: '', label: t.unassigned },
              ...(assignedToId && !offered.some((user) => user.id === assignedToId)
                ? [{ value: assignedToId, label: assigneeName(grid.users, assignedToId, removed), disabled: true }]
                : []),
              ...offered.map((user) => ({ value: user.id, label: user.name })),
            ]}
            onPick={(value) =>
              void edits.updateMeta(entity, {
                stage: entity.meta?.stage ?? INITIAL_STAGE,
                assignedToId: value || null,
              })
            }
          />
        )
      },
      filter: (
        <GridSelectFilter
          label={filterLabel('assigned')}
          anyLabel={t.any}
          value={String(grid.filterValues.assignedToId ?? '')}
          choices={grid.users.all.map((user) => ({ value: user.id, label: user.name }))}
          onChange={(value) => grid.setFilter('assignedToId', value || undefined)}
        />
      ),
    },
    created: dayColumn('created', 'createdAt', grid),
    modified: dayColumn('modified', 'updatedAt', grid),
    hidden: {
      id: 'hidden',
      header: t.columns.hidden,
      width: 76,
      sort: 'hidden',
      cell: (entity) => (
        <CheckMark checked={!!entity.hidden} label={`${t.columns.hidden} ${nameOf(entity)}`} disabled={!admin} />
      ),
      editable: () => admin,
      toggle: (entity) => void edits.updateHidden(entity, !entity.hidden),
      filter: (
        <GridSelectFilter
          label={filterLabel('hidden')}
          anyLabel={t.any}
          value={hiddenValue(grid.filterValues.hidden)}
          choices={[
            { value: 'visible', label: t.visible },
            { value: 'hidden', label: t.hiddenValue },
          ]}
          onChange={(value) => grid.setFilter('hidden', value === '' ? undefined : value === 'hidden')}
        />
      ),
    },
    completeness: {
      id: 'completeness',
      header: t.columns.completeness,
      width: 118,
      sort: 'completeness',
      cell: (entity) => `${entity.completeness ?? 0}%`,
      filter: (
        <GridSelectFilter
          label={filterLabel('completeness')}
          anyLabel={t.any}
          value={completenessValue(grid.filterValues.completeness)}
          choices={Object.keys(COMPLETENESS_FILTERS).map((value) => ({
            value,
            label: t.completenessChoices[value as CompletenessFilter],
          }))}
          onChange={(value) =>
            grid.setFilter('completeness', value ? COMPLETENESS_FILTERS[value as CompletenessFilter] : undefined)
          }
        />
      ),
    },
  }
}

/** Whether a row may be deleted from the grid: by admins, never a Comparison Set (spec 2 §2). */
export const deletable = (admin: boolean) => (entity: EntityGridRecord) => admin && !isComparisonSet(entity)
