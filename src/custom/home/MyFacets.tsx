import { Button, Chip, Stack, Typography } from '@mui/material'
import { Link } from 'react-router-dom'
import type { HomeSummary } from '../../../common/home'
import { STAGES } from '../../../common/workflow'
import { format } from '../../i18n/en'
import { useStrings } from '../../i18n/useStrings'
import { HomeCard } from './HomeCard'
import { LazyBarsChart } from './LazyBarsChart'
import { facetGridLink } from './homeLinks'

/**
 * The facets assigned to the user: a bar per stage, and a chip per stage (the bars' keyboard and screen
 * reader way in), each opening them in the facet grid.
 */
export function MyFacets({ userId, holding }: { userId: string; holding: HomeSummary['assignedToMe'] }) {
  const t = useStrings().home
  const stages = STAGES.filter((stage) => holding[stage])
  const linkOf = (index: number) => facetGridLink({ assignedToId: userId, stage: stages[index] })
  return (
    <HomeCard title={t.myFacetsTitle}>
      {stages.length ? (
        <>
          <LazyBarsChart
            title={t.myFacetsTitle}
            desc={t.stageChartDesc}
            categories={stages}
            series={[{ id: 'facets', label: t.facetsColumn, data: stages.map((stage) => holding[stage]!) }]}
            linkOf={(_, index) => linkOf(index)}
          />
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mb: 2 }}>
            {stages.map((stage, index) => (
              <Chip
                key={stage}
                component={Link}
                to={linkOf(index)}
                clickable
                variant="outlined"
                color="primary"
                label={`${stage}: ${holding[stage]}`}
                aria-label={format(t.openStage, { count: holding[stage]!, stage })}
              />
            ))}
          </Stack>
        </>
      ) : (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t.myFacetsNone}
        </Typography>
      )}
      <Button component={Link} to={facetGridLink({ assignedToId: userId })} size="small">
        {t.allMine}
      </Button>
    </HomeCard>
  )
}
