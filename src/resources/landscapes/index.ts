import TerrainIcon from '@mui/icons-material/Terrain'
import type { ResourceProps } from 'react-admin'
import { lazyPage } from '../../layout/lazyPage'

/** Landscapes at /analyst/landscapes. */
export const landscapes: Omit<ResourceProps, 'name'> = {
  list: lazyPage(() => import('./LandscapeList').then((module) => module.LandscapeList)),
  icon: TerrainIcon,
  recordRepresentation: 'name',
}
