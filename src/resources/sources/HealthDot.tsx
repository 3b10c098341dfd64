import { Box, Tooltip } from '@mui/material'
import { differenceInDays } from 'date-fns'
import { useRecordContext } from 'react-admin'
import { sourceHealth, type SourceHealth } from '../../../common/rssSourceTypes'
import type { RssSource } from '../../../server/services/rss-sources/rss-sources.schema'
import { format } from '../../i18n/en'
import { useStrings } from '../../i18n/useStrings'

const COLOURS: Record<SourceHealth, string> = {
  new: 'info.main',
  healthy: 'success.main',
  warning: 'warning.main',
  danger: 'error.main',
}

/** The health colour of a source: new, healthy, warning or danger by days since its last update. */
export function HealthDot() {
  const strings = useStrings()
  const source = useRecordContext<RssSource>()
  if (!source) return null
  const health = sourceHealth(source.createdAt, source.updatedAt)
  const days = differenceInDays(new Date(), new Date(source.updatedAt))
  const label = format(strings.sources.health[health], { days })
  return (
    <Tooltip title={label}>
      <Box
        role="img"
        aria-label={label}
        data-health={health}
        sx={{ width: 14, height: 14, borderRadius: '50%', bgcolor: COLOURS[health] }}
      />
    </Tooltip>
  )
}
