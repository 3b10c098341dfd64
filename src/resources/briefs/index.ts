import AccountTreeIcon from '@mui/icons-material/AccountTree'
import type { ResourceProps } from 'react-admin'
import { lazyPage } from '../../layout/lazyPage'

/** The brief taxonomy, at /analyst/elements/briefs and (the same list) /admin/elements/briefs. */
export const briefs: Omit<ResourceProps, 'name'> = {
  list: lazyPage(() => import('./BriefList').then((module) => module.BriefList)),
  icon: AccountTreeIcon,
  recordRepresentation: 'name',
}
