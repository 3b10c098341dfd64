import { useEffect, useMemo } from 'react'
import { useQuery } from '@tanstack/react-query'
import { useDataProvider, useNotify } from 'react-admin'
import { ERROR_TOAST_MS, USERS_PAGE_SIZE } from '../../common/limits'
import type { UserDirectoryEntry } from '../../server/services/users/users.schema'
import { useStrings } from '../i18n/useStrings'

/**
 * A user as the assignee selectors know them (GET /users' directory entry): those not `assignable`
 * (blocked, or never activated) are named, not offered.
 */
export type ConsoleUser = UserDirectoryEntry

export interface ConsoleUsers {
  /** every user the caller may know of, to name assignees */
  all: ConsoleUser[]
  /** whether they are all read: until then an unknown assignee is not 'Removed User' */
  loaded: boolean
}

const EMPTY: ConsoleUser[] = []
const sort = { field: 'name', order: 'ASC' as const }

/**
 * Every user the caller may know of, for the assignee selectors: GET /users in pages of 50 (spec 1 §7
 * 'fetch all'), the first page telling how many follow, those then read side by side. An analyst is
 * answered the console's users only; an admin every account, of which only what an analyst's answer holds is kept.
 */
export function useConsoleUsers(): ConsoleUsers {
  const strings = useStrings()
  const dataProvider = useDataProvider()
  const notify = useNotify()
  const { data, error } = useQuery({
    queryKey: ['users', 'all'],
    queryFn: async () => {
      const page = (number: number) =>
        dataProvider.getList<ConsoleUser>('users', {
          filter: {},
          pagination: { page: number, perPage: USERS_PAGE_SIZE },
          sort,
        })
      const first = await page(1)
      const pages = Math.ceil((first.total ?? first.data.length) / USERS_PAGE_SIZE)
      const rest = await Promise.all(Array.from({ length: Math.max(pages - 1, 0) }, (_, index) => page(index + 2)))
      const seen = new Set<string>()
      return [first, ...rest]
        .flatMap((one) => one.data)
        .filter((user) => !seen.has(user.id) && !!seen.add(user.id))
        .map(({ id, name, role, assignable }) => ({ id, name, role, assignable }))
    },
    staleTime: 5 * 60 * 1000,
  })
  useEffect(() => {
    if (error) notify(strings.users.fetchFailed, { type: 'error', autoHideDuration: ERROR_TOAST_MS })
  }, [error, notify, strings])
  // a failed read names nobody 'Removed User'
  const loaded = !!data
  return useMemo(() => ({ all: data ?? EMPTY, loaded }), [data, loaded])
}

/** The name an assignee id shows: the user's, 'Removed User' once the users are read and it is not one. */
export function assigneeName(users: ConsoleUsers, id: string | null | undefined, removed: string): string {
  if (!id) return ''
  return users.all.find((user) => user.id === id)?.name ?? (users.loaded ? removed : '')
}
