import { useState } from 'react'
import { Autocomplete, Chip, TextField } from '@mui/material'
import { useNameSearch } from '../../layout/useNameSearch'
import { app } from '../../i18n/en'
import type { Picked } from './eventValues'

const t = app.events

interface Props {
  label: string
  /** the resource searched by name: 3 characters, 300 ms after the last (spec 3 §2) */
  resource: string
  filter?: Record<string, unknown>
  /** at most this many answers (the industry brief search takes 100, spec 3 §7) */
  limit?: number
  value: Picked[]
  onChange: (value: Picked[]) => void
  error?: string
  onBlur?: () => void
}

const describe = (item: Picked) => (item.topicName ? `${item.name} · ${item.topicName}` : item.name)

/** A search selector of several items (topics, entities, briefs), each shown as a chip. */
export function SearchPicker({ label, resource, filter, limit, value, onChange, error, onBlur }: Props) {
  const [text, setText] = useState('')
  const found = useNameSearch<Picked & { topics?: { name: string }[] }>(resource, text, { filter, limit })
  const options = found.map(({ topics, ...item }) => ({ ...item, topicName: topics?.[0]?.name ?? item.topicName }))
  return (
    <Autocomplete
      multiple
      filterSelectedOptions
      options={options}
      value={value}
      inputValue={text}
      onInputChange={(_event, next, reason) => reason !== 'reset' && setText(next)}
      onChange={(_event, next) => {
        onChange(next)
        setText('')
      }}
      // the server has filtered: every answer is an option
      filterOptions={(all) => all}
      isOptionEqualToValue={(option, picked) => option.id === picked.id}
      getOptionLabel={describe}
      noOptionsText={text.trim().length < 3 ? t.searchHint : t.noOptions}
      renderValue={(items, getItemProps) =>
        items.map((item, index) => {
          const { key, ...props } = getItemProps({ index })
          return <Chip key={key} size="small" label={describe(item)} {...props} />
        })
      }
      renderInput={(params) => (
        <TextField {...params} label={label} error={Boolean(error)} helperText={error} onBlur={onBlur} />
      )}
    />
  )
}
