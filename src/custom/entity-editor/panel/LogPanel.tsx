import { Chip, Divider, Stack, Typography } from '@mui/material'
import type { FacetLogRecord } from '../../../../common/entityFormat'
import { reassignmentHistory } from '../../../../common/reassignmentHistory'
import { format } from '../../../i18n/en'
import { useCounted, useStrings } from '../../../i18n/useStrings'
import { dateTime } from '../../../layout/dates'
import { EntryHeading, EntryList, useFacetTrail } from './panelParts'

/**
 * The facet's change log: how many entries it has (read from `$limit=0`'s total), the 100 most
 * recent, and the reassignment history derived from them (spec 1 §4, §7).
 */
export function LogPanel({ facetId }: { facetId: string }) {
  const t = useStrings().facetPanel
  const counted = useCounted()
  const { data, isPending } = useFacetTrail<FacetLogRecord>('facet-logs', { facetId }, 'updatedAt')
  const { total } = useFacetTrail<FacetLogRecord>('facet-logs', { facetId }, 'updatedAt', { count: true })
  const history = reassignmentHistory(data ?? [])

  return (
    <Stack spacing={2}>
      {total !== undefined && (
        <Typography variant="body2" color="text.secondary">
          {counted('facetPanel.entries', total)}
        </Typography>
      )}
      <EntryList entries={data} isPending={isPending} label={t.titles.log}>
        {(log) => (
          <>
            <EntryHeading
              who={log.username}
              when={dateTime(log.updatedAt)}
              action={<Chip label={log.action} size="small" variant="outlined" />}
            />
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {log.description}
            </Typography>
          </>
        )}
      </EntryList>
      {!isPending && (
        <>
          <Divider />
          <Typography variant="subtitle1" component="h3" id="reassignment-history">
            {t.reassignmentHistory}
          </Typography>
          {history.length ? (
            <Stack component="ol" aria-labelledby="reassignment-history" spacing={0.5} sx={{ pl: 2.5, m: 0 }}>
              {history.map((log) => (
                <li key={log.id}>
                  <Typography variant="body2">
                    {log.description}{' '}
                    <Typography component="span" variant="caption" color="text.secondary">
                      {format(t.by, { name: log.username })} · {dateTime(log.updatedAt)}
                    </Typography>
                  </Typography>
                </li>
              ))}
            </Stack>
          ) : (
            <Typography variant="body2" color="text.secondary">
              {t.noReassignments}
            </Typography>
          )}
        </>
      )}
    </Stack>
  )
}
