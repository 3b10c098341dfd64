import { useEffect, useRef, useState } from 'react'
import {
  Alert,
  Autocomplete,
  Button,
  CircularProgress,
  IconButton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material'
import DeleteIcon from '@mui/icons-material/Delete'
import EditIcon from '@mui/icons-material/Edit'
import { format as formatDate } from 'date-fns'
import { Confirm, Title, useGetList } from 'react-admin'
import { Link } from 'react-router-dom'
import { EVENT_PAGE_SIZE } from '../../../common/events'
import { COUNTRIES_LIMIT, FEED_DATE_DISPLAY } from '../../../common/limits'
import { fillMessage } from '../../../common/messages'
import { ROUTES } from '../../../common/routes'
import type { Event } from '../../../server/services/events/events.schema'
import { app } from '../../i18n/en'
import { useInfinitePages } from '../../layout/useInfinitePages'
import { useEventCalls } from './eventCalls'
import type { Picked } from './eventValues'
import { SearchSelect } from './SearchSelect'

const t = app.events
/** The title filter waits this long after the last key (spec 3 §9). */
export const TITLE_DEBOUNCE_MS = 500

interface Filters {
  topicId?: number
  updatedAt?: string
  userId?: string
  entityId?: string
  title?: string
}

/** A text that settles `delay` ms after its last change. */
function useSettled(text: string, delay: number) {
  const [settled, setSettled] = useState(text)
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), delay)
    return () => clearTimeout(timer)
  }, [text, delay])
  return settled
}

/**
 * /analyst/events (spec 3 §2 Events list): 25 at a time as the end comes into view; columns id, title,
 * created by, topic, first entity, updated; filters topic, updated day, user, entity and title (500 ms
 * after typing); edit, and delete after a confirmation, then the list reads again.
 */
export function EventList() {
  const [filters, setFilters] = useState<Filters>({})
  const [title, setTitle] = useState('')
  const [user, setUser] = useState<Picked | null>(null)
  const [entity, setEntity] = useState<Picked | null>(null)
  const settledTitle = useSettled(title.trim(), TITLE_DEBOUNCE_MS)
  const query = {
    ...filters,
    ...(settledTitle && { title: settledTitle }),
    ...(user && { userId: user.id }),
    ...(entity && { entityId: entity.id }),
  }
  const list = useInfinitePages<Event>('events', query, { pageSize: EVENT_PAGE_SIZE })
  const [deleting, setDeleting] = useState<Event | null>(null)
  const calls = useEventCalls()
  const { data: countries = [] } = useGetList('countries', {
    pagination: { page: 1, perPage: COUNTRIES_LIMIT },
    sort: { field: 'name', order: 'ASC' },
  })
  const end = useRef<HTMLDivElement>(null)
  const { loadMore } = list
  useEffect(() => {
    const target = end.current
    if (!target) return
    const observer = new IntersectionObserver(
      (entries) => entries.some((entry) => entry.isIntersecting) && loadMore(),
      {
        rootMargin: '400px',
      },
    )
    observer.observe(target)
    return () => observer.disconnect()
  }, [loadMore])

  const filtered = Boolean(Object.keys(filters).length || title || user || entity)
  const clear = () => {
    setFilters({})
    setTitle('')
    setUser(null)
    setEntity(null)
  }
  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      <Title title={t.listTitle} />
      <Typography variant="h5" component="h1">
        {t.listTitle}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 2 }}>
        <TextField
          label={t.title}
          value={title}
          onChange={(event) => setTitle(event.target.value)}
          sx={{ width: 240 }}
        />
        <Autocomplete
          options={countries}
          getOptionLabel={(country) => String(country.name)}
          value={countries.find((country) => country.id === filters.topicId) ?? null}
          onChange={(_event, country) =>
            setFilters((now) => ({ ...now, topicId: country ? Number(country.id) : undefined }))
          }
          renderInput={(params) => <TextField {...params} label={t.topic} />}
          sx={{ width: 200 }}
        />
        <TextField
          type="date"
          label={t.updatedAt}
          value={filters.updatedAt ?? ''}
          onChange={(event) => setFilters((now) => ({ ...now, updatedAt: event.target.value || undefined }))}
          slotProps={{ inputLabel: { shrink: true } }}
          sx={{ width: 180 }}
        />
        <SearchSelect label={t.user} resource="users" value={user} onChange={setUser} />
        <SearchSelect
          label={t.entity}
          resource="entity-infos"
          filter={{ type: { $ne: 'Brief' } }}
          value={entity}
          onChange={setEntity}
        />
        <Button onClick={clear} disabled={!filtered}>
          {t.clearFilters}
        </Button>
      </Stack>
      <Table size="small" aria-label={t.listTitle}>
        <TableHead>
          <TableRow>
            <TableCell>{t.id}</TableCell>
            <TableCell>{t.title}</TableCell>
            <TableCell>{t.createdBy}</TableCell>
            <TableCell>{t.topic}</TableCell>
            <TableCell>{t.entity}</TableCell>
            <TableCell>{t.updatedAt}</TableCell>
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {list.items.map((event) => (
            <TableRow key={event.id} hover>
              <TableCell>{event.id}</TableCell>
              <TableCell>
                <Link to={`${ROUTES.events}/${event.id}`}>{event.title}</Link>
              </TableCell>
              <TableCell>{event.createdBy?.name ?? ''}</TableCell>
              <TableCell>{event.topics[0]?.name ?? ''}</TableCell>
              <TableCell>{event.entities[0]?.name ?? ''}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {formatDate(new Date(event.updatedAt), FEED_DATE_DISPLAY)}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                <Tooltip title={t.edit}>
                  <IconButton
                    component={Link}
                    to={`${ROUTES.events}/${event.id}`}
                    aria-label={`${t.edit} ${event.title}`}
                  >
                    <EditIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
                <Tooltip title={t.delete}>
                  <IconButton onClick={() => setDeleting(event)} aria-label={`${t.delete} ${event.title}`}>
                    <DeleteIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <div ref={end} />
      {list.loading && <CircularProgress sx={{ alignSelf: 'center' }} aria-label={app.feed.loading} />}
      {list.failed && <Alert severity="error">{app.feed.connectionLost}</Alert>}
      {list.done && !list.items.length && <Typography color="text.secondary">{t.empty}</Typography>}
      {list.done && list.items.length > 0 && (
        <Typography color="text.secondary" sx={{ textAlign: 'center' }}>
          {app.feed.endOfList}
        </Typography>
      )}
      <Confirm
        isOpen={deleting !== null}
        title={fillMessage(t.deleteTitle, { title: deleting?.title ?? '' })}
        content={t.deleteText}
        confirm={t.confirm}
        cancel={t.cancel}
        onConfirm={async () => {
          if (deleting && (await calls.remove(deleting.id))) list.reload()
          setDeleting(null)
        }}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  )
}
