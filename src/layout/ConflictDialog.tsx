import { useId, useState } from 'react'
import { Button, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material'
import { ResponsiveDialog } from './ResponsiveDialog'
import { useStrings } from '../i18n/useStrings'
import { staleSaveOf, type SaveConflict } from '../providers/staleSave'

interface ConflictDialogProps {
  conflict: SaveConflict | null
  onReload: () => void
  onOverwrite: () => void
  onCancel: () => void
}

/** A save refused because someone saved in between: who and when, and how to go on; the edits stay. */
export function ConflictDialog({ conflict, onReload, onOverwrite, onCancel }: ConflictDialogProps) {
  const t = useStrings().staleSave
  const titleId = useId()
  return (
    <ResponsiveDialog open={conflict !== null} onClose={onCancel} maxWidth="sm" fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t.title}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 1 }}>{conflict?.message}</DialogContentText>
        <DialogContentText>{t.keep}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{t.cancel}</Button>
        <Button color="warning" onClick={onReload}>
          {t.reload}
        </Button>
        <Button variant="contained" onClick={onOverwrite}>
          {t.overwrite}
        </Button>
      </DialogActions>
    </ResponsiveDialog>
  )
}

/** A refused save, and how to make it again over the newer copy. */
interface Pending {
  conflict: SaveConflict
  overwrite: (version: string) => void
}

/**
 * A save refused as stale, and its dialog. `caught(failure, overwrite)` tells whether a failure was one and
 * then opens the dialog; Overwrite makes the same save again naming the newer version, Reload calls `reload`
 * (which drops the edits for the copy someone else saved). The user's edits stay until they choose.
 */
export function useSaveConflict(reload: () => void) {
  const [pending, setPending] = useState<Pending | null>(null)
  const caught = (failure: unknown, overwrite: (version: string) => void) => {
    const conflict = staleSaveOf(failure)
    if (conflict) setPending({ conflict, overwrite })
    return conflict !== null
  }
  const dialog = (
    <ConflictDialog
      conflict={pending?.conflict ?? null}
      onCancel={() => setPending(null)}
      onReload={() => {
        setPending(null)
        reload()
      }}
      onOverwrite={() => {
        setPending(null)
        pending?.overwrite(pending.conflict.data.updatedAt)
      }}
    />
  )
  return { caught, dialog }
}
