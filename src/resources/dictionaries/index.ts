import MenuBookIcon from '@mui/icons-material/MenuBook'
import type { ResourceProps } from 'react-admin'
import { lazyPage } from '../../layout/lazyPage'

/** Dictionaries at /admin/elements/dictionaries; the editor is a custom page. */
export const dictionaries: Omit<ResourceProps, 'name'> = {
  list: lazyPage(() => import('./DictionaryList').then((module) => module.DictionaryList)),
  icon: MenuBookIcon,
  recordRepresentation: 'key',
}
