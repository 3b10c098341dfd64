import type { ReactNode } from 'react'
import { Layout as RaLayout, usePermissions } from 'react-admin'
import { Navigate, useLocation } from 'react-router-dom'
import { canOpenRoute, homeRoute } from '../../common/permissions'
import type { Role } from '../../common/roles'
import { AppBar } from './AppBar'
import { ErrorPage } from './ErrorPage'
import { Menu } from './Menu'
import { ReloginDialog } from './ReloginDialog'

/** Sends a role that may not open the current route to its own default route. */
function RouteGuard({ children }: { children: ReactNode }) {
  const { permissions: role, isPending } = usePermissions<Role>()
  const { pathname } = useLocation()
  if (isPending || !role) return null
  if (!canOpenRoute(role, pathname)) return <Navigate to={homeRoute(role)} replace />
  return <>{children}</>
}

export function Layout({ children }: { children: ReactNode }) {
  return (
    // the content may shrink below its widest child, so that wide grids scroll inside it, not the page
    <RaLayout
      appBar={AppBar}
      menu={Menu}
      error={ErrorPage}
      sx={{ minWidth: 0, '& .RaLayout-content': { minWidth: 0 } }}
    >
      <RouteGuard>{children}</RouteGuard>
      <ReloginDialog />
    </RaLayout>
  )
}
