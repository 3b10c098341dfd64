import { useRef, useState } from 'react'
import { useDataProvider, useNotify } from 'react-admin'
import { ERROR_TOAST_MS } from '../../common/limits'
import { format } from '../i18n/en'
import { useStrings } from '../i18n/useStrings'
import type { ConsoleDataProvider } from '../providers/dataProvider'
import { needsSignIn } from '../providers/reloginStore'
import { progressStream, type DownloadProgress } from './downloadProgress'
import { savePicker, startDownload } from './startDownload'

const isAbort = (error: unknown) => (error as { name?: unknown } | null)?.name === 'AbortError'

/**
 * An export saved to disk as it streams, never held whole in the page. Where the browser has a save picker
 * (the File System Access API) the file is written there chunk by chunk, with `progress` (bytes, rows and
 * their total) shown by the console and `cancel` ending the export; elsewhere the browser downloads it
 * itself from a short-lived link (POST /downloads) and its download manager shows the progress.
 * 'Export failed: {message}' is toasted when it fails; a session that ran out opens the relogin modal.
 */
export function useDownload() {
  const strings = useStrings()
  const t = strings.downloads
  const dataProvider = useDataProvider<ConsoleDataProvider>()
  const notify = useNotify()
  const [running, setRunning] = useState(false)
  const [progress, setProgress] = useState<DownloadProgress | null>(null)
  const abort = useRef<AbortController | null>(null)

  const saveThroughPicker = async (
    picker: NonNullable<ReturnType<typeof savePicker>>,
    resource: string,
    query: Record<string, unknown>,
    suggestedName: string,
  ) => {
    let handle: FileSystemFileHandle
    try {
      handle = await picker({ suggestedName })
    } catch (error) {
      // the picker closed without a file: nothing to do
      if (isAbort(error)) return
      throw error
    }
    const controller = new AbortController()
    abort.current = controller
    setProgress({ bytes: 0 })
    const opened = await dataProvider.openDownload(resource, query, controller.signal)
    const csv = opened.contentType.startsWith('text/csv')
    setProgress({ bytes: 0, ...(csv && { rows: 0, totalRows: opened.totalRows }) })
    const writable = await handle.createWritable()
    await opened.body
      .pipeThrough(progressStream(csv, opened.totalRows, setProgress))
      .pipeTo(writable, { signal: controller.signal })
    notify(format(t.saved, { name: handle.name }), { type: 'success' })
  }

  const download = async (resource: string, query: Record<string, unknown>, suggestedName: string) => {
    const picker = savePicker()
    setRunning(true)
    try {
      if (picker) await saveThroughPicker(picker, resource, query, suggestedName)
      else {
        startDownload((await dataProvider.downloadLink(resource, query)).url)
        notify(t.started, { type: 'info' })
      }
    } catch (error) {
      if (needsSignIn(error)) return
      if (abort.current?.signal.aborted) {
        notify(t.cancelled, { type: 'info' })
        return
      }
      notify(format(strings.exportCsv.failed, { message: error instanceof Error ? error.message : '' }), {
        type: 'error',
        autoHideDuration: ERROR_TOAST_MS,
      })
    } finally {
      abort.current = null
      setProgress(null)
      setRunning(false)
    }
  }

  /** Ends the export under way: the server's stream closes, which frees its export slot. */
  const cancel = () => abort.current?.abort()

  return { running, progress, download, cancel }
}
