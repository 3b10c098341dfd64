import { NOTIFICATIONS_KEPT, type Notification } from '../../../common/notifications'

/** A notification as the bell keeps it: whether the user has seen it in the menu. */
export interface KeptNotification extends Notification {
  read: boolean
}

/** The list with a new notification first, unread, and the oldest past NOTIFICATIONS_KEPT let go. */
export const withNotification = (list: readonly KeptNotification[], notification: Notification): KeptNotification[] =>
  [{ ...notification, read: false }, ...list].slice(0, NOTIFICATIONS_KEPT)

export const allRead = (list: readonly KeptNotification[]): KeptNotification[] =>
  list.some((one) => !one.read) ? list.map((one) => ({ ...one, read: true })) : [...list]

export const unreadCount = (list: readonly KeptNotification[]) => list.filter((one) => !one.read).length

/** Where one user's notifications are kept in the browser: per user, so that a shared browser keeps them apart. */
export const storageKey = (userId: string) => `notifications:${userId}`

const isKept = (value: unknown): value is KeptNotification =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Partial<KeptNotification>).facetId === 'string' &&
  typeof (value as Partial<KeptNotification>).kind === 'string' &&
  typeof (value as Partial<KeptNotification>).at === 'string'

/** The user's kept notifications; an unreadable entry is none. */
export function loadNotifications(userId: string): KeptNotification[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(storageKey(userId)) ?? '[]')
    return Array.isArray(stored) ? stored.filter(isKept).slice(0, NOTIFICATIONS_KEPT) : []
  } catch {
    return []
  }
}

export function saveNotifications(userId: string, list: readonly KeptNotification[]) {
  try {
    localStorage.setItem(storageKey(userId), JSON.stringify(list))
  } catch {
    // a full or refused storage keeps the list for this page only
  }
}
