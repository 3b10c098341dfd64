import { Box, Button, LinearProgress, Stack, Typography } from '@mui/material'
import { format } from '../i18n/en'
import { useStrings } from '../i18n/useStrings'
import { percentDone, type DownloadProgress } from './downloadProgress'

// thousands separated by commas (the console's one language)
const NUMBER = new Intl.NumberFormat('en-US')
const number = (value: number) => NUMBER.format(value)

/** Bytes as the browser's download manager shows them: kB, MB. */
function size(bytes: number): string {
  if (bytes < 1_000_000) return `${number(Math.round(bytes / 1000))} kB`
  return `${(bytes / 1_000_000).toFixed(1)} MB`
}

/**
 * An export streaming to disk: a bar (filling when the total of rows is known), the rows or bytes written
 * so far, and Cancel when it can be stopped.
 */
export function DownloadProgressBar({ progress, onCancel }: { progress: DownloadProgress; onCancel?: () => void }) {
  const t = useStrings().downloads
  const percent = percentDone(progress)
  const { rows, totalRows } = progress
  const text =
    rows === undefined
      ? format(t.bytes, { size: size(progress.bytes) })
      : totalRows
        ? format(t.rowsOfTotal, { rows: number(rows), total: number(totalRows) })
        : format(t.rows, { rows: number(rows) })
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 260 }}>
      <Box sx={{ flex: 1 }}>
        <LinearProgress
          aria-label={t.progress}
          variant={percent === undefined ? 'indeterminate' : 'determinate'}
          value={percent}
        />
        <Typography variant="caption" color="text.secondary" role="status">
          {text}
        </Typography>
      </Box>
      {onCancel && (
        <Button size="small" onClick={onCancel}>
          {t.cancel}
        </Button>
      )}
    </Stack>
  )
}
