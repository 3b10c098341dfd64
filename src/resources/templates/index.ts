import ViewQuiltIcon from '@mui/icons-material/ViewQuilt'
import type { ResourceProps } from 'react-admin'
import { TemplateList } from './TemplateList'

/** Entity templates, kept by admins at /admin/entities. */
export const templates: Omit<ResourceProps, 'name'> = {
  list: TemplateList,
  icon: ViewQuiltIcon,
  recordRepresentation: 'name',
}
