import { useState } from 'react'
import { Link as MuiLink, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material'
import { Link } from 'react-router-dom'
import { HOME_THROUGHPUT_DAYS, type HomeSummary } from '../../../common/home'
import { PUBLISHED_STAGE, REVIEW_STAGE } from '../../../common/workflow'
import { format } from '../../i18n/en'
import { useStrings } from '../../i18n/useStrings'
import { displayDay, shortDay } from '../../layout/dates'
import { FiguresTable } from './FiguresTable'
import { HomeCard } from './HomeCard'
import { LazyBarsChart } from './LazyBarsChart'
import { facetGridLink } from './homeLinks'

const MEASURES = { review: REVIEW_STAGE, published: PUBLISHED_STAGE } as const
type Measure = keyof typeof MEASURES

const sum = (figures: number[]) => figures.reduce((total, n) => total + n, 0)

/**
 * The team's facets moved to review or published per day, a colour per member, one measure at a time; a bar
 * opens that member's facets at that stage in the facet grid (those they last edited), as do the table's figures.
 */
export function TeamThroughput({ throughput }: { throughput: HomeSummary['throughput'] }) {
  const t = useStrings().home
  const [measure, setMeasure] = useState<Measure>('review')
  const { days, analysts } = throughput
  const title = format(t.throughputTitle, { days: HOME_THROUGHPUT_DAYS })
  const names = { review: t.throughputReview, published: t.throughputPublished }
  const linkOf = (userId: string, which: Measure) => facetGridLink({ editorId: userId, stage: MEASURES[which] })
  const review = sum(analysts.map((analyst) => sum(analyst.review)))
  const published = sum(analysts.map((analyst) => sum(analyst.published)))
  return (
    <HomeCard title={title}>
      {analysts.length ? (
        <>
          <Typography color="text.secondary" sx={{ mb: 1 }}>
            {format(t.throughputSummary, { review, published })}
          </Typography>
          <ToggleButtonGroup
            exclusive
            size="small"
            value={measure}
            onChange={(_, value: Measure | null) => value && setMeasure(value)}
            aria-label={t.throughputShow}
          >
            {(Object.keys(MEASURES) as Measure[]).map((which) => (
              <ToggleButton key={which} value={which}>
                {names[which]}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
          <LazyBarsChart
            title={`${title}: ${names[measure]}`}
            desc={t.throughputDesc}
            categories={days}
            label={(day, where) => (where === 'tick' ? shortDay(day) : displayDay(day))}
            series={analysts.map((analyst) => ({
              id: analyst.userId,
              label: analyst.name,
              stack: 'team',
              data: analyst[measure],
            }))}
            linkOf={(userId) => linkOf(userId, measure)}
          />
          <FiguresTable
            caption={title}
            head={[t.analystColumn, names.review, names.published]}
            rows={analysts.map((analyst) => ({
              key: analyst.userId,
              cells: [
                analyst.name,
                ...(Object.keys(MEASURES) as Measure[]).map((which) => (
                  <MuiLink
                    key={which}
                    component={Link}
                    to={linkOf(analyst.userId, which)}
                    aria-label={format(t.openAnalystStage, {
                      count: sum(analyst[which]),
                      name: analyst.name,
                      stage: MEASURES[which],
                    })}
                  >
                    {sum(analyst[which])}
                  </MuiLink>
                )),
              ],
            }))}
          />
        </>
      ) : (
        <Typography color="text.secondary">{t.throughputEmpty}</Typography>
      )}
    </HomeCard>
  )
}
