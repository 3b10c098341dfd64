import PublicIcon from '@mui/icons-material/Public'
import type { ResourceProps } from 'react-admin'
import { CountryList } from './CountryList'

/** Countries (the topics) at /analyst/countries. */
export const countries: Omit<ResourceProps, 'name'> = {
  list: CountryList,
  icon: PublicIcon,
  recordRepresentation: 'name',
}
