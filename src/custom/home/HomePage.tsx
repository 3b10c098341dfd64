import { Alert, Button, Grid, Stack, Typography } from '@mui/material'
import { useQuery } from '@tanstack/react-query'
import { Loading, Title, useDataProvider, useGetIdentity, usePermissions } from 'react-admin'
import { Link } from 'react-router-dom'
import type { HomeSummary } from '../../../common/home'
import { canOpenRoute } from '../../../common/permissions'
import type { Role } from '../../../common/roles'
import { ROUTES } from '../../../common/routes'
import { format } from '../../i18n/en'
import { useStrings } from '../../i18n/useStrings'
import type { ConsoleDataProvider } from '../../providers/dataProvider'
import { PRODUCT_NAME } from '../../productName'
import { FeedVolume } from './FeedVolume'
import { GettingStarted } from './GettingStarted'
import { HomeCard } from './HomeCard'
import { MyFacets } from './MyFacets'
import { SinceLastVisit } from './SinceLastVisit'
import { TeamThroughput } from './TeamThroughput'

const SHORTCUTS = [
  ['entities', ROUTES.entities],
  ['facets', ROUTES.assignFacets],
  ['feed', ROUTES.feedArticles],
  ['events', ROUTES.events],
  ['regulations', ROUTES.regulations],
  ['templates', ROUTES.adminTemplates],
  ['users', ROUTES.adminUsers],
] as const

/**
 * /admin and /analyst, the dashboards: what reached the user since their last visit, their facets by stage,
 * the feeds' volume, the team's throughput and shortcuts to the screens they work in; on a console without
 * entities, how to start.
 */
export function HomePage() {
  const t = useStrings().home
  const { identity } = useGetIdentity()
  const { permissions: role } = usePermissions<Role>()
  const dataProvider = useDataProvider<ConsoleDataProvider>()
  const { data: summary, error } = useQuery({
    queryKey: ['home'],
    queryFn: () => dataProvider.find<HomeSummary>('home'),
  })
  const userId = identity ? String(identity.id) : null
  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      <Title title={PRODUCT_NAME} />
      <Typography variant="h5" component="h2">
        {format(t.welcome, { name: identity?.fullName ?? '' })}
      </Typography>
      {error ? <Alert severity="error">{format(t.loadFailed, { message: (error as Error).message })}</Alert> : null}
      {!summary || !userId ? (
        error ? null : (
          <Loading />
        )
      ) : (
        <>
          {summary.empty ? <GettingStarted isAdmin={role === 'admin'} /> : null}
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, md: 4 }}>
              <SinceLastVisit userId={userId} summary={summary} />
            </Grid>
            <Grid size={{ xs: 12, md: 8 }}>
              <MyFacets userId={userId} holding={summary.assignedToMe} />
            </Grid>
            <Grid size={{ xs: 12, md: 5 }}>
              <FeedVolume days={summary.feed} />
            </Grid>
            <Grid size={{ xs: 12, md: 7 }}>
              <TeamThroughput throughput={summary.throughput} />
            </Grid>
          </Grid>
        </>
      )}
      <HomeCard title={t.shortcutsTitle} fill={false}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {SHORTCUTS.filter(([, to]) => canOpenRoute(role, to)).map(([key, to]) => (
            <Button key={key} component={Link} to={to} variant="outlined">
              {t.shortcuts[key]}
            </Button>
          ))}
        </Stack>
      </HomeCard>
    </Stack>
  )
}
