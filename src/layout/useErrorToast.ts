import { useNotify } from 'react-admin'
import { ERROR_TOAST_MS } from '../../common/limits'
import { useStrings } from '../i18n/useStrings'
import { errorText } from '../providers/apiErrors'

/** Toasts the server's message of a failed call for 5 s (spec 1 §8), or the generic one. */
export function useErrorToast() {
  const notify = useNotify()
  const strings = useStrings()
  return (error: unknown) =>
    notify(errorText(error, strings.generic), { type: 'error', autoHideDuration: ERROR_TOAST_MS })
}
