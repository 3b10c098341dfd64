import { useState } from 'react'
import { Autocomplete, Checkbox, Chip, MenuItem, Stack, TextField } from '@mui/material'
import { useQuery } from '@tanstack/react-query'
import { useDataProvider } from 'react-admin'
import { MAX_PAGE_SIZE } from '../../../common/limits'
import { assigneeAfterStageChange, canBeAssignedAt, ENTITY_STAGES, type Stage } from '../../../common/workflow'
import type { ConsoleUser } from '../../custom/entity-editor/useConsoleUsers'
import { app } from '../../i18n/en'
import type { EntityGridRecord, useGridEdits } from './useGridEdits'

type Edits = ReturnType<typeof useGridEdits>
const t = app.entityGrid
const NONE = ''

/** The name an assignee id shows: the user's, 'Removed User' when gone, empty when nobody. */
export function assigneeName(users: ConsoleUser[], id: string | null | undefined): string {
  if (!id) return ''
  return users.find((user) => user.id === id)?.name ?? t.removedUser
}

interface CellProps {
  entity: EntityGridRecord
  editable: boolean
  edits: Edits
}

export function StageCell({ entity, editable, edits, users }: CellProps & { users: ConsoleUser[] }) {
  const stage = entity.meta?.stage ?? ''
  if (!editable) return <>{stage}</>
  const change = (next: Stage) => {
    const assignee = users.find((user) => user.id === entity.meta?.assignedToId)
    void edits.updateMeta(entity, { stage: next, assignedToId: assigneeAfterStageChange(next, assignee) })
  }
  return (
    <TextField
      select
      size="small"
      variant="standard"
      value={stage}
      onChange={(event) => change(event.target.value as Stage)}
      slotProps={{ htmlInput: { 'aria-label': `${t.columns.stage} ${entity.name}` } }}
    >
      {ENTITY_STAGES.map((choice) => (
        <MenuItem key={choice} value={choice}>
          {choice}
        </MenuItem>
      ))}
    </TextField>
  )
}

export function AssignedCell({ entity, editable, edits, users }: CellProps & { users: ConsoleUser[] }) {
  const assignedToId = entity.meta?.assignedToId ?? null
  const name = assigneeName(users, assignedToId)
  const stage = entity.meta?.stage ?? null
  const allowed = users.filter((user) => canBeAssignedAt(stage, user.role))
  if (!editable || (allowed.length === 0 && !assignedToId)) return <>{name}</>
  const known = allowed.some((user) => user.id === assignedToId)
  return (
    <TextField
      select
      size="small"
      variant="standard"
      value={assignedToId ?? NONE}
      onChange={(event) =>
        void edits.updateMeta(entity, { stage: stage ?? 'in progress', assignedToId: event.target.value || null })
      }
      slotProps={{ htmlInput: { 'aria-label': `${t.columns.assigned} ${entity.name}` } }}
    >
      <MenuItem value={NONE}>{t.unassigned}</MenuItem>
      {assignedToId && !known && <MenuItem value={assignedToId}>{name}</MenuItem>}
      {allowed.map((user) => (
        <MenuItem key={user.id} value={user.id}>
          {user.name}
        </MenuItem>
      ))}
    </TextField>
  )
}

export function HiddenCell({ entity, editable, edits }: CellProps) {
  return (
    <Checkbox
      size="small"
      checked={!!entity.hidden}
      disabled={!editable}
      onChange={(event) => void edits.updateHidden(entity, event.target.checked)}
      slotProps={{ input: { 'aria-label': `${t.columns.hidden} ${entity.name}` } }}
    />
  )
}

interface Country {
  id: string
  name: string
}

/** A search of countries by name (spec 2 §9: topic search 1000), for the Topic cell and filter. */
export function CountryAutocomplete({
  label,
  onPick,
  exclude = [],
  clearOnPick = false,
}: {
  /** the accessible name, shown as a placeholder */
  label: string
  onPick: (country: Country | null) => void
  exclude?: string[]
  /** empty again after each pick (adding topics), rather than showing the pick (the filter) */
  clearOnPick?: boolean
}) {
  const dataProvider = useDataProvider()
  const [search, setSearch] = useState('')
  const [value, setValue] = useState<Country | null>(null)
  const { data = [] } = useQuery({
    queryKey: ['countries', 'topic-search', search],
    queryFn: async () =>
      (
        await dataProvider.getList<Country>('countries', {
          filter: search ? { name: { $iLike: search } } : {},
          pagination: { page: 1, perPage: MAX_PAGE_SIZE },
          sort: { field: 'name', order: 'ASC' },
        })
      ).data,
  })
  return (
    <Autocomplete
      size="small"
      sx={{ minWidth: 120 }}
      options={data.filter((country) => !exclude.includes(country.id))}
      getOptionLabel={(country) => country.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      value={value}
      inputValue={search}
      onChange={(_event, country) => {
        if (clearOnPick) setSearch('')
        else setValue(country)
        onPick(country)
      }}
      onInputChange={(_event, text, reason) => {
        if (!(clearOnPick && reason === 'reset')) setSearch(text)
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          variant="standard"
          placeholder={label}
          slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, 'aria-label': label } }}
        />
      )}
    />
  )
}

export function TopicCell({ entity, editable, edits }: CellProps) {
  const topics = entity.topics ?? []
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      {topics.map((topic) => (
        <Chip
          key={topic.id}
          size="small"
          label={topic.name}
          onDelete={editable ? () => void edits.removeTopic(topic) : undefined}
        />
      ))}
      {editable && (
        <CountryAutocomplete
          label={t.addTopic}
          clearOnPick
          exclude={topics.map((topic) => topic.id)}
          onPick={(country) => {
            if (country) void edits.setTopics(entity, [...topics.map((topic) => topic.id), country.id])
          }}
        />
      )}
    </Stack>
  )
}
