import FilterAltOffIcon from '@mui/icons-material/FilterAltOff'
import type { ReactNode } from 'react'
import { Box, Button, TablePagination, Typography } from '@mui/material'
import { ALL_ROWS } from '../../../common/limits'
import { format } from '../../i18n/en'
import { useStrings } from '../../i18n/useStrings'
import { EmptyState } from '../EmptyState'

/** 'Clear filters', shown whenever a filter is applied. */
export function ClearFiltersButton({ applied, onClear }: { applied: boolean; onClear: () => void }) {
  const t = useStrings().grid
  if (!applied) return null
  return (
    <Button size="small" startIcon={<FilterAltOffIcon />} onClick={onClear}>
      {t.clearFilters}
    </Button>
  )
}

/** What an empty grid says: nothing yet and the way to the first row, or nothing for the filters and the way out. */
export function GridEmpty({
  applied,
  onClear,
  message,
  action,
}: {
  applied: boolean
  onClear: () => void
  message: string
  action?: ReactNode
}) {
  return <EmptyState filtered={applied} onClear={onClear} message={message} action={action} />
}

/** The grids' pagination: numbered pages of the sizes given, and 'All' where offered. */
export function GridPagination({
  total,
  page,
  perPage,
  sizes,
  all,
  loaded,
  onPage,
  onPerPage,
}: {
  total: number
  /** 1-based */
  page: number
  perPage: number
  sizes: readonly number[]
  /** whether 'All' is offered, and whether it is the size chosen */
  all?: { offered: boolean; chosen: boolean }
  /** rows loaded so far, with 'All' */
  loaded?: number
  onPage: (page: number) => void
  /** ALL_ROWS for 'All' */
  onPerPage: (size: number) => void
}) {
  const t = useStrings().grid
  const options = all?.offered ? [...sizes, { value: ALL_ROWS, label: t.allRows }] : [...sizes]
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', flexWrap: 'wrap' }}>
      {all?.chosen && loaded !== undefined && (
        <Typography variant="body2" color="text.secondary" sx={{ mr: 2 }} aria-live="polite">
          {format(t.loadedRows, { loaded, total })}
        </Typography>
      )}
      <TablePagination
        component="div"
        count={total}
        page={all?.chosen ? 0 : Math.max(page - 1, 0)}
        rowsPerPage={all?.chosen ? ALL_ROWS : perPage}
        rowsPerPageOptions={options}
        labelRowsPerPage={t.rowsPerPage}
        onPageChange={(_event, next) => onPage(next + 1)}
        onRowsPerPageChange={(event) => onPerPage(Number(event.target.value))}
      />
    </Box>
  )
}
