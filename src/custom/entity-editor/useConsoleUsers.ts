import { useEffect } from 'react'
import { useQuery } from '@tanstack/react-query'
import { useDataProvider, useNotify } from 'react-admin'
import { ERROR_TOAST_MS } from '../../../common/limits'
import type { Role } from '../../../common/roles'
import { app } from '../../i18n/en'

export interface ConsoleUser {
  id: string
  name: string
  role: Role
}

const EMPTY: ConsoleUser[] = []
const sort = { field: 'name', order: 'ASC' as const }

/** Every user, for the assignee selectors: GET /users with $limit=0 for the total, then $limit=total (spec 2 §7). */
export function useConsoleUsers(): ConsoleUser[] {
  const dataProvider = useDataProvider()
  const notify = useNotify()
  const { data, error } = useQuery({
    queryKey: ['users', 'all'],
    queryFn: async () => {
      const { total } = await dataProvider.getList<ConsoleUser>('users', {
        filter: { $limit: 0 },
        pagination: { page: 1, perPage: 0 },
        sort,
      })
      if (!total) return EMPTY
      const { data: users } = await dataProvider.getList<ConsoleUser>('users', {
        filter: {},
        pagination: { page: 1, perPage: total },
        sort,
      })
      return users.map(({ id, name, role }) => ({ id, name, role }))
    },
    staleTime: 5 * 60 * 1000,
  })
  useEffect(() => {
    if (error) notify(app.users.fetchFailed, { type: 'error', autoHideDuration: ERROR_TOAST_MS })
  }, [error, notify])
  return data ?? EMPTY
}
