import NotificationsIcon from '@mui/icons-material/Notifications'
import { Badge, IconButton, ListItemText, Menu, MenuItem, Tooltip } from '@mui/material'
import { useState } from 'react'
import { Link } from 'react-router-dom'
import { fillMessage } from '../../../common/messages'
import { notificationRoute } from '../../../common/notifications'
import { useStrings } from '../../i18n/useStrings'
import { unreadCount } from './notificationList'
import { useNotifications } from './useNotifications'
import { useNotificationText } from './useNotificationText'
import { sinceNow } from '../dates'

/**
 * The app bar's bell: the count of unread notifications on its badge and in its name; its menu lists the
 * recent ones, newest first, each a link to the editor at its facet. Opening the menu marks them read.
 */
export function NotificationBell() {
  const t = useStrings().notifications
  const textOf = useNotificationText()
  const { list, markRead } = useNotifications()
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const unread = unreadCount(list)
  const label = unread ? fillMessage(t.buttonUnread, { count: unread }) : t.button
  const close = () => setAnchor(null)
  return (
    <>
      <Tooltip title={label}>
        <IconButton
          color="inherit"
          aria-label={label}
          aria-haspopup="menu"
          aria-expanded={anchor ? 'true' : undefined}
          onClick={(event) => {
            setAnchor(event.currentTarget)
            markRead()
          }}
        >
          <Badge badgeContent={unread} color="error">
            <NotificationsIcon />
          </Badge>
        </IconButton>
      </Tooltip>
      <Menu
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={close}
        slotProps={{ list: { 'aria-label': t.menu }, paper: { sx: { maxWidth: 420, maxHeight: '70vh' } } }}
      >
        {list.length === 0 ? (
          <MenuItem disabled sx={{ whiteSpace: 'normal' }}>
            {t.empty}
          </MenuItem>
        ) : (
          list.map((notification) => (
            <MenuItem
              key={`${notification.at}-${notification.kind}-${notification.facetId}`}
              component={Link}
              to={notificationRoute(notification)}
              onClick={close}
              sx={{ whiteSpace: 'normal' }}
            >
              <ListItemText
                primary={textOf(notification)}
                secondary={sinceNow(notification.at)}
              />
            </MenuItem>
          ))
        )}
      </Menu>
    </>
  )
}
