import { Breadcrumbs, Link, Typography } from '@mui/material'
import { Link as RouterLink, useLocation } from 'react-router-dom'
import { breadcrumbOf } from './breadcrumb'

export function Breadcrumb() {
  const crumbs = breadcrumbOf(useLocation().pathname)
  return (
    <Breadcrumbs
      aria-label="breadcrumb"
      sx={{ flex: 1, color: 'inherit', '& .MuiBreadcrumbs-separator': { color: 'inherit' } }}
    >
      {crumbs.map((crumb, index) =>
        index === crumbs.length - 1 || !crumb.to ? (
          <Typography key={crumb.label} color="inherit" sx={{ fontWeight: index === crumbs.length - 1 ? 600 : 400 }}>
            {crumb.label}
          </Typography>
        ) : (
          <Link key={crumb.to} component={RouterLink} to={crumb.to} color="inherit" underline="hover">
            {crumb.label}
          </Link>
        ),
      )}
    </Breadcrumbs>
  )
}
