import { useState, type ReactNode } from 'react'
import { Autocomplete, TextField } from '@mui/material'
import { useNameSearch } from './useNameSearch'
import { useSearchHint, type Picked } from './SearchPicker'

interface Props {
  label: string
  resource: string
  filter?: Record<string, unknown>
  value: Picked | null
  onChange: (value: Picked | null) => void
  width?: number
  error?: ReactNode
}

/** A search selector of one item (a regulation's issuer entity and topic): 3 characters, 300 ms. */
export function SearchSelect({ label, resource, filter, value, onChange, width = 220, error }: Props) {
  const [text, setText] = useState('')
  const hint = useSearchHint(text)
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
      noOptionsText={hint}
      renderInput={(params) => <TextField {...params} label={label} error={Boolean(error)} helperText={error} />}
      sx={{ width }}
    />
  )
}
