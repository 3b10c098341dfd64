import { Button, Link as MuiLink, Typography } from '@mui/material'
import { useTheme } from '@mui/material/styles'
import { Link } from 'react-router-dom'
import { HOME_FEED_DAYS, type FeedDay } from '../../../common/home'
import { ROUTES } from '../../../common/routes'
import { format } from '../../i18n/en'
import { useStrings } from '../../i18n/useStrings'
import { displayDay, shortDay } from '../../layout/dates'
import { FiguresTable } from './FiguresTable'
import { HomeCard } from './HomeCard'
import { LazyBarsChart } from './LazyBarsChart'
import { feedDayLink } from './homeLinks'

/**
 * The feeds' items per day as stacked bars, the used ones at the bottom; a bar opens its day in the feed.
 * The totals are written out, and the days are a table of links under the chart.
 */
export function FeedVolume({ days }: { days: FeedDay[] }) {
  const t = useStrings().home
  const { palette } = useTheme()
  const items = days.reduce((sum, day) => sum + day.items, 0)
  const used = days.reduce((sum, day) => sum + day.used, 0)
  const share = items ? `${Math.round((used / items) * 100)}%` : '0%'
  const title = format(t.feedTitle, { days: HOME_FEED_DAYS })
  return (
    <HomeCard title={title}>
      <Typography color="text.secondary">
        {items ? format(t.feedSummary, { items, used, share }) : t.feedEmpty}
      </Typography>
      <LazyBarsChart
        title={title}
        desc={t.feedChartDesc}
        categories={days.map((day) => day.day)}
        label={(day, where) => (where === 'tick' ? shortDay(day) : displayDay(day))}
        series={[
          { id: 'used', label: t.feedUsed, stack: 'items', color: palette.primary.dark, data: days.map((d) => d.used) },
          {
            id: 'unused',
            label: t.feedUnused,
            stack: 'items',
            color: palette.primary.light,
            data: days.map((day) => day.items - day.used),
          },
        ]}
        linkOf={(_, index) => feedDayLink(days[index].day)}
      />
      <FiguresTable
        caption={title}
        head={[t.dayColumn, t.itemsColumn, t.usedColumn]}
        rows={days.map((day) => ({
          key: day.day,
          cells: [
            <MuiLink
              key="day"
              component={Link}
              to={feedDayLink(day.day)}
              aria-label={format(t.openFeedDay, { day: displayDay(day.day) })}
            >
              {displayDay(day.day)}
            </MuiLink>,
            day.items,
            day.used,
          ],
        }))}
      />
      <Button component={Link} to={ROUTES.feedArticles} size="small">
        {t.openFeed}
      </Button>
    </HomeCard>
  )
}
