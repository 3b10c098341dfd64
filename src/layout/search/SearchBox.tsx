import { useEffect, useState } from 'react'
import SearchIcon from '@mui/icons-material/Search'
import { Box, Button, IconButton } from '@mui/material'
import { usePhone } from '../phoneList'
import { useStrings } from '../../i18n/useStrings'
import { CommandPalette } from './CommandPalette'

/** Ctrl+K, or ⌘+K on a Mac: a chord, so taken even in a text field. */
export const isSearchKey = (event: KeyboardEvent) =>
  (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'k'

/** The app bar's search box, and the command palette it and Ctrl+K open from any screen. */
export function SearchBox() {
  const t = useStrings().search
  const [open, setOpen] = useState(false)
  const phone = usePhone()
  const openPalette = () => setOpen(true)
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSearchKey(event)) return
      // the browser's own Ctrl+K (its address bar search) gives way
      event.preventDefault()
      setOpen(true)
    }
    window.addEventListener('keydown', onKeyDown)
    return () => window.removeEventListener('keydown', onKeyDown)
  }, [])
  return (
    <>
      {phone ? (
        // a phone's bar keeps its room for the title: the icon alone, named
        <IconButton color="inherit" aria-label={t.open} onClick={openPalette} sx={{ ml: 'auto' }}>
          <SearchIcon />
        </IconButton>
      ) : (
        <Button
          color="inherit"
          variant="outlined"
          size="small"
          startIcon={<SearchIcon />}
          aria-keyshortcuts="Control+K Meta+K"
          onClick={openPalette}
          sx={{ textTransform: 'none', flexShrink: 0, ml: 'auto', mr: 1, minWidth: 160, justifyContent: 'flex-start' }}
        >
          {t.open}
          <Box component="kbd" sx={{ ml: 'auto', pl: 2, opacity: 0.8 }}>
            {t.shortcut}
          </Box>
        </Button>
      )}
      {open ? <CommandPalette onClose={() => setOpen(false)} /> : null}
    </>
  )
}
