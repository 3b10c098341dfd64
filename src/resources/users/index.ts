import PeopleIcon from '@mui/icons-material/People'
import type { ResourceProps } from 'react-admin'
import { lazyPage } from '../../layout/lazyPage'

/** Manage Users at /admin/users (admins only). */
export const users: Omit<ResourceProps, 'name'> = {
  list: lazyPage(() => import('./UserList').then((module) => module.UserList)),
  icon: PeopleIcon,
  recordRepresentation: 'email',
}
