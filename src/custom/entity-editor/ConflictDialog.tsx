import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material'
import { app } from '../../i18n/en'
import type { SaveConflict } from './useEntityEditor'

const t = app.entityEditor

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
      <DialogTitle>{t.conflict.title}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 1 }}>{conflict?.message}</DialogContentText>
        <DialogContentText>{t.conflict.keep}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{t.conflict.cancel}</Button>
        <Button color="warning" onClick={onReload}>
          {t.conflict.reload}
        </Button>
        <Button variant="contained" onClick={onOverwrite}>
          {t.conflict.overwrite}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
