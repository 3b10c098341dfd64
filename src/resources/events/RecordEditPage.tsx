import { Fragment, useEffect, useState, type ReactNode } from 'react'
import { Alert, CircularProgress, Stack, Typography } from '@mui/material'
import { Title, useDataProvider } from 'react-admin'
import { useParams } from 'react-router-dom'
import { app } from '../../i18n/en'
import { useSaveConflict } from '../../layout/ConflictDialog'
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
export function RecordEditPage<T extends { id: number; updatedAt: string }>({ service, texts, form }: Props<T>) {
  const { id } = useParams()
  const [record, setRecord] = useState<T | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  // a reload after a stale save draws a new form from the record as it now is
  const [loads, setLoads] = useState(0)
  const conflict = useSaveConflict(() => setLoads((count) => count + 1))
  const calls = useRecordCalls<T>(service, texts)
  const dataProvider = useDataProvider()
  useEffect(() => {
    let current = true
    dataProvider
      .getOne<T>(service, { id: Number(id) })
      .then(({ data }) => current && setRecord(data))
      .catch((error: Error) => current && setFailure(error.message || texts.loadFailed))
    return () => {
      current = false
    }
  }, [dataProvider, id, service, texts.loadFailed, loads])

  // each save names the version it was made from: a save over someone else's is refused, not lost
  const save = async (payload: object, version = record!.updatedAt) => {
    const saved = await calls.save(record!.id, { ...payload, updatedAt: version }, (failure) =>
      conflict.caught(failure, (newer) => void save(payload, newer)),
    )
    if (saved) setRecord(saved)
  }

  return (
    <Stack spacing={2} sx={{ mt: 2, maxWidth: 900 }}>
      <Title title={texts.editTitle} />
      <Typography variant="h5" component="h1">
        {texts.editTitle}
        {record && ` #${record.id}`}
      </Typography>
      {failure && <Alert severity="error">{failure}</Alert>}
      {!record && !failure && <CircularProgress aria-label={app.feed.loading} />}
      {record && <Fragment key={loads}>{form(record, (payload) => save(payload))}</Fragment>}
      {conflict.dialog}
    </Stack>
  )
}
