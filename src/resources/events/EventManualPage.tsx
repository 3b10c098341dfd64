import { useState } from 'react'
import { Stack, Typography } from '@mui/material'
import { Title } from 'react-admin'
import { app } from '../../i18n/en'
import { EventForm } from './EventForm'
import { useEventCalls } from './eventCalls'
import { emptyEventValues } from './eventValues'

const t = app.events

/** /analyst/feed/manually-create (spec 3 §2): an event from nothing; the form starts afresh after each publish. */
export function EventManualPage() {
  const [round, setRound] = useState(0)
  const calls = useEventCalls()
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
          if (await calls.publish(values)) setRound((count) => count + 1)
        }}
      />
    </Stack>
  )
}
