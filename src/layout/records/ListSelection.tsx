import { Checkbox } from '@mui/material'
import { FunctionField, useListContext, type Identifier, type RaRecord } from 'react-admin'
import { format } from '../../i18n/en'
import { useStrings } from '../../i18n/useStrings'

/** One row's box, named for its record (react-admin's own names every box 'Select this row', on its wrapper). */
function SelectRowBox({ id, name }: { id: Identifier; name: string }) {
  const t = useStrings().layout
  const { selectedIds, onToggleItem } = useListContext()
  return (
    <Checkbox
      size="small"
      checked={selectedIds.includes(id)}
      onChange={() => onToggleItem(id)}
      slotProps={{ input: { 'aria-label': format(t.selectRow, { name }) } }}
    />
  )
}

/** The header's box: every row of the page chosen, or, when they all are, none of them. */
function SelectPageBox() {
  const t = useStrings().layout
  const { data, selectedIds, onSelect } = useListContext()
  const shown = (data ?? []).map((record: RaRecord) => record.id)
  const all = shown.length > 0 && shown.every((id) => selectedIds.includes(id))
  const some = shown.some((id) => selectedIds.includes(id))
  const toggle = () =>
    onSelect(all ? selectedIds.filter((id) => !shown.includes(id)) : [...new Set([...selectedIds, ...shown])])
  return (
    <Checkbox
      size="small"
      checked={all}
      indeterminate={some && !all}
      onChange={toggle}
      slotProps={{ input: { 'aria-label': t.selectPage } }}
    />
  )
}

/**
 * A list's first column choosing rows for its bulk actions, with boxes named for their rows; the
 * Datagrid is given `bulkActionButtons={false}` (its own boxes are unnamed) and the list shows react-admin's
 * `<BulkActionsToolbar>` above it.
 */
export function selectionColumn<T extends RaRecord>(nameOf: (record: T) => string) {
  return (
    <FunctionField
      label={<SelectPageBox />}
      sortable={false}
      render={(record: T) => <SelectRowBox id={record.id} name={nameOf(record)} />}
    />
  )
}
