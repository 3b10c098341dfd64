import { useState } from 'react'
import EditIcon from '@mui/icons-material/Edit'
import { Chip, IconButton, Stack, Tooltip, Typography } from '@mui/material'
import { Confirm } from 'react-admin'
import type { PersonRecord } from '../../../../../server/services/person-records/person-records.schema'
import type { PersonRecordKind } from './personRecordKinds'
import { displayDay } from '../../../../layout/dates'
import { DeleteIconButton } from '../../../../layout/DeleteIconButton'
import { format } from '../../../../i18n/en'
import { useStrings } from '../../../../i18n/useStrings'

const text = (value: unknown) => (typeof value === 'string' ? value : '')

interface Props {
  kind: PersonRecordKind
  records: PersonRecord[]
  onEdit: (record: PersonRecord) => void
  /** called once the user said Yes */
  onDelete: (record: PersonRecord) => void
}

/** A person's roles or educations: each with where and when, Edit, and Delete after a confirmation. */
export function PersonRecordList({ kind, records, onEdit, onDelete }: Props) {
  const strings = useStrings()
  const [deleting, setDeleting] = useState<PersonRecord | null>(null)
  if (records.length === 0) {
    return (
      <Typography variant="caption" color="text.secondary">
        {strings.person.none}
      </Typography>
    )
  }
  return (
    <>
      {records.map((record) => {
        const name = text(record[kind.heading])
        const where = record[kind.entityAnswer]?.name ?? text(record[kind.textField])
        const dates = [displayDay(text(record.startDate)), displayDay(text(record.endDate))].filter(Boolean).join(' – ')
        const edit = format(strings.person.edit, { name })
        const remove = format(strings.person.delete, { name })
        return (
          <Stack
            key={record.id}
            direction="row"
            spacing={1}
            sx={{ alignItems: 'center' }}
            role="listitem"
            aria-label={name}
          >
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {name}
            </Typography>
            <Typography variant="body2" sx={{ flex: 1 }}>
              {[where, dates].filter(Boolean).join(' · ')}
            </Typography>
            {record.isPrimary === true && <Chip size="small" label={strings.person.primaryTag} />}
            <Tooltip title={edit}>
              <IconButton size="small" aria-label={edit} onClick={() => onEdit(record)}>
                <EditIcon fontSize="small" />
              </IconButton>
            </Tooltip>
            <DeleteIconButton title={remove} label={remove} onClick={() => setDeleting(record)} />
          </Stack>
        )
      })}
      <Confirm
        isOpen={deleting !== null}
        title="app.person.deleteConfirm"
        titleTranslateOptions={{ name: text(deleting?.[kind.heading]) }}
        content=""
        confirm="app.person.yes"
        cancel="app.person.no"
        confirmColor="warning"
        onConfirm={() => {
          if (deleting) onDelete(deleting)
          setDeleting(null)
        }}
        onClose={() => setDeleting(null)}
      />
    </>
  )
}
