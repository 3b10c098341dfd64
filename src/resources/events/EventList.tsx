import { FunctionField, TextField } from 'react-admin'
import type { Event } from '../../../server/services/events/events.schema'
import { displayDay } from '../../layout/dates'
import { FEED_ROUTES } from '../../layout/feedRoutes'
import { RecordLinkField, RecordList } from '../../layout/records/RecordList'
import { TopicChip } from '../../layout/TopicChip'
import { eventKind } from './eventKind'

/**
 * /analyst/events (spec 3 §2 Events list): columns id, title, created by, topic, first entity and
 * updated; filters topic, updated day, user, entity and title.
 */
export function EventList() {
  return (
    <RecordList<Event> kind={eventKind} madeFrom={FEED_ROUTES.article} nameOf={(event) => event.title}>
      <TextField source="id" sortable={false} />
      <RecordLinkField source="title" sortable={false} />
      <TextField source="createdBy.name" label="resources.analyst/events.fields.createdBy" sortable={false} />
      <FunctionField
        source="topic"
        sortable={false}
        render={(event: Event) => (event.topics[0] ? <TopicChip topic={event.topics[0]} /> : '')}
      />
      <FunctionField source="entity" sortable={false} render={(event: Event) => event.entities[0]?.name ?? ''} />
      <FunctionField source="updatedAt" sortable={false} render={(event: Event) => displayDay(event.updatedAt)} />
    </RecordList>
  )
}
