import { Notification as RaNotification } from 'react-admin'
import { TOAST_MS } from '../../common/limits'

/** Toasts last 2 s unless a message sets its own duration (spec 3 §9). */
export const Notification = () => <RaNotification autoHideDuration={TOAST_MS} />
