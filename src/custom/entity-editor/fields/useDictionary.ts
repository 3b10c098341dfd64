import { useMemo } from 'react'
import { useGetList, useNotify } from 'react-admin'
import { ERROR_TOAST_MS } from '../../../../common/limits'
import type { Dictionary } from '../../../../server/services/dictionaries/dictionaries.schema'
import type { DictionaryItem } from '../../../../server/services/dictionary-items/dictionary-items.schema'
import { format } from '../../../i18n/en'
import { useStrings } from '../../../i18n/useStrings'
import type { ConsoleDataProvider } from '../../../providers/dataProvider'

/** A dictionary item as fields offer it: grouped under its category ('' for the blank one). */
export type DictionaryEntry = Pick<DictionaryItem, 'id' | 'value' | 'category'>

/** The items with each category's items together, categories in the order they first appear. */
export function groupedByCategory(items: readonly DictionaryEntry[]): DictionaryEntry[] {
  const groups = new Map<string, DictionaryEntry[]>()
  for (const item of items) {
    const category = item.category.trim()
    // pushed, not copied: a dictionary may hold thousands of items in one category
    const group = groups.get(category) ?? []
    group.push({ ...item, category })
    groups.set(category, group)
  }
  return [...groups.values()].flat()
}

/** The dictionary a field rule names (GET /dictionaries?key=&withItems=true), its items grouped by category. */
export function useDictionary(key: string | undefined) {
  const strings = useStrings()
  const notify = useNotify()
  const { data, isPending, refetch } = useGetList<Dictionary>(
    'dictionaries',
    { filter: { key, withItems: true }, pagination: { page: 1, perPage: 1 } },
    {
      enabled: Boolean(key),
      refetchOnWindowFocus: false,
      onError: (error: Error) =>
        notify(format(strings.entityFields.searchDictionary, { message: error.message }), {
          type: 'error',
          autoHideDuration: ERROR_TOAST_MS,
        }),
    },
  )
  const dictionary = data?.[0]
  const items = useMemo(() => groupedByCategory(dictionary?.items ?? []), [dictionary])
  return { dictionaryId: dictionary?.id, items, isPending: Boolean(key) && isPending, refetch }
}

/**
 * Add mode: POST /dictionary-items?mode=add with the typed values, in the blank category (spec 1 §7): the
 * server leaves out, under the dictionary's lock, a value an item equals or starts with (spec 2 §5).
 */
export async function addDictionaryItems(
  dataProvider: ConsoleDataProvider,
  items: readonly { value: string; dictionaryId: string }[],
) {
  await dataProvider.createMany(
    'dictionary-items',
    items.map(({ value, dictionaryId }) => ({ value, dictionaryId, category: ' ' })),
    { mode: 'add' },
  )
}
