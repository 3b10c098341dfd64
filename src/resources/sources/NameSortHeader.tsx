import { TableSortLabel } from '@mui/material'
import { useListContext, useTranslate } from 'react-admin'
import { useStrings } from '../../i18n/useStrings'

/** The list's order when it is not sorted by name: newest first. */
export const UNSORTED = { field: 'createdAt', order: 'DESC' } as const

type NameOrder = 'ASC' | 'DESC' | null

/** Name sort cycles ascending, descending, none (spec 3 §2). */
export function nextNameOrder(current: NameOrder): NameOrder {
  if (current === null) return 'ASC'
  if (current === 'ASC') return 'DESC'
  return null
}

/** The Name column's header: a click moves the name sort one step on in its cycle. */
export function NameSortHeader() {
  const strings = useStrings()
  const translate = useTranslate()
  const { sort, setSort, resource } = useListContext()
  const current: NameOrder = sort.field === 'name' ? sort.order : null
  const next = nextNameOrder(current)
  return (
    <TableSortLabel
      active={current !== null}
      direction={current === 'DESC' ? 'desc' : 'asc'}
      title={strings.sources.sortByName}
      onClick={() => setSort(next ? { field: 'name', order: next } : UNSORTED)}
    >
      {translate(`resources.${resource}.fields.name`)}
    </TableSortLabel>
  )
}
