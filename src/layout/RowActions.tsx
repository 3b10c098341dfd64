import { useState } from 'react'
import EditIcon from '@mui/icons-material/Edit'
import { IconButton, Stack, Tooltip } from '@mui/material'
import { Confirm, useDelete, useNotify, useRecordContext, useResourceContext } from 'react-admin'
import { Link } from 'react-router-dom'
import { UNDOABLE_DELETE_MS } from '../../common/limits'
import { format } from '../i18n/en'
import { useStrings } from '../i18n/useStrings'
import { DeleteIconButton } from './DeleteIconButton'

interface Props {
  /** How the row is named to assistive technology: "Edit {label}", "Delete {label}". */
  label: string
  editTitle: string
  /** Edit opens this route, or calls onEdit (a dialog). */
  editTo?: string
  onEdit?: () => void
  deleteConfirm: string
  /** what the confirmation says under its title; nothing by default */
  deleteContent?: string
  deletedMessage: string
  /** how long the deleted message stays; the toasts' default otherwise */
  deletedToastMs?: number
  /**
   * The record goes to the trash: once confirmed, the row leaves the list at once and the deleted message
   * offers Undo for UNDOABLE_DELETE_MS; the delete is sent only when that time is over.
   */
  undoable?: boolean
}

/** The Action column of the lists: edit, and delete after a confirmation (the list reads again), undoable or not. */
export function RowActions({
  label,
  editTitle,
  editTo,
  onEdit,
  deleteConfirm,
  deleteContent = '',
  deletedMessage,
  deletedToastMs,
  undoable = false,
}: Props) {
  const notify = useNotify()
  const t = useStrings().layout
  const record = useRecordContext()
  const resource = useResourceContext()
  const [asking, setAsking] = useState(false)
  const [remove, { isPending }] = useDelete()
  const editProps = editTo ? { component: Link, to: editTo } : { onClick: onEdit }
  const confirm = () =>
    record &&
    remove(
      resource,
      { id: record.id, previousData: record },
      {
        mutationMode: undoable ? 'undoable' : 'pessimistic',
        onSuccess: () => {
          setAsking(false)
          notify(deletedMessage, {
            type: 'info',
            ...(undoable ? { undoable, autoHideDuration: UNDOABLE_DELETE_MS } : { autoHideDuration: deletedToastMs }),
          })
        },
        onError: (error) => {
          setAsking(false)
          notify(error instanceof Error && error.message ? error.message : 'ra.notification.http_error', {
            type: 'error',
          })
        },
      },
    )
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
      <Tooltip title={editTitle}>
        <IconButton aria-label={format(t.editRow, { name: label })} size="small" {...editProps}>
          <EditIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <DeleteIconButton title={t.delete} label={format(t.deleteRow, { name: label })} onClick={() => setAsking(true)} />
      <Confirm
        isOpen={asking}
        loading={isPending}
        title={deleteConfirm}
        content={deleteContent}
        onConfirm={confirm}
        onClose={() => setAsking(false)}
      />
    </Stack>
  )
}
