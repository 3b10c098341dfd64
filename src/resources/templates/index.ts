import ViewQuiltIcon from '@mui/icons-material/ViewQuilt'
import type { ResourceProps } from 'react-admin'
import { lazyPage } from '../../layout/lazyPage'

/** Entity templates, kept by admins at /admin/entities. */
export const templates: Omit<ResourceProps, 'name'> = {
  list: lazyPage(() => import('./TemplateList').then((module) => module.TemplateList)),
  icon: ViewQuiltIcon,
  recordRepresentation: 'name',
}
