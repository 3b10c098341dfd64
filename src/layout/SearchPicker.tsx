import { useState, type ReactNode } from 'react'
import { Autocomplete, Chip, TextField } from '@mui/material'
import { useTranslate } from 'react-admin'
import { RELATIONSHIP_SEARCH_MIN_CHARS } from '../../common/relationships'
import { TopicChip } from './TopicChip'
import { useNameSearch } from './useNameSearch'

/** A picked item: what the pickers show, and what a form sends by id. */
export interface Picked {
  id: number | string
  name: string
  type?: string
  /** an entity's first topic, shown beside it */
  topicName?: string | null
}

interface Props {
  label: string
  /** the resource searched by name: 3 characters, 300 ms after the last (spec 3 §2) */
  resource: string
  filter?: Record<string, unknown>
  /** at most this many answers (the industry brief search takes 100, spec 3 §7) */
  limit?: number
  value: Picked[]
  onChange: (value: Picked[]) => void
  error?: ReactNode
  onBlur?: () => void
  /** the items are topics: chips in their palette colour */
  topics?: boolean
}

const describe = (item: Picked) => (item.topicName ? `${item.name} · ${item.topicName}` : item.name)

/** What a search selector says while it offers nothing: type more, or nothing was found. */
export function useSearchHint(text: string) {
  const translate = useTranslate()
  return translate(text.trim().length < RELATIONSHIP_SEARCH_MIN_CHARS ? 'app.search.hint' : 'app.search.noOptions')
}

/** A search selector of several items (topics, entities, briefs), each shown as a chip. */
export function SearchPicker({
  label,
  resource,
  filter,
  limit,
  value,
  onChange,
  error,
  onBlur,
  topics = false,
}: Props) {
  const [text, setText] = useState('')
  const hint = useSearchHint(text)
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
      noOptionsText={hint}
      renderValue={(items, getItemProps) =>
        items.map((item, index) => {
          const { key, ...props } = getItemProps({ index })
          return topics ? (
            <TopicChip key={key} topic={item} {...props} />
          ) : (
            <Chip key={key} size="small" label={describe(item)} {...props} />
          )
        })
      }
      renderInput={(params) => (
        <TextField {...params} label={label} error={Boolean(error)} helperText={error} onBlur={onBlur} />
      )}
    />
  )
}
