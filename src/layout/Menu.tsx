import { Fragment, useState, type MouseEvent } from 'react'
import AccountCircle from '@mui/icons-material/AccountCircle'
import ExpandLess from '@mui/icons-material/ExpandLess'
import ExpandMore from '@mui/icons-material/ExpandMore'
import { Box, Collapse, Divider, List } from '@mui/material'
import { Logout, Menu as RaMenu, useGetIdentity, usePermissions, useSidebarState, useTranslate } from 'react-admin'
import { canOpenRoute } from '../../common/permissions'
import type { Role } from '../../common/roles'
import { useStrings } from '../i18n/useStrings'
import { SCREENS } from '../screens'
import { lazyPage } from './lazyPage'
import { MENU_SECTIONS, isGroup, visibleMenu, type MenuGroup } from './menuItems'

// a form with the country pickers, opened now and then: fetched on the first click
const AccountDialog = lazyPage(() => import('./AccountDialog').then((module) => module.AccountDialog), null)

function Group({ group }: { group: MenuGroup }) {
  const [open, setOpen] = useState(true)
  const [sidebarOpen] = useSidebarState()
  const translate = useTranslate()
  const Icon = group.icon
  const Expand = open ? ExpandLess : ExpandMore
  return (
    <>
      <RaMenu.Item
        to="#"
        onClick={(event: MouseEvent) => {
          event.preventDefault()
          setOpen(!open)
        }}
        aria-expanded={open}
        primaryText={group.label}
        leftIcon={<Icon />}
      >
        {/* the group's own icon on the left, as every item has; whether it is open on the right */}
        <Box component="span" sx={{ display: 'flex', alignItems: 'center' }}>
          <Box component="span" sx={{ flex: 1, overflow: 'hidden', textOverflow: 'ellipsis' }}>
            {translate(group.label)}
          </Box>
          <Expand fontSize="small" />
        </Box>
      </RaMenu.Item>
      <Collapse in={open} timeout="auto" unmountOnExit>
        <List component="div" disablePadding sx={{ pl: sidebarOpen ? 2 : 0 }}>
          {group.items.map((item) => (
            <RaMenu.Item key={item.to} to={item.to} primaryText={item.label} leftIcon={<item.icon />} />
          ))}
        </List>
      </Collapse>
    </>
  )
}

/** The side menu: the user's name (opens Account details), the role's screens, and logout. */
export function Menu() {
  const strings = useStrings()
  const { identity } = useGetIdentity()
  const { permissions: role } = usePermissions<Role>()
  const [accountOpen, setAccountOpen] = useState(false)
  const sections = MENU_SECTIONS.map((section) =>
    visibleMenu(section, (path) => canOpenRoute(role, path), SCREENS, role === 'admin'),
  ).filter((entries) => entries.length > 0)
  return (
    <RaMenu>
      <RaMenu.Item
        to="#"
        onClick={(event: MouseEvent) => {
          event.preventDefault()
          setAccountOpen(true)
        }}
        primaryText={identity?.fullName ?? strings.layout.account}
        leftIcon={<AccountCircle />}
      />
      {sections.map((entries, index) => (
        <Fragment key={index}>
          <Divider />
          {entries.map((entry) =>
            isGroup(entry) ? (
              <Group key={entry.label} group={entry} />
            ) : (
              <RaMenu.Item key={entry.to} to={entry.to} primaryText={entry.label} leftIcon={<entry.icon />} />
            ),
          )}
        </Fragment>
      ))}
      <Divider />
      <Logout />
      {accountOpen && <AccountDialog onClose={() => setAccountOpen(false)} />}
    </RaMenu>
  )
}
