import { useEffect, useState } from 'react'
import {
  Button,
  DialogActions,
  DialogContent,
  DialogTitle,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material'
import { ResponsiveDialog } from './ResponsiveDialog'
import { useStrings } from '../i18n/useStrings'

/** Where a typed `?` is text, not the shortcut: a field, a box that takes typing. */
const TAKES_TEXT =
  'input:not([type="checkbox"], [type="radio"], [type="button"]), textarea, select, [contenteditable="true"]'

/** `?` (Shift+/) typed outside a text field, and not taken by what has the focus (a grid cell's editor). */
export const isShortcutsKey = (event: KeyboardEvent) =>
  event.key === '?' &&
  !event.ctrlKey &&
  !event.metaKey &&
  !event.altKey &&
  !event.defaultPrevented &&
  !(event.target instanceof Element && event.target.closest(TAKES_TEXT))

const SECTIONS = ['everywhere', 'grids', 'dictionaries'] as const

/** The list of the console's keyboard shortcuts, opened by `?` on any signed-in screen; Escape closes it. */
export function ShortcutsDialog() {
  const t = useStrings().keyboard
  const [open, setOpen] = useState(false)
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isShortcutsKey(event)) return
      event.preventDefault()
      setOpen(true)
    }
    // bubbling: a grid cell that starts editing with the typed `?` has handled it (and prevented it) first
    window.addEventListener('keydown', onKeyDown)
    return () => window.removeEventListener('keydown', onKeyDown)
  }, [])
  if (!open) return null
  const close = () => setOpen(false)
  return (
    <ResponsiveDialog open onClose={close} aria-labelledby="shortcuts-title" maxWidth="md" fullWidth>
      <DialogTitle id="shortcuts-title">{t.shortcutsTitle}</DialogTitle>
      <DialogContent>
        {SECTIONS.map((name) => {
          const { title, ...rows } = t[name]
          return (
            <Table key={name} size="small" sx={{ mb: 2 }}>
              <caption style={{ captionSide: 'top', padding: 0 }}>
                <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
                  {title}
                </Typography>
              </caption>
              <TableHead>
                <TableRow>
                  <TableCell sx={{ width: '40%' }}>{t.keys}</TableCell>
                  <TableCell>{t.action}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {Object.values(rows).map(({ keys, action }) => (
                  <TableRow key={`${keys} ${action}`}>
                    <TableCell>
                      <kbd>{keys}</kbd>
                    </TableCell>
                    <TableCell>{action}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )
        })}
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{t.close}</Button>
      </DialogActions>
    </ResponsiveDialog>
  )
}
