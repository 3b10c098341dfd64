import { useState } from 'react'
import { Autocomplete, TextField } from '@mui/material'
import { useGetList } from 'react-admin'
import type { Dictionary } from '../../../../server/services/dictionaries/dictionaries.schema'
import { useStrings } from '../../../i18n/useStrings'

const DICTIONARIES = 'admin/elements/dictionaries'
const OFFERED = 20

interface Props {
  label: string
  value: string
  onChange: (value: string | undefined) => void
  /** offered first: "off", for the rules that take it */
  extra?: readonly string[]
  error?: string
}

/** A dictionary's name (its key), typed or picked from the dictionaries whose names contain what is typed. */
export function DictionaryPicker({ label, value, onChange, extra = [], error }: Props) {
  const strings = useStrings()
  const [open, setOpen] = useState(false)
  const { data = [] } = useGetList<Dictionary>(
    DICTIONARIES,
    {
      filter: value && !extra.includes(value) ? { 'key.$iLike': value } : {},
      pagination: { page: 1, perPage: OFFERED },
      sort: { field: 'key', order: 'ASC' },
    },
    { enabled: open, placeholderData: (previous) => previous },
  )
  return (
    <Autocomplete
      freeSolo
      size="small"
      options={[...extra, ...data.map((dictionary) => dictionary.key).filter((key) => !extra.includes(key))]}
      value={value || null}
      inputValue={value}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      onChange={(_event, picked) => onChange(picked || undefined)}
      onInputChange={(_event, typed, reason) => reason === 'input' && onChange(typed || undefined)}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          error={Boolean(error)}
          helperText={error ?? (open ? strings.templates.dictionaryHint : undefined)}
        />
      )}
    />
  )
}
