import { Link as MuiLink, List, ListItem, Typography } from '@mui/material'
import { Link } from 'react-router-dom'
import type { HomeSummary } from '../../../common/home'
import { REJECTED_STAGE } from '../../../common/workflow'
import { format } from '../../i18n/en'
import { useStrings } from '../../i18n/useStrings'
import { HomeCard } from './HomeCard'
import { displayDay } from '../../layout/dates'
import { facetGridLink } from './homeLinks'

/** What reached the user since their last sign-in, each figure opening the facets behind it. */
export function SinceLastVisit({ userId, summary }: { userId: string; summary: HomeSummary }) {
  const t = useStrings().home
  const { since, sinceLastVisit: counts } = summary
  const figures = [
    { key: 'assigned', count: counts.assigned, label: t.assigned, to: facetGridLink({ assignedToId: userId }) },
    {
      key: 'rejected',
      count: counts.rejected,
      label: t.rejected,
      to: facetGridLink({ assignedToId: userId, stage: REJECTED_STAGE }),
    },
    { key: 'comments', count: counts.comments, label: t.comments, to: facetGridLink({ assignedToId: userId }) },
  ]
  return (
    <HomeCard title={t.sinceTitle}>
      {since ? (
        <>
          <Typography color="text.secondary">{format(t.sinceIntro, { day: displayDay(since) })}</Typography>
          <List dense disablePadding>
            {figures.map((figure) => (
              <ListItem key={figure.key} disableGutters>
                <MuiLink component={Link} to={figure.to}>
                  <strong>{figure.count}</strong> {figure.label}
                </MuiLink>
              </ListItem>
            ))}
          </List>
        </>
      ) : (
        <Typography color="text.secondary">{t.firstVisit}</Typography>
      )}
    </HomeCard>
  )
}
