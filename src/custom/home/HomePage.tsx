import { Card, CardActionArea, CardContent, Grid, Typography } from '@mui/material'
import { Title, useGetIdentity, usePermissions, useTranslate } from 'react-admin'
import { Link } from 'react-router-dom'
import { canOpenRoute } from '../../../common/permissions'
import type { Role } from '../../../common/roles'
import { format } from '../../i18n/en'
import { useStrings } from '../../i18n/useStrings'
import { MENU, isGroup, visibleMenu } from '../../layout/menuItems'
import { SCREENS } from '../../screens'
import { PRODUCT_NAME } from '../../productName'

/** /admin and /analyst: a welcome with the screens the role can open. */
export function HomePage() {
  const strings = useStrings()
  const { identity } = useGetIdentity()
  const { permissions: role } = usePermissions<Role>()
  const translate = useTranslate()
  const links = visibleMenu(MENU, (path) => canOpenRoute(role, path), SCREENS, role === 'admin').flatMap((entry) =>
    isGroup(entry)
      ? entry.items.map((item) => ({ to: item.to, title: `${translate(entry.label)}: ${translate(item.label)}` }))
      : [{ to: entry.to, title: translate(entry.label) }],
  )
  return (
    <>
      <Title title={PRODUCT_NAME} />
      <Typography variant="h5" sx={{ mt: 2, mb: 1 }}>
        {format(strings.home.welcome, { name: identity?.fullName ?? '' })}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {links.length ? strings.home.intro : strings.home.nothingYet}
      </Typography>
      <Grid container spacing={2}>
        {links.map((link) => (
          <Grid key={link.to} size={{ xs: 12, sm: 6, md: 4 }}>
            <Card variant="outlined">
              <CardActionArea component={Link} to={link.to}>
                <CardContent>
                  <Typography variant="h6">{link.title}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {link.to}
                  </Typography>
                </CardContent>
              </CardActionArea>
            </Card>
          </Grid>
        ))}
      </Grid>
    </>
  )
}
