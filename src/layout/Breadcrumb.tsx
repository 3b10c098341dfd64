import { Breadcrumbs, Link, Typography, type SxProps, type Theme } from '@mui/material'
import { useQuery } from '@tanstack/react-query'
import { useDataProvider } from 'react-admin'
import { Link as RouterLink, useLocation } from 'react-router-dom'
import type { ConsoleDataProvider } from '../providers/dataProvider'
import { breadcrumbOf, type Crumb, type NamedRecord } from './breadcrumb'

/**
 * The name of the record an id of the path stands for (spec 3 §2), read from its list row, without its
 * content: '' while it is read, so that the id does not flash by; the id itself when there is no name.
 */
function useRecordName(record: NamedRecord | undefined): string | undefined {
  const dataProvider = useDataProvider<ConsoleDataProvider>()
  const { data, isPending } = useQuery({
    queryKey: ['breadcrumb', record?.service, record?.id],
    queryFn: () =>
      dataProvider.find<{ data: Record<string, unknown>[] }>(record!.service, { id: record!.id, $limit: 1 }),
    enabled: Boolean(record),
  })
  if (!record) return undefined
  const name = data?.data[0]?.[record.field]
  if (typeof name === 'string' && name.trim()) return name
  return isPending ? '' : undefined
}

/** A crumb's text: its record's name when it stands for one. */
function CrumbText({ crumb }: { crumb: Crumb }) {
  return <>{useRecordName(crumb.record) ?? crumb.label}</>
}

/** The crumbs on one line beside the title: where the bar is short, each ends in an ellipsis. */
const ONE_LINE = {
  flex: 1,
  minWidth: 0,
  color: 'inherit',
  '& .MuiBreadcrumbs-ol': { flexWrap: 'nowrap' },
  '& .MuiBreadcrumbs-li': { minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  '& .MuiBreadcrumbs-separator': { color: 'inherit', flex: 'none' },
} as const

export function Breadcrumb({ sx }: { sx?: SxProps<Theme> }) {
  const crumbs = breadcrumbOf(useLocation().pathname)
  return (
    <Breadcrumbs aria-label="breadcrumb" sx={[ONE_LINE, ...(Array.isArray(sx) ? sx : [sx])]}>
      {crumbs.map((crumb, index) =>
        index === crumbs.length - 1 || !crumb.to ? (
          <Typography
            key={crumb.label}
            color="inherit"
            noWrap
            sx={{ fontWeight: index === crumbs.length - 1 ? 600 : 400 }}
          >
            <CrumbText crumb={crumb} />
          </Typography>
        ) : (
          <Link key={crumb.to} component={RouterLink} to={crumb.to} color="inherit" underline="hover">
            <CrumbText crumb={crumb} />
          </Link>
        ),
      )}
    </Breadcrumbs>
  )
}
