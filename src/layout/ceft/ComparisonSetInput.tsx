import { useEffect, useState } from 'react'
import { Autocomplete, TextField } from '@mui/material'
import { useDataProvider, useInput, useNotify, ValidationError } from 'react-admin'
import { COMPARISON_SET_SEARCH_LIMIT } from '../../../common/statistics'
import { COMPARISON_SET } from '../../../common/templateFormat'
import type { ConsoleDataProvider } from '../../providers/dataProvider'
import type { ComparisonSet } from './ceftValues'
import { useStrings } from '../../i18n/useStrings'

/**
 * Comparison sets by name, 5 at a time (spec 2 §7, §9), once something is typed:
 * `GET /entity-infos?$limit=5&type=Brief&subType=Comparison Set&name[$iLike]=…`.
 */
function useComparisonSets(search: string) {
  const dataProvider = useDataProvider<ConsoleDataProvider>()
  const notify = useNotify()
  const [options, setOptions] = useState<ComparisonSet[]>([])
  useEffect(() => {
    let current = true
    const text = search.trim()
    const query = {
      $limit: COMPARISON_SET_SEARCH_LIMIT,
      type: 'Brief',
      subType: COMPARISON_SET,
      ...(text ? { name: { $iLike: text } } : {}),
    }
    dataProvider
      .find<{ data: ComparisonSet[] }>('entity-infos', query)
      .then(({ data }) => current && setOptions(data.map(({ id, name }) => ({ id, name }))))
      .catch(() => current && notify('app.ceft.searchFailed', { type: 'error' }))
    return () => {
      current = false
    }
  }, [dataProvider, notify, search])
  return options
}

/** The comparison set of a statistic type: a Brief of sub-type Comparison Set found by name, or none. */
export function ComparisonSetInput() {
  const strings = useStrings()
  const { field, fieldState } = useInput<ComparisonSet | null>({
    source: 'comparisonSet',
    // the chosen set itself, not react-admin's '' for an empty input
    format: (value) => value ?? null,
  })
  const [search, setSearch] = useState('')
  const found = useComparisonSets(search)
  const chosen = field.value
  const options = chosen && !found.some((set) => set.id === chosen.id) ? [chosen, ...found] : found
  const error = fieldState.error?.message
  return (
    <Autocomplete
      options={options}
      value={chosen}
      getOptionLabel={(option) => option.name}
      isOptionEqualToValue={(option, value) => option.id === value.id}
      filterOptions={(all) => all}
      onInputChange={(_event, input, reason) => reason === 'input' && setSearch(input)}
      onChange={(_event, set) => field.onChange(set)}
      onBlur={field.onBlur}
      renderInput={(params) => (
        <TextField
          {...params}
          name={field.name}
          label={strings.ceft.fields.comparisonSet}
          placeholder={strings.ceft.typeToSearch}
          error={Boolean(error)}
          helperText={error ? <ValidationError error={error} /> : undefined}
        />
      )}
    />
  )
}
