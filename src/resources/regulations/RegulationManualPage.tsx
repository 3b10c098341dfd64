import { useState } from 'react'
import { Stack, Typography } from '@mui/material'
import { Title } from 'react-admin'
import type { Regulation } from '../../../server/services/regulation/regulation.schema'
import { app } from '../../i18n/en'
import { useRecordCalls } from '../events/recordCalls'
import { RegulationForm } from './RegulationForm'
import { emptyRegulationValues, regulationPayload } from './regulationValues'

const t = app.regulations

/** /analyst/feed/regulations/manually-create (spec 3 §2): the form starts afresh after each publish. */
export function RegulationManualPage() {
  const [round, setRound] = useState(0)
  const calls = useRecordCalls<Regulation>('regulation', t)
  return (
    <Stack spacing={2} sx={{ mt: 2, maxWidth: 900 }}>
      <Title title={t.manualTitle} />
      <Typography variant="h5" component="h1">
        {t.manualTitle}
      </Typography>
      <RegulationForm
        key={round}
        mode="create"
        initial={emptyRegulationValues()}
        onSubmit={async (values) => {
          if (await calls.publish(regulationPayload(values))) setRound((count) => count + 1)
        }}
      />
    </Stack>
  )
}
