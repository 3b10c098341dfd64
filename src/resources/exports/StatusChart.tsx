import { Box, Stack, Typography, useTheme, type Palette } from '@mui/material'
import { ANALYST_STATUS_COUNTS, type AnalystStatusCount, type AnalystStatusRow } from '../../../common/exports'

// theme colours, at 3:1 or more against the page in both themes
const colours = ({ primary, warning, success }: Palette): Record<AnalystStatusCount, string> => ({
  assigned: primary.main,
  sentToReview: warning.main,
  published: success.main,
})
const KEYS = Object.keys(ANALYST_STATUS_COUNTS) as AnalystStatusCount[]
const BAR_HEIGHT = 12
const ROW_HEIGHT = BAR_HEIGHT * KEYS.length + 14
const LABEL_WIDTH = 160
const CHART_WIDTH = 640

/**
 * The analyst status as grouped horizontal bars (one group per person, one bar per count), drawn as
 * SVG scaled to the largest count; the figures are written beside the bars, so the chart reads without
 * colour too.
 */
export function StatusChart({ rows, title }: { rows: AnalystStatusRow[]; title: string }) {
  const largest = Math.max(1, ...rows.flatMap((row) => KEYS.map((key) => row[key])))
  const scale = (CHART_WIDTH - LABEL_WIDTH - 40) / largest
  const colour = colours(useTheme().palette)
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={2} aria-hidden>
        {KEYS.map((key) => (
          <Stack key={key} direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
            <Box sx={{ width: 12, height: 12, bgcolor: colour[key] }} />
            <Typography variant="caption">{ANALYST_STATUS_COUNTS[key]}</Typography>
          </Stack>
        ))}
      </Stack>
      <svg
        role="img"
        aria-label={title}
        width={CHART_WIDTH}
        height={rows.length * ROW_HEIGHT}
        style={{ maxWidth: '100%' }}
        fill="currentColor"
      >
        {rows.map((row, index) => (
          <g key={row.id} transform={`translate(0, ${index * ROW_HEIGHT})`}>
            <text x={0} y={(BAR_HEIGHT * KEYS.length) / 2 + 4} fontSize={12}>
              {row.name.length > 22 ? `${row.name.slice(0, 21)}…` : row.name}
            </text>
            {KEYS.map((key, bar) => (
              <g key={key}>
                <rect
                  data-count={key}
                  x={LABEL_WIDTH}
                  y={bar * BAR_HEIGHT}
                  width={row[key] * scale}
                  height={BAR_HEIGHT - 2}
                  fill={colour[key]}
                >
                  <title>{`${row.name}: ${ANALYST_STATUS_COUNTS[key]} ${row[key]}`}</title>
                </rect>
                <text x={LABEL_WIDTH + row[key] * scale + 4} y={bar * BAR_HEIGHT + BAR_HEIGHT - 3} fontSize={10}>
                  {row[key]}
                </text>
              </g>
            ))}
          </g>
        ))}
      </svg>
    </Stack>
  )
}
