import { useNotify } from 'react-admin'
import { ERROR_TOAST_MS } from '../../common/limits'
import { useStrings } from '../i18n/useStrings'
import { errorText } from '../providers/apiErrors'

/**
 * Toasts the message of a failed call for 5 s (spec 1 §8): the server's, else the screen's `fallback`, else
 * the generic one (providers/apiErrors).
 */
export function useErrorToast(fallback?: string) {
  const notify = useNotify()
  const strings = useStrings()
  return (error: unknown) =>
    notify(errorText(error, fallback ?? strings.generic), { type: 'error', autoHideDuration: ERROR_TOAST_MS })
}
