import { FunctionField, TextField } from 'react-admin'
import { format } from '../../i18n/en'
import { useStrings } from '../../i18n/useStrings'
import type { Event } from '../../../server/services/events/events.schema'
import { displayDay } from '../../layout/dates'
import { FEED_ROUTES } from '../../layout/feedRoutes'
import { joined } from '../../layout/phoneList'
import { RecordLinkField, RecordList } from '../../layout/records/RecordList'
import { TopicChip } from '../../layout/TopicChip'
import { eventKind } from './eventKind'

/**
 * /analyst/events (spec 3 §2 Events list): columns id, title, created by, topic, first entity and
 * updated; filters topic, updated day, user, entity and title.
 */
export function EventList() {
  const strings = useStrings()
  return (
    <RecordList<Event>
      kind={eventKind}
      madeFrom={FEED_ROUTES.article}
      nameOf={(event) => event.title}
      phoneDetail={(event) =>
        joined(event.topics[0]?.name, format(strings.layout.modifiedOn, { date: displayDay(event.updatedAt) }))
      }
    >
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
