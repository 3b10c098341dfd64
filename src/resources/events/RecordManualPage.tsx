import { useState, type ReactNode } from 'react'
import { Stack, Typography } from '@mui/material'
import { Title } from 'react-admin'

interface Props {
  heading: string
  /** the empty form; `published` is called once a record is published, and the form starts afresh */
  form: (published: () => void) => ReactNode
}

/** Manual creation of events and regulations (spec 3 §2): the form starts afresh after each publish. */
export function RecordManualPage({ heading, form }: Props) {
  const [round, setRound] = useState(0)
  return (
    <Stack spacing={2} sx={{ mt: 2, maxWidth: 900 }}>
      <Title title={heading} />
      <Typography variant="h5" component="h1">
        {heading}
      </Typography>
      <div key={round}>{form(() => setRound((count) => count + 1))}</div>
    </Stack>
  )
}
