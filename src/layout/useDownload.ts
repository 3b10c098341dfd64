import { useState } from 'react'
import { useNotify } from 'react-admin'
import { ERROR_TOAST_MS } from '../../common/limits'
import { app, format } from '../i18n/en'
import { downloadFile } from './downloadFile'

/** A download of an export with `running` while it streams, and 'Export failed: {message}' toasted when it fails. */
export function useDownload() {
  const notify = useNotify()
  const [running, setRunning] = useState(false)
  const download = async (url: string, fallbackName: string) => {
    setRunning(true)
    try {
      await downloadFile(url, fallbackName)
    } catch (error) {
      notify(format(app.exportCsv.failed, { message: error instanceof Error ? error.message : '' }), {
        type: 'error',
        autoHideDuration: ERROR_TOAST_MS,
      })
    } finally {
      setRunning(false)
    }
  }
  return { running, download }
}
