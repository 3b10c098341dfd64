import { useMemo, useState } from 'react'
import { Alert } from '@mui/material'
import type { FieldValues } from 'react-hook-form'
import { Edit, useEditContext, useNotify, useRecordContext, useTranslate, useUpdate, type RaRecord } from 'react-admin'
import { RECORD_TOAST_MS } from '../../../common/limits'
import { useSaveConflict } from '../ConflictDialog'
import { needsSignIn } from '../../providers/reloginStore'
import { failureText } from './recordFailure'
import { RecordForm } from './RecordForm'
import { stringOf, type RecordKind } from './recordKind'

/** A record as the edit page reads it: its version is `updatedAt`. */
type Versioned = RaRecord & { updatedAt: string }

interface Props<Stored extends Versioned, Values extends FieldValues> {
  kind: RecordKind<Stored, Values>
}

/** The load's failure: the server's refusal, else "Can't load …"; nothing while the relogin modal is open. */
function LoadFailure({ kind }: { kind: { strings: string } }) {
  const translate = useTranslate()
  const { error } = useEditContext()
  if (needsSignIn(error)) return null
  return <Alert severity="error">{failureText(error, translate(stringOf(kind, 'loadFailed')))}</Alert>
}

/**
 * The stored record in its form. Each save names the version it was made from (spec 3's stale-save
 * check): one over someone else's is refused and opens the conflict dialog, the edits kept; Overwrite
 * sends them again naming the newer version, Reload draws the form afresh from the record as it now is.
 */
function EditForm<Stored extends Versioned, Values extends FieldValues>({ kind }: Props<Stored, Values>) {
  const translate = useTranslate()
  const notify = useNotify()
  const { record, refetch } = useEditContext<Stored>()
  const [update] = useUpdate()
  const [loads, setLoads] = useState(0)
  const conflict = useSaveConflict(() => void refetch().then(() => setLoads((count) => count + 1)))
  const values = useMemo(() => (record ? kind.fromRecord(record) : undefined), [kind, record])
  if (!record || !values) return null

  const save = async (payload: object, version: string): Promise<void> => {
    try {
      // the whole payload with its version: not a diff against the record, which would leave the version out
      await update(
        kind.resource,
        { id: record.id, data: { ...payload, updatedAt: version }, previousData: undefined },
        { mutationMode: 'pessimistic', returnPromise: true },
      )
      notify(stringOf(kind, 'saved'), { type: 'success', autoHideDuration: RECORD_TOAST_MS })
    } catch (error) {
      if (conflict.caught(error, (newer) => void save(payload, newer))) return
      if (needsSignIn(error)) return
      notify(failureText(error, translate(stringOf(kind, 'saveFailed'))), {
        type: 'error',
        autoHideDuration: RECORD_TOAST_MS,
      })
    }
  }
  return (
    <>
      <RecordForm
        key={loads}
        kind={kind}
        mode="edit"
        record={values}
        onSubmit={(edited) => save(kind.patchPayload(edited), record.updatedAt)}
      />
      {conflict.dialog}
    </>
  )
}

/** The page title (the screen's h1, in the app bar): 'Edit event #12'. */
function EditTitle<Stored extends Versioned, Values extends FieldValues>({ kind }: Props<Stored, Values>) {
  const translate = useTranslate()
  const record = useRecordContext<Stored>()
  const title = translate(stringOf(kind, 'editTitle'))
  return <>{record ? `${title} #${record.id}` : title}</>
}

/** /analyst/events/{id} and /analyst/regulations/{id} (spec 3 §2): react-admin's `<Edit>` of the record. */
export function RecordEdit<Stored extends Versioned, Values extends FieldValues>({ kind }: Props<Stored, Values>) {
  return (
    <Edit
      resource={kind.resource}
      title={<EditTitle kind={kind} />}
      actions={false}
      redirectOnError={false}
      // the page says what failed (LoadFailure), rather than a toast and a redirect to the list
      queryOptions={{ onError: () => undefined }}
      error={<LoadFailure kind={kind} />}
      sx={{ maxWidth: 900, '& .RaEdit-card': { p: 2 } }}
    >
      <EditForm kind={kind} />
    </Edit>
  )
}
