import RssFeedIcon from '@mui/icons-material/RssFeed'
import type { ResourceProps } from 'react-admin'
import { SourceList } from './SourceList'

/** The RSS sources, one resource per kind (see sourceLists). */
export const sources: Omit<ResourceProps, 'name'> = {
  list: SourceList,
  icon: RssFeedIcon,
  recordRepresentation: 'name',
}
