import { AutocompleteInput, ReferenceInput, TextInput } from 'react-admin'
import { COUNTRIES_LIMIT, TOPIC_SEARCH_DEBOUNCE_MS } from '../../common/limits'

/**
 * The filter bar of the lists that are not grids (react-admin's `filters`, and the feed's own bar): every
 * input filled and small, as react-admin draws its filter form, so that all these bars look alike.
 */
export const FILTER_INPUT = { variant: 'filled', size: 'small' } as const

/** The name-matching filter: first in every list's bar, always shown, cleared by its own button. */
export const searchFilter = (source: string, label: string) => (
  <TextInput key={source} source={source} label={label} alwaysOn resettable />
)

const byName = (name: string) => (name ? { name: { $iLike: name } } : {})

/** The topic filter: every topic to choose from, searched by name as it is typed (spec 3 §9: 300 ms). */
export const topicFilter = (source: string, label: string) => (
  <ReferenceInput
    key={source}
    source={source}
    reference="countries"
    sort={{ field: 'name', order: 'ASC' }}
    perPage={COUNTRIES_LIMIT}
    alwaysOn
  >
    <AutocompleteInput
      label={label}
      optionText="name"
      filterToQuery={byName}
      debounce={TOPIC_SEARCH_DEBOUNCE_MS}
      sx={{ minWidth: 220 }}
    />
  </ReferenceInput>
)
