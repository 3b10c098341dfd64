import StackedLineChartIcon from '@mui/icons-material/StackedLineChart'
import type { ResourceProps } from 'react-admin'
import { lazyPage } from '../../layout/lazyPage'

/** The statistic types at /analyst/elements/ceft; their editor and data grid are routes of their own (App.tsx). */
export const cefts: Omit<ResourceProps, 'name'> = {
  list: lazyPage(() => import('./CeftList').then((module) => module.CeftList)),
  icon: StackedLineChartIcon,
  recordRepresentation: 'name',
}
