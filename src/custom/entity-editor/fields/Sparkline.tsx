import { Box } from '@mui/material'
import { inDateOrder, type SeriesPoint } from '../../../../common/statistics'

const WIDTH = 160
const HEIGHT = 40
const PAD = 3

/** The points of a series as SVG coordinates, in date order (spec 2 §4), the lowest value at the bottom. */
export function sparklinePoints(points: readonly SeriesPoint[], width = WIDTH, height = HEIGHT): [number, number][] {
  const ordered = inDateOrder(points)
  if (!ordered.length) return []
  const values = ordered.map((point) => point.value)
  const [low, high] = [Math.min(...values), Math.max(...values)]
  const span = high - low || 1
  const step = ordered.length > 1 ? (width - 2 * PAD) / (ordered.length - 1) : 0
  return ordered.map((point, index) => [
    Math.round((PAD + index * step) * 100) / 100,
    Math.round((height - PAD - ((point.value - low) / span) * (height - 2 * PAD)) * 100) / 100,
  ])
}

/** A small line of a series' values, oldest on the left. */
export function Sparkline({ points, label }: { points: readonly SeriesPoint[]; label: string }) {
  const coordinates = sparklinePoints(points)
  if (!coordinates.length) return null
  const last = coordinates.at(-1)!
  return (
    <Box component="svg" role="img" aria-label={label} width={WIDTH} height={HEIGHT} sx={{ display: 'block' }}>
      <title>{label}</title>
      <polyline
        points={coordinates.map(([x, y]) => `${x},${y}`).join(' ')}
        fill="none"
        stroke="currentColor"
        strokeWidth={1.5}
      />
      <circle cx={last[0]} cy={last[1]} r={2.5} fill="currentColor" />
    </Box>
  )
}
