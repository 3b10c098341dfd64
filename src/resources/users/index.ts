import PeopleIcon from '@mui/icons-material/People'
import type { ResourceProps } from 'react-admin'
import { UserList } from './UserList'

/** Manage Users at /admin/users (admins only). */
export const users: Omit<ResourceProps, 'name'> = {
  list: UserList,
  icon: PeopleIcon,
  recordRepresentation: 'email',
}
