import DownloadIcon from '@mui/icons-material/Download'
import { Button, CircularProgress } from '@mui/material'
import type { SortPayload } from 'react-admin'
import { useStrings } from '../i18n/useStrings'
import { useDownload } from './useDownload'

/** The query of a grid's export: the query its pages send, all rows. */
export const exportQuery = (filter: Record<string, unknown>, sort: SortPayload) => ({
  ...filter,
  $sort: { [sort.field]: sort.order === 'DESC' ? -1 : 1 },
  export: true,
})

/**
 * Export CSV: downloads every row of a grid with its current filters and sort, streamed by
 * the server; the button waits, spinning, until the file is complete.
 */
export function ExportCsvButton({
  resource,
  filter,
  sort,
}: {
  resource: string
  filter: Record<string, unknown>
  sort: SortPayload
}) {
  const t = useStrings().exportCsv
  const { running, download } = useDownload()
  const run = () => download(resource, exportQuery(filter, sort), 'export.csv')
  return (
    <Button
      onClick={() => void run()}
      disabled={running}
      startIcon={running ? <CircularProgress size={16} /> : <DownloadIcon />}
    >
      {t.label}
    </Button>
  )
}
