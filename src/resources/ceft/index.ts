import StackedLineChartIcon from '@mui/icons-material/StackedLineChart'
import type { ResourceProps } from 'react-admin'
import { CeftList } from './CeftList'

/** The statistic types at /analyst/elements/ceft; their editor and data grid are routes of their own (App.tsx). */
export const cefts: Omit<ResourceProps, 'name'> = {
  list: CeftList,
  icon: StackedLineChartIcon,
  recordRepresentation: 'name',
}
