import { Link as MuiLink, List, ListItem, Typography } from '@mui/material'
import { Link } from 'react-router-dom'
import { ROUTES } from '../../../common/routes'
import { useStrings } from '../../i18n/useStrings'
import { HomeCard } from './HomeCard'

/** On a console without entities: the usual first steps (an admin's), and the demo to look around first. */
export function GettingStarted({ isAdmin }: { isAdmin: boolean }) {
  const t = useStrings().home
  const steps = [
    { to: ROUTES.adminTemplates, label: t.startSteps.templates },
    { to: ROUTES.adminUsers, label: t.startSteps.users },
    { to: ROUTES.sourcesArticles, label: t.startSteps.sources },
    { to: ROUTES.importEntities, label: t.startSteps.imports },
  ]
  return (
    <HomeCard title={t.startTitle} fill={false}>
      {isAdmin ? (
        <>
          <Typography>{t.startIntro}</Typography>
          <List component="ol" dense sx={{ listStyle: 'decimal', pl: 3 }}>
            {steps.map((step) => (
              <ListItem key={step.to} sx={{ display: 'list-item', pl: 0.5 }}>
                <MuiLink component={Link} to={step.to}>
                  {step.label}
                </MuiLink>
              </ListItem>
            ))}
          </List>
        </>
      ) : (
        <Typography sx={{ mb: 1 }}>{t.startAnalyst}</Typography>
      )}
      <Typography color="text.secondary">
        {t.demo} <code>{t.demoCommand}</code>
        {t.demoAfter}
      </Typography>
    </HomeCard>
  )
}
