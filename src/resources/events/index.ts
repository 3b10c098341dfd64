import EventIcon from '@mui/icons-material/Event'
import type { ResourceProps } from 'react-admin'
import { lazyPage } from '../../layout/lazyPage'

/** Events at /analyst/events: the list and the edit page; they are made in the feed (its wizard, or by hand). */
export const events: Omit<ResourceProps, 'name'> = {
  list: lazyPage(() => import('./EventList').then((module) => module.EventList)),
  edit: lazyPage(() => import('./EventEdit').then((module) => module.EventEdit)),
  icon: EventIcon,
  recordRepresentation: 'title',
}
