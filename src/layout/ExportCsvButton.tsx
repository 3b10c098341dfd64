import DownloadIcon from '@mui/icons-material/Download'
import { Button, Stack } from '@mui/material'
import type { SortPayload } from 'react-admin'
import { useStrings } from '../i18n/useStrings'
import { DownloadProgressBar } from './DownloadProgressBar'
import { useDownload } from './useDownload'

/** The query of a grid's export: the query its pages send, all rows. */
export const exportQuery = (filter: Record<string, unknown>, sort: SortPayload) => ({
  ...filter,
  $sort: { [sort.field]: sort.order === 'DESC' ? -1 : 1 },
  export: true,
})

/**
 * Export CSV: every row of a grid with its current filters and sort, streamed by the server to disk
 * (layout/useDownload), its progress beside the button while it runs.
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
  const { running, progress, download, cancel } = useDownload()
  const run = () => download(resource, exportQuery(filter, sort), 'export.csv')
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Button onClick={() => void run()} disabled={running} startIcon={<DownloadIcon />}>
        {t.label}
      </Button>
      {progress && <DownloadProgressBar progress={progress} onCancel={cancel} />}
    </Stack>
  )
}
