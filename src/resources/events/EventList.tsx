import { format as formatDate } from 'date-fns'
import { Link } from 'react-router-dom'
import { FEED_DATE_DISPLAY } from '../../../common/limits'
import { ROUTES } from '../../../common/routes'
import type { Event } from '../../../server/services/events/events.schema'
import { app } from '../../i18n/en'
import { useRecordCalls } from './recordCalls'
import { RecordList } from './RecordList'

const t = app.events
const editRoute = (event: Event) => `${ROUTES.events}/${event.id}`

/**
 * /analyst/events (spec 3 §2 Events list): columns id, title, created by, topic, first entity and
 * updated; filters topic, updated day, user, entity and title.
 */
export function EventList() {
  const calls = useRecordCalls<Event>('events', t)
  return (
    <RecordList<Event>
      heading={t.listTitle}
      service="events"
      nameOf={(event) => event.title}
      editRoute={editRoute}
      remove={(event) => calls.remove(event.id)}
      texts={t}
      columns={[
        { label: t.id, cell: (event) => event.id },
        { label: t.title, cell: (event) => <Link to={editRoute(event)}>{event.title}</Link> },
        { label: t.createdBy, cell: (event) => event.createdBy?.name ?? '' },
        { label: t.topic, cell: (event) => event.topics[0]?.name ?? '' },
        { label: t.entity, cell: (event) => event.entities[0]?.name ?? '' },
        {
          label: t.updatedAt,
          cell: (event) => formatDate(new Date(event.updatedAt), FEED_DATE_DISPLAY),
          noWrap: true,
        },
      ]}
    />
  )
}
