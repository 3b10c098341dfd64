import { useEffect, useState } from 'react'
import { Alert, CircularProgress, Stack, Typography } from '@mui/material'
import { Title } from 'react-admin'
import { useParams } from 'react-router-dom'
import type { Event } from '../../../server/services/events/events.schema'
import { app } from '../../i18n/en'
import { feathersClient } from '../../providers/feathersClient'
import { EventForm } from './EventForm'
import { useEventCalls } from './eventCalls'
import { valuesFromEvent } from './eventValues'

const t = app.events

/** /analyst/events/{id} (spec 3 §2): the event form with the stored event; Save changes. */
export function EventEditPage() {
  const { id } = useParams()
  const [event, setEvent] = useState<Event | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const calls = useEventCalls()
  useEffect(() => {
    let current = true
    feathersClient
      .service('events')
      .get(Number(id))
      .then((loaded: Event) => current && setEvent(loaded))
      .catch((error: Error) => current && setFailure(error.message || t.loadFailed))
    return () => {
      current = false
    }
  }, [id])

  return (
    <Stack spacing={2} sx={{ mt: 2, maxWidth: 900 }}>
      <Title title={t.editTitle} />
      <Typography variant="h5" component="h1">
        {t.editTitle}
        {event && ` #${event.id}`}
      </Typography>
      {failure && <Alert severity="error">{failure}</Alert>}
      {!event && !failure && <CircularProgress aria-label={app.feed.loading} />}
      {event && (
        <EventForm
          key={event.updatedAt}
          mode="edit"
          initial={valuesFromEvent(event)}
          onSubmit={async (values) => {
            const saved = await calls.save(event.id, values)
            if (saved) setEvent(saved)
          }}
        />
      )}
    </Stack>
  )
}
