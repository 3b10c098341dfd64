import { useState } from 'react'
import { Autocomplete, TextField } from '@mui/material'
import { useNameSearch } from '../../layout/useNameSearch'
import { app } from '../../i18n/en'
import type { Picked } from './eventValues'

interface Props {
  label: string
  resource: string
  filter?: Record<string, unknown>
  value: Picked | null
  onChange: (value: Picked | null) => void
  width?: number
  error?: string
}

/** A search selector of one item (the lists' user and entity filters): 3 characters, 300 ms. */
export function SearchSelect({ label, resource, filter, value, onChange, width = 220, error }: Props) {
  const [text, setText] = useState('')
  const options = useNameSearch<Picked>(resource, text, { filter })
  return (
    <Autocomplete
      options={options}
      value={value}
      onInputChange={(_event, next, reason) => reason === 'input' && setText(next)}
      onChange={(_event, next) => onChange(next)}
      filterOptions={(all) => all}
      isOptionEqualToValue={(option, picked) => option.id === picked.id}
      getOptionLabel={(option) => option.name}
      noOptionsText={text.trim().length < 3 ? app.events.searchHint : app.events.noOptions}
      renderInput={(params) => <TextField {...params} label={label} error={Boolean(error)} helperText={error} />}
      sx={{ width }}
    />
  )
}
