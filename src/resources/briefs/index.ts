import AccountTreeIcon from '@mui/icons-material/AccountTree'
import type { ResourceProps } from 'react-admin'
import { BriefList } from './BriefList'

/** The brief taxonomy, at /analyst/elements/briefs and (the same list) /admin/elements/briefs. */
export const briefs: Omit<ResourceProps, 'name'> = {
  list: BriefList,
  icon: AccountTreeIcon,
  recordRepresentation: 'name',
}
