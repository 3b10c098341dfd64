import GavelIcon from '@mui/icons-material/Gavel'
import type { ResourceProps } from 'react-admin'
import { lazyPage } from '../../layout/lazyPage'

/** Regulations at /analyst/regulations: the list and the edit page; they are made in the regulation feeds. */
export const regulations: Omit<ResourceProps, 'name'> = {
  list: lazyPage(() => import('./RegulationList').then((module) => module.RegulationList)),
  edit: lazyPage(() => import('./RegulationEdit').then((module) => module.RegulationEdit)),
  icon: GavelIcon,
  recordRepresentation: 'summarizedName',
}
