import RssFeedIcon from '@mui/icons-material/RssFeed'
import type { ResourceProps } from 'react-admin'
import { lazyPage } from '../../layout/lazyPage'

/** The RSS sources, one resource per kind (see sourceLists). */
export const sources: Omit<ResourceProps, 'name'> = {
  list: lazyPage(() => import('./SourceList').then((module) => module.SourceList)),
  icon: RssFeedIcon,
  recordRepresentation: 'name',
}
