import { useState } from 'react'
import {
  Autocomplete,
  Box,
  Button,
  DialogActions,
  DialogContent,
  DialogTitle,
  ListItemIcon,
  ListItemText,
  ListSubheader,
  type PopperProps,
  TextField,
  Typography,
} from '@mui/material'
import { useNavigate } from 'react-router-dom'
import type { SearchHit } from '../../../common/search'
import { format } from '../../i18n/en'
import { useStrings } from '../../i18n/useStrings'
import { ResponsiveDialog } from '../ResponsiveDialog'
import { SEARCH_KIND_ICONS } from './searchKindIcons'
import { useConsoleSearch } from './useConsoleSearch'

/** The hits under the box, in the dialog's flow rather than floating over it. */
function InlineResults({ open, children, className }: PopperProps) {
  return open && typeof children !== 'function' ? <Box className={className}>{children}</Box> : null
}

/**
 * The command palette: a name typed, the records of every kind the user may open listed by kind, best
 * first; arrows move, Enter or a click opens the record, Escape closes.
 */
export function CommandPalette({ onClose }: { onClose: () => void }) {
  const t = useStrings().search
  const navigate = useNavigate()
  const [text, setText] = useState('')
  const { q, problem, hits, error, searching } = useConsoleSearch(text)
  const open = (hit: SearchHit | null) => {
    if (!hit) return
    onClose()
    navigate(hit.route)
  }
  const status = error
    ? format(t.failed, { message: error.message })
    : text.trim() && problem === t.tooLong
      ? t.tooLong
      : !problem && !searching && !hits.length
        ? format(t.nothingFound, { q })
        : null
  return (
    <ResponsiveDialog
      open
      onClose={onClose}
      aria-labelledby="search-title"
      maxWidth="sm"
      fullWidth
      // held at the top, so that the box stays in place while the hits come and go
      sx={{ '& .MuiDialog-container': { alignItems: 'flex-start' } }}
    >
      <DialogTitle id="search-title">{t.title}</DialogTitle>
      <DialogContent sx={{ minHeight: { sm: 360 } }}>
        <Autocomplete<SearchHit, false, false, false>
          open={hits.length > 0}
          // Escape with the hits open closes the palette, not only the list
          onClose={(_, reason) => reason === 'escape' && onClose()}
          options={hits}
          filterOptions={(options) => options}
          groupBy={(hit) => t.kinds[hit.kind]}
          // a listbox holds options, or groups of them: MUI's default groups are list items holding lists
          renderGroup={({ key, group, children }) => (
            <li key={key} role="group" aria-labelledby={`search-group-${key}`}>
              <ListSubheader id={`search-group-${key}`} component="div">
                {group}
              </ListSubheader>
              <Box component="ul" role="none" sx={{ p: 0 }}>
                {children}
              </Box>
            </li>
          )}
          getOptionLabel={(hit) => hit.label}
          getOptionKey={(hit) => `${hit.kind}:${hit.id}`}
          inputValue={text}
          onInputChange={(_, value, reason) => reason === 'input' && setText(value)}
          value={null}
          onChange={(_, hit) => open(hit)}
          autoHighlight
          forcePopupIcon={false}
          loading={searching}
          loadingText={t.searching}
          slots={{ popper: InlineResults }}
          slotProps={{ paper: { elevation: 0 }, listbox: { sx: { maxHeight: { xs: 'none', sm: 420 } } } }}
          renderOption={({ key, ...props }, hit) => {
            const Icon = SEARCH_KIND_ICONS[hit.kind]
            return (
              <li key={key} {...props}>
                <ListItemIcon sx={{ minWidth: 36 }}>
                  <Icon fontSize="small" />
                </ListItemIcon>
                <ListItemText primary={hit.label} secondary={hit.detail || null} />
              </li>
            )
          }}
          renderInput={(params) => (
            <TextField {...params} autoFocus label={t.label} helperText={t.hint} margin="dense" />
          )}
        />
        {status ? (
          <Typography role="status" color={error ? 'error' : 'text.secondary'} sx={{ mt: 2 }}>
            {status}
          </Typography>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t.close}</Button>
      </DialogActions>
    </ResponsiveDialog>
  )
}
