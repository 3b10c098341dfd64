import { useState } from 'react'
import type { ListControllerResult } from 'react-admin'

type ListReading = Pick<ListControllerResult, 'filterValues' | 'sort' | 'refetch'>

/**
 * Records others made since the list was read, counted for its "n new items" button until `show` reads
 * the list again. The count belongs to one reading (filters and order): a new one starts it at 0.
 */
export function useNewItems(list: ListReading) {
  const reading = JSON.stringify([list.filterValues, list.sort])
  const [created, setCreated] = useState({ reading, count: 0 })
  return {
    count: created.reading === reading ? created.count : 0,
    add: () => setCreated((before) => ({ reading, count: (before.reading === reading ? before.count : 0) + 1 })),
    show: () => {
      setCreated({ reading, count: 0 })
      void list.refetch()
    },
  }
}
