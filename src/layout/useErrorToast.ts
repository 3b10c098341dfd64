import { useNotify } from 'react-admin'
import { ERROR_TOAST_MS } from '../../common/limits'
import { useStrings } from '../i18n/useStrings'

/**
 * Toasts the message of a failed call for 5 s (spec 1 §8): the server's, or the generic one the client
 * gave an answer without words (providers/apiErrors).
 */
export function useErrorToast() {
  const notify = useNotify()
  const strings = useStrings()
  return (error: unknown) =>
    notify((error as Error)?.message || strings.generic, { type: 'error', autoHideDuration: ERROR_TOAST_MS })
}
