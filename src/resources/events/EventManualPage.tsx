import { useState } from 'react'
import { Stack, Typography } from '@mui/material'
import { Title } from 'react-admin'
import { app } from '../../i18n/en'
import { EventForm } from './EventForm'
import { useRecordCalls } from './recordCalls'
import { createPayload, emptyEventValues } from './eventValues'
import type { Event } from '../../../server/services/events/events.schema'

const t = app.events

/** /analyst/feed/manually-create (spec 3 §2): an event from nothing; the form starts afresh after each publish. */
export function EventManualPage() {
  const [round, setRound] = useState(0)
  const calls = useRecordCalls<Event>('events', t)
  return (
    <Stack spacing={2} sx={{ mt: 2, maxWidth: 900 }}>
      <Title title={t.manualTitle} />
      <Typography variant="h5" component="h1">
        {t.manualTitle}
      </Typography>
      <EventForm
        key={round}
        mode="create"
        initial={emptyEventValues()}
        onSubmit={async (values) => {
          if (await calls.publish(createPayload(values))) setRound((count) => count + 1)
        }}
      />
    </Stack>
  )
}
