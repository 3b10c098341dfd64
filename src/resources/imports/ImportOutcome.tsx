import {
  Alert,
  AlertTitle,
  LinearProgress,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material'
import { format } from '../../i18n/en'
import { useStrings } from '../../i18n/useStrings'
import type { ImportState } from './useImport'

/**
 * What an import came to (spec 3 §2: Imported or Not Imported): a progress bar with the time it has
 * taken while it runs, the counts when it is done, else the server's message and the rows to correct.
 */
export function ImportOutcome({ state, seconds }: { state: ImportState; seconds: number }) {
  const t = useStrings().imports
  if (state.phase === 'idle') return null
  if (state.phase === 'running') {
    return (
      <Stack spacing={1} role="status">
        <LinearProgress />
        <Typography variant="body2" color="text.secondary">
          {format(t.importing, { seconds })}
        </Typography>
      </Stack>
    )
  }
  if (state.phase === 'done') {
    const { rows, created, updated, unchanged } = state.result
    return (
      <Alert severity="success" role="status">
        <AlertTitle>{t.imported}</AlertTitle>
        {format(t.counts, { rows, created, updated, unchanged })}
      </Alert>
    )
  }
  const { message, reason, errors, errorCount } = state.failure
  return (
    <Alert severity="error" role="alert" sx={{ '& .MuiAlert-message': { width: '100%' } }}>
      <AlertTitle>{t.notImported}</AlertTitle>
      <Typography variant="body2">{message}</Typography>
      {reason && (
        <Typography variant="body2" color="text.secondary">
          {reason}
        </Typography>
      )}
      {errors.length > 0 && (
        <Table size="small" aria-label={t.notImported} sx={{ mt: 1 }}>
          <TableHead>
            <TableRow>
              <TableCell>{t.row}</TableCell>
              <TableCell>{t.column}</TableCell>
              <TableCell>{t.problem}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {errors.map((error, index) => (
              <TableRow key={index}>
                <TableCell>{error.row}</TableCell>
                <TableCell>{error.column}</TableCell>
                <TableCell>{error.message}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {errorCount > errors.length && (
        <Typography variant="body2" sx={{ mt: 1 }}>
          {format(t.moreErrors, { count: errorCount - errors.length })}
        </Typography>
      )}
    </Alert>
  )
}
