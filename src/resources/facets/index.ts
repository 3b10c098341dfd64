import AssignmentIndIcon from '@mui/icons-material/AssignmentInd'
import type { ResourceProps } from 'react-admin'
import { lazyPage } from '../../layout/lazyPage'

/** The facet-assignment screen (spec 2 §2) as the resource of its route, listing GET /facets. */
export const facetGrid: Omit<ResourceProps, 'name'> = {
  list: lazyPage(() => import('./FacetGrid').then((module) => module.FacetGrid)),
  icon: AssignmentIndIcon,
}
