import { useEffect, useState } from 'react'
import { Autocomplete, Button, Stack, TextField } from '@mui/material'
import { useGetList } from 'react-admin'
import { COUNTRIES_LIMIT } from '../../../common/limits'
import { app } from '../../i18n/en'
import type { Picked } from './eventValues'
import { SearchSelect } from './SearchSelect'

const t = app.events
/** The title filter waits this long after the last key (spec 3 §9). */
export const TITLE_DEBOUNCE_MS = 500

/** The query of the events and regulations lists (spec 3 §7). */
export interface RecordQuery {
  topicId?: number
  updatedAt?: string
  userId?: string | number
  entityId?: string | number
  title?: string
}

/** A text that settles `delay` ms after its last change. */
function useSettled(text: string, delay: number) {
  const [settled, setSettled] = useState(text)
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), delay)
    return () => clearTimeout(timer)
  }, [text, delay])
  return settled
}

/**
 * The filters of the events and regulations lists (spec 3 §2): title (500 ms after typing), topic,
 * updated day, user and entity; `onChange` gets the query they make.
 */
export function RecordFilters({ onChange }: { onChange: (query: RecordQuery) => void }) {
  const [title, setTitle] = useState('')
  const [topicId, setTopicId] = useState<number>()
  const [updatedAt, setUpdatedAt] = useState('')
  const [user, setUser] = useState<Picked | null>(null)
  const [entity, setEntity] = useState<Picked | null>(null)
  const settledTitle = useSettled(title.trim(), TITLE_DEBOUNCE_MS)
  const { data: countries = [] } = useGetList('countries', {
    pagination: { page: 1, perPage: COUNTRIES_LIMIT },
    sort: { field: 'name', order: 'ASC' },
  })
  const query = JSON.stringify({
    ...(settledTitle && { title: settledTitle }),
    ...(topicId && { topicId }),
    ...(updatedAt && { updatedAt }),
    ...(user && { userId: user.id }),
    ...(entity && { entityId: entity.id }),
  })
  useEffect(() => onChange(JSON.parse(query) as RecordQuery), [query, onChange])

  const clear = () => {
    setTitle('')
    setTopicId(undefined)
    setUpdatedAt('')
    setUser(null)
    setEntity(null)
  }
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 2 }}>
      <TextField label={t.title} value={title} onChange={(event) => setTitle(event.target.value)} sx={{ width: 240 }} />
      <Autocomplete
        options={countries}
        getOptionLabel={(country) => String(country.name)}
        value={countries.find((country) => country.id === topicId) ?? null}
        onChange={(_event, country) => setTopicId(country ? Number(country.id) : undefined)}
        renderInput={(params) => <TextField {...params} label={t.topic} />}
        sx={{ width: 200 }}
      />
      <TextField
        type="date"
        label={t.updatedAt}
        value={updatedAt}
        onChange={(event) => setUpdatedAt(event.target.value)}
        slotProps={{ inputLabel: { shrink: true } }}
        sx={{ width: 180 }}
      />
      <SearchSelect label={t.user} resource="users" value={user} onChange={setUser} />
      <SearchSelect
        label={t.entity}
        resource="entity-infos"
        filter={{ type: { $ne: 'Brief' } }}
        value={entity}
        onChange={setEntity}
      />
      <Button onClick={clear} disabled={!(title || topicId || updatedAt || user || entity)}>
        {t.clearFilters}
      </Button>
    </Stack>
  )
}
