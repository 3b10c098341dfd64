import { useEffect, useState, type ReactNode } from 'react'
import { Alert, CircularProgress, Stack, Typography } from '@mui/material'
import { Title } from 'react-admin'
import { useParams } from 'react-router-dom'
import { app } from '../../i18n/en'
import { feathersClient } from '../../providers/feathersClient'
import { useRecordCalls } from './recordCalls'

interface Props<T> {
  service: 'events' | 'regulation'
  texts: { editTitle: string; loadFailed: string; created: string; saved: string; deleted: string; saveFailed: string }
  /** the form with the stored record; `save` sends the changes and shows the new record once saved */
  form: (record: T, save: (payload: object) => Promise<void>) => ReactNode
}

/**
 * /analyst/events/{id} and /analyst/regulations/{id} (spec 3 §2): the record loaded (the server's
 * message, else 'Can't load …', when it fails) and its form, saved with Save changes.
 */
export function RecordEditPage<T extends { id: number }>({ service, texts, form }: Props<T>) {
  const { id } = useParams()
  const [record, setRecord] = useState<T | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const calls = useRecordCalls<T>(service, texts)
  useEffect(() => {
    let current = true
    feathersClient
      .service(service)
      .get(Number(id))
      .then((loaded: T) => current && setRecord(loaded))
      .catch((error: Error) => current && setFailure(error.message || texts.loadFailed))
    return () => {
      current = false
    }
  }, [id, service, texts.loadFailed])

  return (
    <Stack spacing={2} sx={{ mt: 2, maxWidth: 900 }}>
      <Title title={texts.editTitle} />
      <Typography variant="h5" component="h1">
        {texts.editTitle}
        {record && ` #${record.id}`}
      </Typography>
      {failure && <Alert severity="error">{failure}</Alert>}
      {!record && !failure && <CircularProgress aria-label={app.feed.loading} />}
      {record &&
        form(record, async (payload) => {
          const saved = await calls.save(record.id, payload)
          if (saved) setRecord(saved)
        })}
    </Stack>
  )
}
