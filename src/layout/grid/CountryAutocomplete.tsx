import { useState } from 'react'
import { Autocomplete, TextField } from '@mui/material'
import { useQuery } from '@tanstack/react-query'
import { useDataProvider, useGetOne } from 'react-admin'
import { MAX_PAGE_SIZE } from '../../../common/limits'

export interface Country {
  id: string
  name: string
}

/** A search of countries by name (spec 2 §9: topic search 1000), for the grids' topic cells and filters. */
export function CountryAutocomplete({
  label,
  value,
  onPick,
  exclude = [],
  clearOnPick = false,
  initialText = '',
  autoFocus = false,
  onClose,
}: {
  /** the accessible name, shown as a placeholder */
  label: string
  /** the chosen country (a filter shows the applied one) */
  value?: Country | null
  onPick: (country: Country | null) => void
  exclude?: readonly string[]
  /** empty again after each pick (adding topics), rather than showing the pick (a filter) */
  clearOnPick?: boolean
  initialText?: string
  autoFocus?: boolean
  onClose?: () => void
}) {
  const dataProvider = useDataProvider()
  const [search, setSearch] = useState(initialText)
  const [typing, setTyping] = useState(!!initialText)
  const text = typing || clearOnPick ? search : (value?.name ?? '')
  const query = typing ? search : ''
  const { data = [] } = useQuery({
    queryKey: ['countries', 'topic-search', query],
    queryFn: async () =>
      (
        await dataProvider.getList<Country>('countries', {
          filter: query ? { name: { $iLike: query } } : {},
          pagination: { page: 1, perPage: MAX_PAGE_SIZE },
          sort: { field: 'name', order: 'ASC' },
        })
      ).data,
  })
  return (
    <Autocomplete
      size="small"
      fullWidth
      openOnFocus={autoFocus}
      options={data.filter((country) => !exclude.includes(String(country.id)))}
      getOptionLabel={(country) => country.name}
      isOptionEqualToValue={(a, b) => String(a.id) === String(b.id)}
      value={clearOnPick ? null : (value ?? null)}
      inputValue={text}
      onChange={(_event, country) => {
        setTyping(false)
        setSearch('')
        onPick(country)
      }}
      onInputChange={(_event, next, reason) => {
        if (reason === 'reset') return
        setTyping(true)
        setSearch(next)
      }}
      onClose={onClose}
      onBlur={() => setTyping(false)}
      renderInput={(params) => (
        <TextField
          {...params}
          variant="standard"
          placeholder={label}
          autoFocus={autoFocus}
          slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, 'aria-label': label } }}
        />
      )}
    />
  )
}

/** A country filter showing the applied country, read by its id. */
export function CountryFilter({
  label,
  id,
  onPick,
}: {
  label: string
  id: string | number | undefined
  onPick: (country: Country | null) => void
}) {
  const { data } = useGetOne<Country>('countries', { id: String(id ?? '') }, { enabled: id !== undefined && id !== '' })
  return <CountryAutocomplete label={label} value={id !== undefined && data ? data : null} onPick={onPick} />
}
