import { useId, type ReactNode } from 'react'
import { Button, DialogActions, DialogTitle } from '@mui/material'
import { ResponsiveDialog } from './ResponsiveDialog'

interface Props {
  open: boolean
  title: ReactNode
  yes: string
  no: string
  onYes: () => void
  onClose: () => void
}

/**
 * A question answered Yes or No (the grids' deletes, spec 2 §2): Yes has the focus, so Enter confirms and
 * Escape cancels.
 */
export function YesNoDialog({ open, title, yes, no, onYes, onClose }: Props) {
  const titleId = useId()
  return (
    <ResponsiveDialog open={open} onClose={onClose} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogActions>
        <Button onClick={onClose}>{no}</Button>
        <Button variant="contained" color="error" onClick={onYes} autoFocus>
          {yes}
        </Button>
      </DialogActions>
    </ResponsiveDialog>
  )
}
