import type { ReactNode } from 'react'
import { usePermissions } from 'react-admin'
import { Navigate, useLocation } from 'react-router-dom'
import { canOpenRoute, homeRoute } from '../../common/permissions'
import type { Role } from '../../common/roles'
import { ROUTES } from '../../common/routes'

/**
 * Checks the signed-in role on every guarded route (spec 3 §2): a missing role goes to the login route, a
 * role without rights for the route to its own default route (role user's is the login route too).
 */
export function RouteGuard({ children }: { children: ReactNode }) {
  const { permissions: role, isPending } = usePermissions<Role>()
  const { pathname } = useLocation()
  if (isPending) return null
  if (!role) return <Navigate to={ROUTES.auth} replace />
  if (!canOpenRoute(role, pathname)) return <Navigate to={homeRoute(role)} replace />
  return <>{children}</>
}
