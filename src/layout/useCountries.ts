import { useMemo } from 'react'
import { useGetList, useNotify } from 'react-admin'
import { COUNTRIES_LIMIT, ERROR_TOAST_MS } from '../../common/limits'
import type { Country } from '../../server/services/countries/countries.schema'
import { useStrings } from '../i18n/useStrings'

/** All countries (the topics), sorted by name, fetched once and shared by every picker and column. */
export function useCountries() {
  const strings = useStrings()
  const notify = useNotify()
  const { data, isPending } = useGetList<Country>(
    'countries',
    { pagination: { page: 1, perPage: COUNTRIES_LIMIT }, sort: { field: 'name', order: 'ASC' } },
    {
      staleTime: 10 * 60 * 1000,
      onError: () => notify(strings.users.topicsFailed, { type: 'error', autoHideDuration: ERROR_TOAST_MS }),
    },
  )
  const byId = useMemo(() => new Map((data ?? []).map((country) => [country.id, country.name])), [data])
  const choices = useMemo(() => (data ?? []).map(({ id, name }) => ({ id, name })), [data])
  return { countries: data ?? [], byId, choices, isPending }
}
