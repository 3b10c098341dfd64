import { useRef, useState, type ReactNode } from 'react'
import { Box, LinearProgress, Stack, Typography } from '@mui/material'
import { useQueryClient } from '@tanstack/react-query'
import { Confirm, useGetIdentity, useGetList, usePermissions, type GetListParams, type RaRecord } from 'react-admin'
import { REVIEW_TRAIL_LIMIT } from '../../../../common/entityFormat'
import type { LiveService, ServiceEvent } from '../../../../common/realtime'
import type { Role } from '../../../../common/roles'
import { useStrings } from '../../../i18n/useStrings'
import { useServiceEvents } from '../../../providers/realtime'
import { DeleteIconButton } from '../../../layout/DeleteIconButton'
import { facetsLogged } from '../../../layout/records/facetsLogged'
import { useErrorToast } from '../../../layout/useErrorToast'

/** Who is looking: their id, and whether they are an admin (who may delete anyone's entries). */
export function usePanelUser() {
  const { identity } = useGetIdentity()
  const { permissions: role } = usePermissions<Role>()
  return { userId: identity?.id === undefined ? undefined : String(identity.id), isAdmin: role === 'admin' }
}

/**
 * The entry form's text field: its ref, and `refocus` for after an add. The Add button disables itself
 * once the field is emptied, which would drop the focus to the page (out of the panel's Escape).
 */
export function useEntryField() {
  const field = useRef<HTMLTextAreaElement>(null)
  return { field, refocus: () => field.current?.focus() }
}

type TrailResource = 'comments' | 'facet-logs' | 'rejections'

/**
 * An entry of the facet's trail made, changed or deleted by anyone (the user's own too) reads the
 * trail's lists again, its total with them: only the queries of this facet, and the panel's form keeps
 * what is typed in it (the form's state is its own, not the list's). The log follows the changes that
 * write it (facetsLogged).
 */
function useLiveTrail(resource: TrailResource, filter: Record<string, string>, enabled: boolean) {
  const queryClient = useQueryClient()
  const readAgain = () =>
    void queryClient.invalidateQueries({
      queryKey: [resource, 'getList'],
      predicate: ({ queryKey }) => {
        const params = queryKey[2] as GetListParams | undefined
        return Object.entries(filter).every(([key, value]) => params?.filter?.[key] === value)
      },
    })
  useServiceEvents(resource, (_event, record) => {
    const entry = record as Record<string, unknown>
    if (enabled && Object.entries(filter).every(([key, value]) => entry?.[key] === value)) readAgain()
  })
  const logged = (service: LiveService) => (event: ServiceEvent, record: unknown) => {
    if (enabled && resource === 'facet-logs' && facetsLogged(service, event, record).includes(filter.facetId))
      readAgain()
  }
  useServiceEvents('facet-meta-data', logged('facet-meta-data'))
  useServiceEvents('facet-mass-edits', logged('facet-mass-edits'))
  useServiceEvents('rejections', logged('rejections'))
  useServiceEvents('entities', logged('entities'))
}

/**
 * The 100 most recent entries of a facet's trail, newest first (spec 1 §7, §9), or with `count` only
 * their total (`$limit=0`); a failure is toasted with the server's message. The list follows the changes
 * others make as they come (its count with it).
 */
export function useFacetTrail<T extends RaRecord>(
  resource: TrailResource,
  filter: Record<string, string>,
  sortField: 'createdAt' | 'updatedAt',
  { count = false } = {},
) {
  const toastError = useErrorToast()
  // the total's query is read again with its list's: one listener for both
  useLiveTrail(resource, filter, !count)
  return useGetList<T>(
    resource,
    {
      filter: count ? { ...filter, $limit: 0 } : filter,
      sort: { field: sortField, order: 'DESC' },
      pagination: { page: 1, perPage: count ? 0 : REVIEW_TRAIL_LIMIT },
    },
    { onError: toastError },
  )
}

/** A list of the panel's entries, with its loading and empty states. */
export function EntryList<T extends { id: string }>({
  entries,
  isPending,
  label,
  children,
}: {
  entries: readonly T[] | undefined
  isPending: boolean
  label: string
  children: (entry: T) => ReactNode
}) {
  const t = useStrings().facetPanel
  if (isPending) return <LinearProgress aria-label={t.loading} sx={{ my: 2 }} />
  if (!entries?.length)
    return (
      <Typography variant="body2" color="text.secondary" sx={{ my: 2 }}>
        {t.empty}
      </Typography>
    )
  return (
    <Stack component="ul" aria-label={label} spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {entries.map((entry) => (
        <Box component="li" key={entry.id} sx={{ borderBottom: 1, borderColor: 'divider', pb: 1 }}>
          {children(entry)}
        </Box>
      ))}
    </Stack>
  )
}

/** An entry's heading: who and when, and what may be done with it. */
export function EntryHeading({ who, when, action }: { who: string; when: string; action?: ReactNode }) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Typography variant="subtitle2" sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
        {who}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {when}
      </Typography>
      {action}
    </Stack>
  )
}

/** Delete, after 'Are you sure delete'. */
export function DeleteEntryButton({ label, onConfirm }: { label: string; onConfirm: () => void }) {
  const t = useStrings().facetPanel
  const [asking, setAsking] = useState(false)
  return (
    <>
      <DeleteIconButton title={t.delete} label={label} onClick={() => setAsking(true)} />
      <Confirm
        isOpen={asking}
        title={t.deleteConfirm}
        content=""
        confirm={t.confirm}
        cancel={t.cancel}
        onConfirm={() => {
          setAsking(false)
          onConfirm()
        }}
        onClose={() => setAsking(false)}
      />
    </>
  )
}
