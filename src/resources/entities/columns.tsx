import type { ReactNode } from 'react'
import { Box } from '@mui/material'
import { format as formatDate } from 'date-fns'
import { mmddyyyyDayRange } from '../../../common/dayRange'
import { ENTITY_STAGES } from '../../../common/workflow'
import type { ConsoleUser } from '../../custom/entity-editor/useConsoleUsers'
import { app, format } from '../../i18n/en'
import { GridSelectFilter, GridTextFilter } from '../../layout/GridFilters'
import { DATE_DISPLAY, TIME_DISPLAY } from '../../../common/limits'
import { ActionCell } from './ActionCell'
import { COMPLETENESS_FILTERS, type CompletenessFilter } from './gridConfig'
import { AssignedCell, CountryAutocomplete, HiddenCell, StageCell, TopicCell } from './cells'
import type { EntityGridRecord, useGridEdits } from './useGridEdits'

const t = app.entityGrid

export type ColumnId = keyof typeof t.columns
export const DEFAULT_COLUMN_ORDER: ColumnId[] = [
  'action',
  'type',
  'name',
  'topic',
  'stage',
  'assigned',
  'created',
  'modified',
  'hidden',
  'completeness',
]

/** What the cells and filters of a grid share. */
export interface GridContext {
  admin: boolean
  users: ConsoleUser[]
  edits: ReturnType<typeof useGridEdits>
  onDelete: (entity: EntityGridRecord) => void
  filterValues: Record<string, unknown>
  setFilter: (key: string, value: unknown) => void
  /** whether the grid lists one type (its Type filter then searches sub-types) */
  typed: boolean
  /** the Type filter of a grid of several types */
  setTypeText: (text: string) => void
}

export interface Column {
  /** the `$sort` field; none when the server cannot sort on it (topics) */
  sort?: string
  cell: (entity: EntityGridRecord, grid: GridContext) => ReactNode
  filter?: (grid: GridContext) => ReactNode
}

const label = (id: ColumnId) => format(t.filterOf, { column: t.columns[id] })

function TextFilter({
  id,
  placeholder,
  onChange,
}: {
  id: ColumnId
  placeholder?: string
  onChange: (text: string) => void
}) {
  const date = id === 'created' || id === 'modified'
  return <GridTextFilter label={label(id)} placeholder={date ? t.datePlaceholder : placeholder} onChange={onChange} />
}

function SelectFilter(props: {
  id: ColumnId
  value: string
  choices: { value: string; label: string }[]
  onChange: (value: string) => void
}) {
  return <GridSelectFilter label={label(props.id)} anyLabel={t.any} {...props} />
}

const dayFilter = (id: ColumnId, field: string) => (grid: GridContext) => (
  <TextFilter id={id} onChange={(text) => grid.setFilter(field, mmddyyyyDayRange(text) ?? undefined)} />
)

const completenessValue = (value: unknown) =>
  Object.entries(COMPLETENESS_FILTERS).find(([, query]) => JSON.stringify(query) === JSON.stringify(value))?.[0] ?? ''

/** A value over its detail (type over sub-type, date over time): it keeps the grid fit for a laptop screen. */
export function TwoLines({ first, second }: { first: string; second?: string | null }) {
  return (
    <Box component="span" sx={{ display: 'block', lineHeight: 1.2 }}>
      {first}
      {second && (
        <Box component="span" sx={{ display: 'block', color: 'text.secondary', fontSize: '0.75rem' }}>
          {second}
        </Box>
      )}
    </Box>
  )
}

export function DayAndTime({ value }: { value: string }) {
  const date = new Date(value)
  return <TwoLines first={formatDate(date, DATE_DISPLAY)} second={formatDate(date, TIME_DISPLAY)} />
}

const hiddenValue = (value: unknown) => (value === true ? 'hidden' : value === false ? 'visible' : '')

export const COLUMNS: Record<ColumnId, Column> = {
  action: {
    cell: (entity, grid) => <ActionCell entity={entity} canRemove={grid.admin} onDelete={grid.onDelete} />,
  },
  type: {
    sort: 'type',
    cell: (entity) => <TwoLines first={entity.type} second={entity.subType} />,
    filter: (grid) => (
      <TextFilter
        id="type"
        placeholder={grid.typed ? t.subTypePlaceholder : undefined}
        onChange={(text) =>
          grid.typed ? grid.setFilter('subType', text ? { $iLike: text } : undefined) : grid.setTypeText(text)
        }
      />
    ),
  },
  name: {
    sort: 'name',
    cell: (entity) => entity.name || t.unnamed,
    filter: (grid) => (
      <TextFilter id="name" onChange={(text) => grid.setFilter('name', text ? { $iLike: text } : undefined)} />
    ),
  },
  topic: {
    cell: (entity, grid) => <TopicCell entity={entity} editable={grid.admin} edits={grid.edits} />,
    filter: (grid) => (
      <CountryAutocomplete label={label('topic')} onPick={(country) => grid.setFilter('topicId', country?.id)} />
    ),
  },
  stage: {
    sort: 'stage',
    cell: (entity, grid) => <StageCell entity={entity} editable={grid.admin} edits={grid.edits} users={grid.users} />,
    filter: (grid) => (
      <SelectFilter
        id="stage"
        value={String(grid.filterValues.stage ?? '')}
        choices={ENTITY_STAGES.map((stage) => ({ value: stage, label: stage }))}
        onChange={(value) => grid.setFilter('stage', value ? value.toLowerCase() : undefined)}
      />
    ),
  },
  assigned: {
    sort: 'assignedToId',
    cell: (entity, grid) => (
      <AssignedCell entity={entity} editable={grid.admin} edits={grid.edits} users={grid.users} />
    ),
    filter: (grid) => (
      <SelectFilter
        id="assigned"
        value={String(grid.filterValues.assignedToId ?? '')}
        choices={grid.users.map((user) => ({ value: user.id, label: user.name }))}
        onChange={(value) => grid.setFilter('assignedToId', value || undefined)}
      />
    ),
  },
  created: {
    sort: 'createdAt',
    cell: (entity) => <DayAndTime value={entity.createdAt} />,
    filter: dayFilter('created', 'createdAt'),
  },
  modified: {
    sort: 'updatedAt',
    cell: (entity) => <DayAndTime value={entity.updatedAt} />,
    filter: dayFilter('modified', 'updatedAt'),
  },
  hidden: {
    sort: 'hidden',
    cell: (entity, grid) => <HiddenCell entity={entity} editable={grid.admin} edits={grid.edits} />,
    filter: (grid) => (
      <SelectFilter
        id="hidden"
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
    sort: 'completeness',
    cell: (entity) => `${entity.completeness ?? 0}%`,
    filter: (grid) => (
      <SelectFilter
        id="completeness"
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

/** A stored column order, mended: unknown ids dropped, missing ones appended. */
export function columnOrder(stored: readonly string[] | undefined): ColumnId[] {
  const known = (stored ?? []).filter((id): id is ColumnId => id in COLUMNS)
  return [...new Set([...known, ...DEFAULT_COLUMN_ORDER])]
}
