import { useCallback } from 'react'
import type { Notification } from '../../../common/notifications'
import { fillMessage } from '../../../common/messages'
import { useStrings } from '../../i18n/useStrings'

/** A notification's sentence: 'Amira Haddad assigned you Summary of Port of Antwerp'. */
export function useNotificationText() {
  const t = useStrings().notifications
  return useCallback(
    (notification: Notification) =>
      fillMessage(t[notification.kind], {
        name: notification.by.name,
        facet: notification.facetName,
        entity: notification.entityName || t.unnamedEntity,
      }),
    [t],
  )
}
