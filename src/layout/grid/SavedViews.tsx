import BookmarksOutlinedIcon from '@mui/icons-material/BookmarksOutlined'
import { Box, Button, List, ListItem, ListItemButton, ListItemText, Popover, Typography } from '@mui/material'
import { useId, useState } from 'react'
import { TextInput, useDelete, useGetList, useNotify } from 'react-admin'
import { MAX_INPUT_LENGTH, SAVED_VIEWS_PER_GRID } from '../../../common/limits'
import {
  savedViewName,
  savedViewNameError,
  type SavedView,
  type SavedViewGrid,
  type SavedViewState,
} from '../../../common/savedViews'
import { format } from '../../i18n/en'
import { useStrings } from '../../i18n/useStrings'
import { DeleteIconButton } from '../DeleteIconButton'
import { AlwaysSaveButton, FormDialog, useSaveRecord } from '../FormDialog'

const RESOURCE = 'saved-views'

interface Props {
  grid: SavedViewGrid
  /** what the grid shows now: what "Save the current view" keeps */
  current: SavedViewState
  /** shows a view's filters, sort, page size and columns in the grid */
  onApply: (state: SavedViewState) => void
}

/**
 * The grid's saved views (the user's own, kept by the server): a button opening their list, where a view
 * is shown in one click or deleted (undoable), and the current filters, sort, page size and column order
 * saved under a name.
 */
export function SavedViews({ grid, current, onApply }: Props) {
  const t = useStrings().savedViews
  const notify = useNotify()
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const [saving, setSaving] = useState(false)
  const listId = useId()
  const { data: views = [] } = useGetList<SavedView>(RESOURCE, {
    filter: { grid },
    pagination: { page: 1, perPage: SAVED_VIEWS_PER_GRID },
    sort: { field: 'name', order: 'ASC' },
  })
  const [remove] = useDelete()
  const apply = (view: SavedView) => {
    setAnchor(null)
    onApply(view.state)
    notify(format(t.applied, { name: view.name }), { type: 'info' })
  }
  // the list closes, so that the toast's Undo is not behind the list's modal layer, out of the keyboard's reach
  const removeView = (view: SavedView) => {
    setAnchor(null)
    void remove(
      RESOURCE,
      { id: view.id, previousData: view },
      { mutationMode: 'undoable', onSuccess: () => notify(t.deleted, { undoable: true }) },
    )
  }
  return (
    <>
      <Button
        startIcon={<BookmarksOutlinedIcon />}
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-haspopup="dialog"
        aria-expanded={!!anchor}
      >
        {t.button}
      </Button>
      <Popover
        open={!!anchor}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { role: 'dialog', 'aria-labelledby': listId, sx: { width: 320, maxWidth: '100vw' } } }}
      >
        <Box sx={{ p: 2, pb: 1 }}>
          <Typography id={listId} variant="subtitle1" component="h2">
            {t.title}
          </Typography>
          {views.length === 0 && (
            <Typography variant="body2" color="text.secondary">
              {t.none}
            </Typography>
          )}
        </Box>
        {views.length > 0 && (
          <List dense aria-labelledby={listId} sx={{ maxHeight: 320, overflowY: 'auto' }}>
            {views.map((view) => (
              <ListItem
                key={view.id}
                disablePadding
                secondaryAction={
                  <DeleteIconButton
                    edge="end"
                    title={t.deleteTitle}
                    label={format(t.delete, { name: view.name })}
                    onClick={() => removeView(view)}
                  />
                }
              >
                <ListItemButton onClick={() => apply(view)} aria-label={format(t.apply, { name: view.name })}>
                  <ListItemText primary={view.name} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        )}
        <Box sx={{ p: 1, display: 'flex', justifyContent: 'flex-end' }}>
          <Button
            onClick={() => {
              setAnchor(null)
              setSaving(true)
            }}
          >
            {t.saveCurrent}
          </Button>
        </Box>
      </Popover>
      {saving && <SaveViewDialog grid={grid} current={current} onClose={() => setSaving(false)} />}
    </>
  )
}

function SaveViewDialog({ grid, current, onClose }: Omit<Props, 'onApply'> & { onClose: () => void }) {
  const t = useStrings().savedViews
  const { save } = useSaveRecord(RESOURCE, t, onClose)
  return (
    <FormDialog
      resource={RESOURCE}
      title={t.new}
      record={{ name: '' }}
      validate={(values) => {
        const error = savedViewNameError(values.name as string)
        return error ? { name: error } : {}
      }}
      onSubmit={(values) => save({ grid, name: savedViewName(values.name as string), state: current })}
      onClose={onClose}
      cancelLabel={t.cancel}
      saveButton={<AlwaysSaveButton label={t.save} />}
    >
      <TextInput source="name" label={t.name} autoFocus slotProps={{ htmlInput: { maxLength: MAX_INPUT_LENGTH } }} />
    </FormDialog>
  )
}
