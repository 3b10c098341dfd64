import { Box, Button, Stack, Typography } from '@mui/material'
import { Link } from 'react-router-dom'
import { HOME_FEED_DAYS, type FeedDay } from '../../../common/home'
import { ROUTES } from '../../../common/routes'
import { format } from '../../i18n/en'
import { useStrings } from '../../i18n/useStrings'
import { HomeCard } from './HomeCard'
import { displayDay } from '../../layout/dates'

const BAR_AREA = 64

/**
 * The feeds' items per day as bars, the used part of each darker; each bar says its figures, so the chart
 * reads without colour, and the total is written out.
 */
export function FeedVolume({ days }: { days: FeedDay[] }) {
  const t = useStrings().home
  const items = days.reduce((sum, day) => sum + day.items, 0)
  const used = days.reduce((sum, day) => sum + day.used, 0)
  const largest = Math.max(1, ...days.map((day) => day.items))
  const share = items ? `${Math.round((used / items) * 100)}%` : '0%'
  return (
    <HomeCard title={format(t.feedTitle, { days: HOME_FEED_DAYS })}>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {items ? format(t.feedSummary, { items, used, share }) : t.feedEmpty}
      </Typography>
      <Stack
        component="ul"
        direction="row"
        spacing={0.5}
        sx={{ alignItems: 'flex-end', height: BAR_AREA, listStyle: 'none', p: 0, m: 0, mb: 2 }}
      >
        {days.map((day) => {
          const label = format(t.feedDay, { day: displayDay(day.day), items: day.items, used: day.used })
          return (
            <Box
              component="li"
              key={day.day}
              title={label}
              aria-label={label}
              sx={{
                flex: 1,
                minWidth: 4,
                height: `${Math.max(2, (day.items / largest) * BAR_AREA)}px`,
                bgcolor: 'primary.light',
                display: 'flex',
                alignItems: 'flex-end',
              }}
            >
              <Box
                sx={{
                  width: '100%',
                  height: `${day.items ? (day.used / day.items) * 100 : 0}%`,
                  bgcolor: 'primary.dark',
                }}
              />
            </Box>
          )
        })}
      </Stack>
      <Button component={Link} to={ROUTES.feedArticles} size="small">
        {t.openFeed}
      </Button>
    </HomeCard>
  )
}
