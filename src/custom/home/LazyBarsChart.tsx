import { Box } from '@mui/material'
import { lazyPage } from '../../layout/lazyPage'

export const CHART_HEIGHT = 220

/** The charts' code (MUI X Charts) is a chunk of its own, fetched by the home page only; its room is kept meanwhile. */
export const LazyBarsChart = lazyPage(
  () => import('./BarsChart').then((module) => module.BarsChart),
  <Box sx={{ height: CHART_HEIGHT }} />,
)
