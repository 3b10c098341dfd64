import { Button, Chip, Stack, Typography } from '@mui/material'
import { Link } from 'react-router-dom'
import type { HomeSummary } from '../../../common/home'
import { STAGES } from '../../../common/workflow'
import { format } from '../../i18n/en'
import { useStrings } from '../../i18n/useStrings'
import { HomeCard } from './HomeCard'
import { facetGridLink } from './facetGridLink'

/** The facets assigned to the user, a chip per stage that opens them in the facet grid. */
export function MyFacets({ userId, holding }: { userId: string; holding: HomeSummary['assignedToMe'] }) {
  const t = useStrings().home
  const stages = STAGES.filter((stage) => holding[stage])
  return (
    <HomeCard title={t.myFacetsTitle}>
      {stages.length ? (
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mb: 2 }}>
          {stages.map((stage) => (
            <Chip
              key={stage}
              component={Link}
              to={facetGridLink({ assignedToId: userId, stage })}
              clickable
              variant="outlined"
              color="primary"
              label={`${stage}: ${holding[stage]}`}
              aria-label={format(t.openStage, { count: holding[stage]!, stage })}
            />
          ))}
        </Stack>
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
