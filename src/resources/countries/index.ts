import PublicIcon from '@mui/icons-material/Public'
import type { ResourceProps } from 'react-admin'
import { lazyPage } from '../../layout/lazyPage'

/** Countries (the topics) at /analyst/countries. */
export const countries: Omit<ResourceProps, 'name'> = {
  list: lazyPage(() => import('./CountryList').then((module) => module.CountryList)),
  icon: PublicIcon,
  recordRepresentation: 'name',
}
