import type { Event } from '../../../server/services/events/events.schema'
import { app } from '../../i18n/en'
import { FeedWizard } from '../feed/FeedWizard'
import { EventForm } from './EventForm'
import { createPayload, valuesFromArticle } from './eventValues'
import { useRecordCalls } from './recordCalls'

const t = app.events

/** /analyst/feed/create (spec 3 §2): an event from each selected article, prefilled from it. */
export function EventCreatePage() {
  const calls = useRecordCalls<Event>('events', t)
  return (
    <FeedWizard
      kind="article"
      texts={{ ...t, fromItem: t.fromArticle }}
      form={(article, next) => (
        <EventForm
          key={article.id}
          mode="create"
          initial={valuesFromArticle(article)}
          onSubmit={async (values) => {
            if (await calls.publish(createPayload(values, article.id))) next()
          }}
        />
      )}
    />
  )
}
