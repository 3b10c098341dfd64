import RestoreFromTrashIcon from '@mui/icons-material/RestoreFromTrash'
import type { ResourceProps } from 'react-admin'
import { lazyPage } from '../../layout/lazyPage'

/** The trash at /admin/trash (admins only): deleted records to restore or delete for good. */
export const trash: Omit<ResourceProps, 'name'> = {
  list: lazyPage(() => import('./TrashList').then((module) => module.TrashList)),
  icon: RestoreFromTrashIcon,
  recordRepresentation: 'name',
}
