import DownloadIcon from '@mui/icons-material/Download'
import { Button, CircularProgress } from '@mui/material'
import { stringify } from 'qs'
import type { SortPayload } from 'react-admin'
import { app } from '../i18n/en'
import { API_URL } from '../providers/feathersClient'
import { serviceOf } from '../providers/resources'
import { useDownload } from './useDownload'

const t = app.exportCsv

/** The URL of a grid's export: the query its pages send (as the Feathers client writes it), all rows. */
export function exportUrl(resource: string, filter: Record<string, unknown>, sort: SortPayload) {
  const query = { ...filter, $sort: { [sort.field]: sort.order === 'DESC' ? -1 : 1 }, export: true }
  return `${API_URL}/${serviceOf(resource)}?${stringify(query)}`
}

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
  const { running, download } = useDownload()
  const run = () => download(exportUrl(resource, filter, sort), 'export.csv')
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
