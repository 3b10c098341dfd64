import { useCallback, useEffect, useState } from 'react'
import { useGetIdentity, useNotify } from 'react-admin'
import { NOTIFICATION_EVENT, NOTIFICATIONS_KEPT } from '../../../common/notifications'
import { useLiveEvent } from '../../providers/realtime'
import {
  allRead,
  loadNotifications,
  saveNotifications,
  withNotification,
  type KeptNotification,
} from './notificationList'
import { useNotificationText } from './useNotificationText'

/**
 * The signed-in user's recent notifications, kept in the browser for the session: each new one heard over the
 * socket goes first, unread, and shows a toast too.
 */
export function useNotifications() {
  const { identity } = useGetIdentity()
  const userId = identity?.id === undefined ? undefined : String(identity.id)
  const [list, setList] = useState<KeptNotification[]>([])
  const notify = useNotify()
  const textOf = useNotificationText()

  // those heard before the identity arrived go on top of the user's kept ones
  useEffect(() => {
    if (!userId) return
    setList((heard) => {
      const merged = [...heard, ...loadNotifications(userId)].slice(0, NOTIFICATIONS_KEPT)
      saveNotifications(userId, merged)
      return merged
    })
  }, [userId])

  const change = useCallback(
    (next: (list: KeptNotification[]) => KeptNotification[]) => {
      setList((current) => {
        const changed = next(current)
        if (userId) saveNotifications(userId, changed)
        return changed
      })
    },
    [userId],
  )

  useLiveEvent(NOTIFICATION_EVENT, (notification) => {
    change((current) => withNotification(current, notification))
    notify(textOf(notification), { type: 'info' })
  })

  const markRead = useCallback(() => change(allRead), [change])
  return { list, markRead }
}
