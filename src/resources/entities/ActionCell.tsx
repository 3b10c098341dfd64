import DeleteIcon from '@mui/icons-material/Delete'
import EditIcon from '@mui/icons-material/Edit'
import { Button, Dialog, DialogActions, DialogTitle, IconButton, Stack, Tooltip } from '@mui/material'
import { useDataProvider, useNotify, useRefresh } from 'react-admin'
import { Link } from 'react-router-dom'
import { entityEditorRoute } from '../../../common/entityEditorRoutes'
import { ERROR_TOAST_MS } from '../../../common/limits'
import { app, format } from '../../i18n/en'
import type { EntityGridRecord } from './useGridEdits'

const t = app.entityGrid
export const COMPARISON_SET = 'Comparison Set'
export const isComparisonSet = (entity: Pick<EntityGridRecord, 'type' | 'subType'>) =>
  entity.type === 'Brief' && entity.subType === COMPARISON_SET

/** The Yes/No confirmation of a delete; Enter confirms, Escape cancels (spec 2 §2). */
export function DeleteDialog({ entity, onClose }: { entity: EntityGridRecord | null; onClose: () => void }) {
  const dataProvider = useDataProvider()
  const notify = useNotify()
  const refresh = useRefresh()
  const confirm = async () => {
    if (!entity) return
    onClose()
    try {
      await dataProvider.delete('entities', { id: entity.id, previousData: entity })
    } catch {
      notify(t.removeFailed, { type: 'error', autoHideDuration: ERROR_TOAST_MS })
    }
    refresh()
  }
  return (
    <Dialog
      open={!!entity}
      onClose={onClose}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault()
          void confirm()
        }
      }}
    >
      <DialogTitle>{entity && format(t.deleteTitle, { name: entity.name || t.unnamed })}</DialogTitle>
      <DialogActions>
        <Button onClick={onClose}>{t.no}</Button>
        <Button variant="contained" color="error" onClick={() => void confirm()} autoFocus>
          {t.yes}
        </Button>
      </DialogActions>
    </Dialog>
  )
}

/** Edit, and for admins delete (not Comparison Sets: their tooltip instead). */
export function ActionCell({
  entity,
  canRemove,
  onDelete,
}: {
  entity: EntityGridRecord
  canRemove: boolean
  onDelete: (entity: EntityGridRecord) => void
}) {
  const name = entity.name || t.unnamed
  const blocked = isComparisonSet(entity)
  // the grid's cell is the tab stop: its buttons are reached by a click, Enter (edit) or D (delete)
  return (
    <Stack direction="row">
      <IconButton
        aria-label={format(t.edit, { name })}
        title={format(t.edit, { name })}
        size="small"
        tabIndex={-1}
        disableRipple
        component={Link}
        to={entityEditorRoute(entity.type, entity.id)}
      >
        <EditIcon fontSize="small" />
      </IconButton>
      {canRemove &&
        (blocked ? (
          <Tooltip title={t.comparisonSetNoDelete}>
            <span>
              <IconButton aria-label={format(t.delete, { name })} size="small" tabIndex={-1} disabled>
                <DeleteIcon fontSize="small" />
              </IconButton>
            </span>
          </Tooltip>
        ) : (
          <IconButton
            aria-label={format(t.delete, { name })}
            title={format(t.delete, { name })}
            size="small"
            tabIndex={-1}
            disableRipple
            onClick={() => onDelete(entity)}
          >
            <DeleteIcon fontSize="small" />
          </IconButton>
        ))}
    </Stack>
  )
}
