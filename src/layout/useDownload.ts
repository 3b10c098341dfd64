import { useState } from 'react'
import { useDataProvider, useNotify } from 'react-admin'
import { ERROR_TOAST_MS } from '../../common/limits'
import { format } from '../i18n/en'
import { useStrings } from '../i18n/useStrings'
import type { ConsoleDataProvider } from '../providers/dataProvider'
import { needsSignIn } from '../providers/reloginStore'
import { saveFile } from './saveFile'

/**
 * A download of an export with `running` while it streams, saved under the name the server gives, and
 * 'Export failed: {message}' toasted when it fails; a session that ran out opens the relogin modal instead.
 */
export function useDownload() {
  const strings = useStrings()
  const dataProvider = useDataProvider<ConsoleDataProvider>()
  const notify = useNotify()
  const [running, setRunning] = useState(false)
  const download = async (resource: string, query: Record<string, unknown>, fallbackName: string) => {
    setRunning(true)
    try {
      const file = await dataProvider.download(resource, query)
      saveFile(file.data, file.fileName ?? fallbackName)
    } catch (error) {
      if (needsSignIn(error)) return
      notify(format(strings.exportCsv.failed, { message: error instanceof Error ? error.message : '' }), {
        type: 'error',
        autoHideDuration: ERROR_TOAST_MS,
      })
    } finally {
      setRunning(false)
    }
  }
  return { running, download }
}
