import { useId } from 'react'
import { Box } from '@mui/material'
import { BarChart, barClasses } from '@mui/x-charts/BarChart'
import { useNavigate } from 'react-router-dom'
import { CHART_HEIGHT } from './LazyBarsChart'

export interface BarsSeries {
  id: string
  label: string
  data: number[]
  /** series with the same stack are drawn on top of each other */
  stack?: string
  color?: string
}

export interface BarsChartProps {
  /** the chart's accessible name and description */
  title: string
  desc: string
  /** the bands along the bottom, one per figure of each series */
  categories: string[]
  /** how a band is written: short under its bar, in full in the tooltip */
  label?: (category: string, where: 'tick' | 'full') => string
  series: BarsSeries[]
  /** the screen behind a bar: the filtered grid or feed it opens on a click */
  linkOf: (seriesId: string, index: number) => string
}

/**
 * The home page's bar chart: MUI X bars sized to their card, each bar opening the screen behind it. A
 * pointer-only way in: each card also lists its figures as links for the keyboard and screen readers.
 */
export function BarsChart({ title, desc, categories, label, series, linkOf }: BarsChartProps) {
  const navigate = useNavigate()
  const descId = useId()
  // named by a figure: MUI X puts its own title on an element of role none, which may carry no name
  return (
    <Box
      component="figure"
      aria-label={title}
      aria-describedby={descId}
      sx={{ m: 0, width: '100%', minWidth: 0, [`& .${barClasses.element}`]: { cursor: 'pointer' } }}
    >
      <span id={descId} hidden>
        {desc}
      </span>
      <BarChart
        height={CHART_HEIGHT}
        skipAnimation
        hideLegend={series.length < 2}
        xAxis={[
          {
            scaleType: 'band',
            data: categories,
            valueFormatter: (value: string, context) =>
              label ? label(value, context.location === 'tick' ? 'tick' : 'full') : value,
          },
        ]}
        yAxis={[{ tickMinStep: 1 }]}
        series={series}
        onItemClick={(_, item) => navigate(linkOf(String(item.seriesId), item.dataIndex))}
      />
    </Box>
  )
}
