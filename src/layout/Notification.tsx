import { useEffect } from 'react'
import { Notification as RaNotification, useNotify } from 'react-admin'
import { ERROR_TOAST_MS, TOAST_MS } from '../../common/limits'
import { onStartupFailure, takeStartupFailure } from '../providers/authProvider'

/**
 * Toasts why the start-up's check failed (spec 1 §8), as it fails: the toasts outlive the pages, where the
 * sign-in page the failure leads to may be drawn more than once while the session is settled.
 */
function StartupFailureToast() {
  const notify = useNotify()
  useEffect(() => {
    const show = () => {
      const failure = takeStartupFailure()
      if (failure) notify(failure, { type: 'error', autoHideDuration: ERROR_TOAST_MS })
    }
    show()
    return onStartupFailure(show)
  }, [notify])
  return null
}

/** Toasts last 2 s unless a message sets its own duration (spec 3 §9). */
export const Notification = () => (
  <>
    <RaNotification autoHideDuration={TOAST_MS} />
    <StartupFailureToast />
  </>
)
