import type { Event } from '../../../server/services/events/events.schema'
import { app } from '../../i18n/en'
import { EventForm } from './EventForm'
import { patchPayload, valuesFromEvent } from './eventValues'
import { RecordEditPage } from './RecordEditPage'

const t = app.events

/** /analyst/events/{id} (spec 3 §2): the event form with the stored event; Save changes. */
export function EventEditPage() {
  return (
    <RecordEditPage<Event>
      service="events"
      texts={t}
      form={(event, save) => (
        <EventForm
          key={event.updatedAt}
          mode="edit"
          initial={valuesFromEvent(event)}
          onSubmit={(values) => save(patchPayload(values))}
        />
      )}
    />
  )
}
