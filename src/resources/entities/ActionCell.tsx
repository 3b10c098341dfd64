import { Tooltip } from '@mui/material'
import { YesNoDialog } from '../../layout/YesNoDialog'
import { useDataProvider, useNotify, useRefresh } from 'react-admin'
import { entityEditorRoute } from '../../../common/entityEditorRoutes'
import { ERROR_TOAST_MS } from '../../../common/limits'
import { COMPARISON_SET } from '../../../common/templateFormat'
import { format } from '../../i18n/en'
import { useStrings } from '../../i18n/useStrings'
import { GridIcon } from '../../layout/grid/icons'
import type { EntityGridRecord } from './useGridEdits'

export const isComparisonSet = (entity: Pick<EntityGridRecord, 'type' | 'subType'>) =>
  entity.type === 'Brief' && entity.subType === COMPARISON_SET

/** The Yes/No confirmation of a delete; Enter confirms (Yes has the focus), Escape cancels (spec 2 §2). */
export function DeleteDialog({ entity, onClose }: { entity: EntityGridRecord | null; onClose: () => void }) {
  const t = useStrings().entityGrid
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
    <YesNoDialog
      open={!!entity}
      title={entity && format(t.deleteTitle, { name: entity.name || t.unnamed })}
      yes={t.yes}
      no={t.no}
      onYes={() => void confirm()}
      onClose={onClose}
    />
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
  const t = useStrings().entityGrid
  const name = entity.name || t.unnamed
  const blocked = isComparisonSet(entity)
  // the grid's cell is the tab stop: its buttons are reached by a click, Enter (edit) or D (delete);
  // plain elements, as a scrolling grid mounts dozens of them a frame
  return (
    <span style={{ display: 'flex' }}>
      <a
        className="dg-icon-btn"
        aria-label={format(t.edit, { name })}
        title={format(t.edit, { name })}
        tabIndex={-1}
        href={entityEditorRoute(entity.type, entity.id)}
        data-route
      >
        <GridIcon name="edit" />
      </a>
      {canRemove &&
        (blocked ? (
          <Tooltip title={t.comparisonSetNoDelete}>
            <span>
              <button
                type="button"
                className="dg-icon-btn dg-delete"
                aria-label={format(t.delete, { name })}
                tabIndex={-1}
                disabled
              >
                <GridIcon name="delete" />
              </button>
            </span>
          </Tooltip>
        ) : (
          <button
            type="button"
            className="dg-icon-btn dg-delete"
            aria-label={format(t.delete, { name })}
            title={format(t.delete, { name })}
            tabIndex={-1}
            onClick={() => onDelete(entity)}
          >
            <GridIcon name="delete" />
          </button>
        ))}
    </span>
  )
}
