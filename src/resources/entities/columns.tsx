import { useState, type ReactNode } from 'react'
import { MenuItem, TextField } from '@mui/material'
import { mmddyyyyDayRange } from '../../../common/dayRange'
import { ENTITY_STAGES } from '../../../common/workflow'
import type { ConsoleUser } from '../../custom/entity-editor/useConsoleUsers'
import { app, format } from '../../i18n/en'
import { dateTime } from '../../layout/ReferenceList'
import { ActionCell } from './ActionCell'
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
}

export interface Column {
  /** the `$sort` field; none when the server cannot sort on it (topics) */
  sort?: string
  cell: (entity: EntityGridRecord, grid: GridContext) => ReactNode
  filter?: (grid: GridContext) => ReactNode
}

const label = (id: ColumnId) => format(t.filterOf, { column: t.columns[id] })

function TextFilter({ id, onChange }: { id: ColumnId; onChange: (text: string) => void }) {
  const [text, setText] = useState('')
  return (
    <TextField
      size="small"
      variant="standard"
      value={text}
      placeholder={id === 'created' || id === 'modified' ? t.datePlaceholder : undefined}
      onChange={(event) => {
        setText(event.target.value)
        onChange(event.target.value)
      }}
      slotProps={{ htmlInput: { 'aria-label': label(id) } }}
    />
  )
}

function SelectFilter({
  id,
  value,
  choices,
  onChange,
}: {
  id: ColumnId
  value: string
  choices: { value: string; label: string }[]
  onChange: (value: string) => void
}) {
  return (
    <TextField
      select
      size="small"
      variant="standard"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      sx={{ minWidth: 80 }}
      slotProps={{ htmlInput: { 'aria-label': label(id) } }}
    >
      <MenuItem value="">{t.any}</MenuItem>
      {choices.map((choice) => (
        <MenuItem key={choice.value} value={choice.value}>
          {choice.label}
        </MenuItem>
      ))}
    </TextField>
  )
}

const dayFilter = (id: ColumnId, field: string) => (grid: GridContext) => (
  <TextFilter id={id} onChange={(text) => grid.setFilter(field, mmddyyyyDayRange(text) ?? undefined)} />
)

const hiddenValue = (value: unknown) => (value === true ? 'hidden' : value === false ? 'visible' : '')

export const COLUMNS: Record<ColumnId, Column> = {
  action: {
    cell: (entity, grid) => <ActionCell entity={entity} canRemove={grid.admin} onDelete={grid.onDelete} />,
  },
  type: { sort: 'type', cell: (entity) => entity.type },
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
    cell: (entity) => dateTime(entity.createdAt),
    filter: dayFilter('created', 'createdAt'),
  },
  modified: {
    sort: 'updatedAt',
    cell: (entity) => dateTime(entity.updatedAt),
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
  completeness: { sort: 'completeness', cell: (entity) => `${entity.completeness ?? 0}%` },
}

/** A stored column order, mended: unknown ids dropped, missing ones appended. */
export function columnOrder(stored: readonly string[] | undefined): ColumnId[] {
  const known = (stored ?? []).filter((id): id is ColumnId => id in COLUMNS)
  return [...new Set([...known, ...DEFAULT_COLUMN_ORDER])]
}
