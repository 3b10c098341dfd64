import { createElement } from 'react'
import ArticleIcon from '@mui/icons-material/Article'
import type { ResourceProps } from 'react-admin'
import { lazyPage } from '../../layout/lazyPage'
import { ENTITY_GRIDS } from './gridConfig'

const EntityGrid = lazyPage(() => import('./EntityGrid').then((module) => module.EntityGrid))

/** The entity grids as react-admin resources, one per route (spec 1 §2, spec 2 §2). */
export const entityGridResources: ResourceProps[] = ENTITY_GRIDS.map((config) => ({
  name: config.resource,
  list: () => createElement(EntityGrid, { config }),
  icon: ArticleIcon,
  recordRepresentation: 'name',
}))
