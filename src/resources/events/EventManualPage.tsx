import type { Event } from '../../../server/services/events/events.schema'
import { app } from '../../i18n/en'
import { EventForm } from './EventForm'
import { createPayload, emptyEventValues } from './eventValues'
import { RecordManualPage } from './RecordManualPage'
import { useRecordCalls } from './recordCalls'

const t = app.events

/** /analyst/feed/manually-create (spec 3 §2): an event from nothing. */
export function EventManualPage() {
  const calls = useRecordCalls<Event>('events', t)
  return (
    <RecordManualPage
      heading={t.manualTitle}
      form={(published) => (
        <EventForm
          mode="create"
          initial={emptyEventValues()}
          onSubmit={async (values) => {
            if (await calls.publish(createPayload(values))) published()
          }}
        />
      )}
    />
  )
}
