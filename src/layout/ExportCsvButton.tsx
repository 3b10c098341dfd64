import { useState } from 'react'
import DownloadIcon from '@mui/icons-material/Download'
import { Button, CircularProgress } from '@mui/material'
import { stringify } from 'qs'
import { useNotify, type SortPayload } from 'react-admin'
import { ERROR_TOAST_MS } from '../../common/limits'
import { app, format } from '../i18n/en'
import { API_URL } from '../providers/feathersClient'
import { serviceOf } from '../providers/resources'
import { session } from '../providers/session'

const t = app.exportCsv

/** The URL of a grid's export: the query its pages send (as the Feathers client writes it), all rows. */
export function exportUrl(resource: string, filter: Record<string, unknown>, sort: SortPayload) {
  const query = { ...filter, $sort: { [sort.field]: sort.order === 'DESC' ? -1 : 1 }, export: true }
  return `${API_URL}/${serviceOf(resource)}?${stringify(query)}`
}

const fileNameOf = (response: Response) =>
  /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'export.csv'

async function failureOf(response: Response) {
  const body: unknown = await response.json().catch(() => null)
  const message = (body as { message?: unknown } | null)?.message
  return typeof message === 'string' ? message : response.statusText
}

/**
 * Export CSV (issue 6): downloads every row of a grid with its current filters and sort, streamed by
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
  const notify = useNotify()
  const [running, setRunning] = useState(false)
  const run = async () => {
    setRunning(true)
    try {
      const token = session.token()
      const response = await fetch(exportUrl(resource, filter, sort), {
        headers: token ? { Authorization: `Bearer ${token}` } : {},
      })
      if (!response.ok) throw new Error(await failureOf(response))
      const file = URL.createObjectURL(await response.blob())
      const link = Object.assign(document.createElement('a'), { href: file, download: fileNameOf(response) })
      document.body.append(link)
      link.click()
      link.remove()
      URL.revokeObjectURL(file)
    } catch (error) {
      notify(format(t.failed, { message: error instanceof Error ? error.message : '' }), {
        type: 'error',
        autoHideDuration: ERROR_TOAST_MS,
      })
    } finally {
      setRunning(false)
    }
  }
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
