import { useState } from 'react'
import { Stack, Typography } from '@mui/material'
import { useDataProvider, useGetList, useNotify, useTranslate } from 'react-admin'
import { ERROR_TOAST_MS } from '../../../../../common/limits'
import type { PersonRecord } from '../../../../../server/services/person-records/person-records.schema'
import { useSaveConflict } from '../../../../layout/ConflictDialog'
import { overwriting } from '../../../../providers/staleSave'
import { PersonRecordForm } from './PersonRecordForm'
import { PersonRecordList } from './PersonRecordList'
import type { PersonRecordKind } from './personRecordKinds'
import { recordBody, type PersonRecordFormValues } from './personRecordValues'
import { errorText } from '../../../../providers/apiErrors'

const ALL = { page: 1, perPage: 1000 }
const NEWEST_FIRST = { field: 'startDate', order: 'DESC' } as const

/**
 * A person entity's roles or educations (spec 2 §4–§5): the list, and a form that adds one; Edit takes
 * an item out of the list into the form, Delete asks first. A save refused as stale opens the conflict
 * dialog, the edits kept until the user chooses.
 */
export function PersonRecordsPanel({ entityId, kind }: { entityId: string; kind: PersonRecordKind }) {
  const translate = useTranslate()
  const dataProvider = useDataProvider()
  const notify = useNotify()
  const { data: records = [], refetch } = useGetList<PersonRecord>(
    kind.resource,
    { filter: { entityId }, pagination: ALL, sort: NEWEST_FIRST },
    { onError: () => notify(kind.strings.fetchFailed, { type: 'error' }) },
  )
  const [editing, setEditing] = useState<PersonRecord | null>(null)
  // each save or cancel starts a new, empty form
  const [round, setRound] = useState(0)
  const startAgain = () => {
    setEditing(null)
    setRound((before) => before + 1)
    void refetch()
  }
  const conflict = useSaveConflict(startAgain)

  const save = async (values: PersonRecordFormValues, previousData = editing): Promise<void> => {
    const data = recordBody(kind, values)
    try {
      if (previousData) await dataProvider.update(kind.resource, { id: previousData.id, data, previousData })
      else await dataProvider.create(kind.resource, { data: { ...data, entityId } })
      notify(kind.strings.saved, { type: 'success' })
      startAgain()
    } catch (error) {
      if (previousData && conflict.caught(error, (version) => void save(values, overwriting(previousData, version)))) {
        return
      }
      notify(errorText(error, kind.strings.saveFailed), { type: 'error', autoHideDuration: ERROR_TOAST_MS })
    }
  }

  const remove = async (record: PersonRecord) => {
    try {
      await dataProvider.delete(kind.resource, { id: record.id, previousData: record })
      notify(kind.strings.deleted, { type: 'success' })
      void refetch()
    } catch {
      notify(kind.strings.deleteFailed, { type: 'error', autoHideDuration: ERROR_TOAST_MS })
    }
  }

  const title = translate(kind.strings.title)
  return (
    <Stack spacing={1} component="section" aria-label={title}>
      <Typography variant="subtitle2">{title}</Typography>
      <PersonRecordList
        kind={kind}
        records={records.filter((record) => record.id !== editing?.id)}
        onEdit={setEditing}
        onDelete={(record) => void remove(record)}
      />
      <PersonRecordForm
        key={`${editing?.id ?? 'new'}-${round}`}
        kind={kind}
        record={editing ?? undefined}
        onSubmit={save}
        onCancel={editing ? startAgain : undefined}
      />
      {conflict.dialog}
    </Stack>
  )
}
