import ArticleIcon from '@mui/icons-material/Article'
import type { ResourceProps } from 'react-admin'
import { EntityList } from './EntityList'

/** Entities of every type at /analyst/entities, until the grids of issue 6. */
export const entities: Omit<ResourceProps, 'name'> = {
  list: EntityList,
  icon: ArticleIcon,
  recordRepresentation: 'name',
}
