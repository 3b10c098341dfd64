import EditIcon from '@mui/icons-material/Edit'
import { IconButton, Stack, Tooltip } from '@mui/material'
import { DeleteWithConfirmButton, useNotify } from 'react-admin'
import { Link } from 'react-router-dom'
import { format } from '../i18n/en'
import { useStrings } from '../i18n/useStrings'

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
}

/** The Action column of the lists: edit, and delete after a confirmation. */
export function RowActions({
  label,
  editTitle,
  editTo,
  onEdit,
  deleteConfirm,
  deleteContent = '',
  deletedMessage,
  deletedToastMs,
}: Props) {
  const notify = useNotify()
  const t = useStrings().layout
  const editProps = editTo ? { component: Link, to: editTo } : { onClick: onEdit }
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
      <Tooltip title={editTitle}>
        <IconButton aria-label={format(t.editRow, { name: label })} size="small" {...editProps}>
          <EditIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <DeleteWithConfirmButton
        label=""
        aria-label={format(t.deleteRow, { name: label })}
        confirmTitle={deleteConfirm}
        confirmContent={deleteContent}
        mutationMode="pessimistic"
        // our own toast: react-admin's successMessage is read as a translation key and falls back to 'Element deleted'
        mutationOptions={{
          onSuccess: () => notify(deletedMessage, { type: 'info', autoHideDuration: deletedToastMs }),
        }}
      />
    </Stack>
  )
}
