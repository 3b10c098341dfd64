import { useState } from 'react'
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material'
import { app } from '../i18n/en'
import { staleSaveOf, type SaveConflict } from '../providers/staleSave'

const t = app.staleSave

interface ConflictDialogProps {
  conflict: SaveConflict | null
  onReload: () => void
  onOverwrite: () => void
  onCancel: () => void
}

/** A save refused because someone saved in between: who and when, and how to go on; the edits stay. */
export function ConflictDialog({ conflict, onReload, onOverwrite, onCancel }: ConflictDialogProps) {
  return (
    <Dialog open={conflict !== null} onClose={onCancel} maxWidth="sm" fullWidth>
      <DialogTitle>{t.title}</DialogTitle>
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
    </Dialog>
  )
}

interface ConflictChoices {
  /** drops the edits for the copy someone else saved */
  reload: () => void
  /** saves the edits over the copy of `version` */
  overwrite: (version: string) => void
}

/**
 * A save refused as stale, and its dialog: `caught` tells whether a failure was one (and opens the dialog);
 * the user's edits stay until they choose.
 */
export function useSaveConflict({ reload, overwrite }: ConflictChoices) {
  const [conflict, setConflict] = useState<SaveConflict | null>(null)
  const caught = (failure: unknown) => {
    const stale = staleSaveOf(failure)
    if (stale) setConflict(stale)
    return stale !== null
  }
  const dialog = (
    <ConflictDialog
      conflict={conflict}
      onCancel={() => setConflict(null)}
      onReload={() => {
        setConflict(null)
        reload()
      }}
      onOverwrite={() => {
        setConflict(null)
        if (conflict) overwrite(conflict.data.updatedAt)
      }}
    />
  )
  return { caught, dialog }
}
