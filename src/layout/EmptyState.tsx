import type { ReactNode } from 'react'
import FilterAltOffIcon from '@mui/icons-material/FilterAltOff'
import InboxIcon from '@mui/icons-material/Inbox'
import { Button, Stack, Typography } from '@mui/material'
import { useListContext } from 'react-admin'
import { useStrings } from '../i18n/useStrings'

interface Props {
  /** whether filters hold rows back: then the way out is to clear them (a list without filters has none) */
  filtered?: boolean
  onClear?: () => void
  /** what the list says when there is nothing yet */
  message: string
  /** what to do about it: a create button when the user may create, otherwise where things come from */
  action?: ReactNode
}

/**
 * What every list shows when it has no row: with filters applied, that nothing matches and a button
 * clearing them; otherwise that there is nothing yet and the way to the first one.
 */
export function EmptyState({ filtered = false, onClear, message, action }: Props) {
  const t = useStrings().layout
  return (
    <Stack role="status" spacing={1.5} sx={{ alignItems: 'center', textAlign: 'center', py: 4, px: 2 }}>
      {filtered ? (
        <>
          <Typography>{t.noMatch}</Typography>
          <Button variant="outlined" startIcon={<FilterAltOffIcon />} onClick={onClear}>
            {t.clearFilters}
          </Button>
        </>
      ) : (
        <>
          <InboxIcon fontSize="large" sx={{ color: 'text.secondary' }} aria-hidden />
          <Typography>{message}</Typography>
          {action}
        </>
      )}
    </Stack>
  )
}

/** The empty state of a react-admin list (its Datagrid's `empty`): its filters come from the list. */
export function ListEmpty({ message, action }: Omit<Props, 'filtered' | 'onClear'>) {
  const { filterValues, setFilters } = useListContext()
  const filtered = Object.values(filterValues ?? {}).some((value) => value !== undefined && value !== '')
  return <EmptyState filtered={filtered} onClear={() => setFilters({}, [])} message={message} action={action} />
}
