import { useEffect, useState } from 'react'
import { Autocomplete, TextField } from '@mui/material'
import { useQuery } from '@tanstack/react-query'
import { useDataProvider, useGetOne, useNotify } from 'react-admin'
import { ERROR_TOAST_MS, TOPIC_SEARCH_DEBOUNCE_MS, TOPIC_SEARCH_LIMIT } from '../../../common/limits'
import { useStrings } from '../../i18n/useStrings'
import { useDebounced } from '../useDebounced'

export interface Country {
  id: string
  name: string
}

/**
 * A search of countries by name (spec 2 §9: topic search 1000, 300 ms after the last key), for the grids'
 * topic cells and filters and the link pickers' topic.
 */
export function CountryAutocomplete({
  label,
  value,
  onPick,
  exclude = [],
  clearOnPick = false,
  initialText = '',
  autoFocus = false,
  onClose,
  outlined = false,
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
  /** an outlined input with its label shown (a form's field), rather than a grid's bare line */
  outlined?: boolean
}) {
  const dataProvider = useDataProvider()
  const notify = useNotify()
  const strings = useStrings()
  const [search, setSearch] = useState(initialText)
  const [typing, setTyping] = useState(!!initialText)
  const text = typing || clearOnPick ? search : (value?.name ?? '')
  const query = useDebounced(typing ? search.trim() : '', TOPIC_SEARCH_DEBOUNCE_MS)
  const { data = [], isError } = useQuery({
    queryKey: ['countries', 'topic-search', query],
    queryFn: async () =>
      (
        await dataProvider.getList<Country>('countries', {
          filter: query ? { name: { $iLike: query } } : {},
          pagination: { page: 1, perPage: TOPIC_SEARCH_LIMIT },
          sort: { field: 'name', order: 'ASC' },
        })
      ).data,
  })
  // spec 2 §8: a topic load failure says 'Something went wrong...'
  useEffect(() => {
    if (isError) notify(strings.generic, { type: 'error', autoHideDuration: ERROR_TOAST_MS })
  }, [isError, notify, strings])
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
          variant={outlined ? 'outlined' : 'standard'}
          placeholder={outlined ? undefined : label}
          label={outlined ? label : undefined}
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
