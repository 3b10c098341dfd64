import TerrainIcon from '@mui/icons-material/Terrain'
import type { ResourceProps } from 'react-admin'
import { LandscapeList } from './LandscapeList'

/** Landscapes at /analyst/landscapes. */
export const landscapes: Omit<ResourceProps, 'name'> = {
  list: LandscapeList,
  icon: TerrainIcon,
  recordRepresentation: 'name',
}
