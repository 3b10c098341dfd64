import { useState, type ReactNode } from 'react'
import { Button } from '@mui/material'
import { app } from '../../i18n/en'
import { useUnsavedChangesPrompt } from '../../layout/useUnsavedChangesPrompt'

const t = app.events

/**
 * The submit state of the event and regulation forms: `send` hands the values to the caller and
 * marks the form busy until it is done (a refusal keeps the form as it is); leaving with changes not
 * sent asks first, except while they are being sent.
 */
export function useRecordSubmit<V>(initial: V, values: V, onSubmit: (values: V) => Promise<void>) {
  const [submitting, setSubmitting] = useState(false)
  const leavePrompt = useUnsavedChangesPrompt(JSON.stringify(values) !== JSON.stringify(initial) && !submitting)
  const send = async () => {
    setSubmitting(true)
    try {
      await onSubmit(values)
    } finally {
      setSubmitting(false)
    }
  }
  return { submitting, leavePrompt, send }
}

/** The form's submit button: Publish for a new record, Save changes for an edited one, busy while sending. */
export function RecordSubmitButton({
  mode,
  submitting,
  disabled,
}: {
  mode: 'create' | 'edit'
  submitting: boolean
  disabled: boolean
}): ReactNode {
  const label = mode === 'create' ? (submitting ? t.publishing : t.publish) : submitting ? t.saving : t.saveChanges
  return (
    <Button type="submit" variant="contained" disabled={submitting || disabled} sx={{ alignSelf: 'flex-start' }}>
      {label}
    </Button>
  )
}
