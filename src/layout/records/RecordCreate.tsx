import { useState } from 'react'
import { Paper, Stack, Typography } from '@mui/material'
import type { FieldValues } from 'react-hook-form'
import { CreateBase, Title, useNotify, useTranslate } from 'react-admin'
import { RECORD_TOAST_MS } from '../../../common/limits'
import { needsSignIn } from '../../providers/reloginStore'
import { RecordForm } from './RecordForm'
import { stringOf, type RecordKind } from './recordKind'
import { useStrings } from '../../i18n/useStrings'
import { errorText } from '../../providers/apiErrors'

interface Props<Stored, Values extends FieldValues> {
  kind: RecordKind<Stored, Values>
  /** the values the form starts from */
  record: Values
  /** the feed item the record is made from */
  feedItemId?: number
  /** called once the record is published */
  onCreated: () => void
}

/**
 * A new event or regulation through react-admin's `<CreateBase>`: Publish sends it, 'Event successfully
 * created!' (3 s) follows and `onCreated` goes on; a refusal shows its message and keeps the form.
 */
export function RecordCreate<Stored, Values extends FieldValues>({
  kind,
  record,
  feedItemId,
  onCreated,
}: Props<Stored, Values>) {
  const notify = useNotify()
  const strings = useStrings()
  return (
    <CreateBase
      resource={kind.resource}
      record={record}
      redirect={false}
      transform={(values: Values) => kind.createPayload(values, feedItemId)}
      mutationOptions={{
        onSuccess: () => {
          notify(stringOf(kind, 'created'), { type: 'success', autoHideDuration: RECORD_TOAST_MS })
          onCreated()
        },
        onError: (error: unknown) => {
          if (needsSignIn(error)) return
          notify(errorText(error, strings.generic), { type: 'error', autoHideDuration: RECORD_TOAST_MS })
        },
      }}
    >
      <RecordForm kind={kind} mode="create" record={record} />
    </CreateBase>
  )
}

/**
 * /analyst/feed/manually-create and /analyst/feed/regulations/manually-create (spec 3 §2): a record
 * from nothing; the form starts afresh after each publish.
 */
export function RecordManualCreate<Stored, Values extends FieldValues>({ kind }: { kind: RecordKind<Stored, Values> }) {
  const translate = useTranslate()
  const [round, setRound] = useState(0)
  const heading = translate(stringOf(kind, 'manualTitle'))
  return (
    <Stack spacing={2} sx={{ mt: 2, maxWidth: 900 }}>
      <Title title={heading} />
      <Typography variant="h5" component="h2">
        {heading}
      </Typography>
      <Paper sx={{ p: 2 }}>
        <RecordCreate key={round} kind={kind} record={kind.empty()} onCreated={() => setRound((count) => count + 1)} />
      </Paper>
    </Stack>
  )
}
