import { entityEditorRoute } from './entityEditorRoutes'

/** The socket event that tells a user of something done to a facet assigned to them. */
export const NOTIFICATION_EVENT = 'notification'

export const NOTIFICATION_KINDS = ['assigned', 'rejected', 'commented'] as const
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number]

/** What the `notification` event carries: who did what to which facet of which entity, and when. */
export interface Notification {
  kind: NotificationKind
  entityId: string
  entityName: string
  /** the entity's type, which names the editor it opens in */
  entityType: string
  facetId: string
  facetName: string
  by: { id: string; name: string }
  /** ISO time of the change */
  at: string
}

/** How many notifications the console keeps. */
export const NOTIFICATIONS_KEPT = 50

/** The editor of the notification's entity, opened at its facet (the facet id as the URL fragment). */
export const notificationRoute = (notification: Pick<Notification, 'entityType' | 'entityId' | 'facetId'>) =>
  `${entityEditorRoute(notification.entityType, notification.entityId)}#${encodeURIComponent(notification.facetId)}`
