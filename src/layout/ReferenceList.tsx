import { useState, type ReactElement, type ReactNode } from 'react'
import AddIcon from '@mui/icons-material/Add'
import { Button, Chip, Stack } from '@mui/material'
import {
  BulkActionsToolbar,
  Datagrid,
  FunctionField,
  List,
  TopToolbar,
  type RaRecord,
  type SortPayload,
} from 'react-admin'
import { REFERENCE_PAGE_SIZE } from '../../common/limits'
import { ListEmpty } from './EmptyState'
import { NumberedPagination } from './NumberedPagination'
import { PhoneList, usePhone } from './phoneList'
import { RowActions } from './RowActions'
import { useListSkipTarget } from './SkipLinks'
import { selectionColumn } from './records/ListSelection'
import { TrashBulkDeleteButton } from './TrashBulkDeleteButton'

/** What the list's buttons and toasts say. */
export interface ReferenceListLabels {
  create: string
  edit: string
  deleteConfirm: string
  deleted: string
  /** what the list says when there is no record yet */
  nothingYet: string
}

interface Props<T extends RaRecord> {
  title: string
  labels: ReferenceListLabels
  filters: ReactElement[]
  sort: SortPayload
  /** A filter the user does not see or change (the kind of source a list shows). */
  filter?: Record<string, unknown>
  /** How a row is named to assistive technology ("Edit {name}"), and a phone's row. */
  nameOf: (record: T) => string
  /** What a phone's row tells under the name: one or two telling fields. */
  phoneDetail: (record: T) => string
  /** The create/edit dialog: for a new record when `record` is undefined. */
  dialog: (record: T | undefined, onClose: () => void) => ReactNode
  /** The columns after the Action column. */
  children: ReactNode
}

/**
 * The reference-data lists of spec 3 §2 (countries, briefs, landscapes, sources): 100 a page, numbered;
 * a Create button and an Action column (edit in a dialog, delete after a confirmation, undoable a few
 * seconds, then in the trash); rows chosen by their boxes are deleted at once, the same way. On a phone, a
 * simple list instead: a tap on a row opens its edit dialog.
 */
export function ReferenceList<T extends RaRecord>({
  title,
  labels,
  filters,
  sort,
  filter,
  nameOf,
  phoneDetail,
  dialog,
  children,
}: Props<T>) {
  const [editing, setEditing] = useState<T | 'new' | null>(null)
  const phone = usePhone()
  useListSkipTarget()
  const createButton = (
    <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
      {labels.create}
    </Button>
  )
  const empty = <ListEmpty message={labels.nothingYet} action={createButton} />
  return (
    <>
      <List
        title={title}
        filters={filters}
        filter={filter}
        perPage={REFERENCE_PAGE_SIZE}
        sort={sort}
        pagination={<NumberedPagination />}
        empty={false}
        // a wide table scrolls inside the list (layout/Layout), so the page and its Create button stay in view
        sx={{ minWidth: 0 }}
        actions={<TopToolbar>{createButton}</TopToolbar>}
      >
        {phone ? (
          <PhoneList<T>
            primaryText={nameOf}
            secondaryText={phoneDetail}
            open={(record) => setEditing(record)}
            empty={empty}
          />
        ) : (
          <>
            <BulkActionsToolbar>
              <TrashBulkDeleteButton nameOf={nameOf} />
            </BulkActionsToolbar>
            <Datagrid bulkActionButtons={false} rowClick={false} empty={empty}>
              {selectionColumn(nameOf)}
              <FunctionField
                label="resources.admin/users.fields.actions"
                render={(record: T) => (
                  <RowActions
                    label={nameOf(record)}
                    editTitle={labels.edit}
                    onEdit={() => setEditing(record)}
                    deleteConfirm={labels.deleteConfirm}
                    deletedMessage={labels.deleted}
                    undoable
                  />
                )}
              />
              {children}
            </Datagrid>
          </>
        )}
      </List>
      {editing && dialog(editing === 'new' ? undefined : editing, () => setEditing(null))}
    </>
  )
}

/** A row's names (parents, topics, alternative names) as small chips. */
export function ChipList({ labels }: { labels: { key: string | number; label: string }[] }) {
  if (!labels.length) return null
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
      {labels.map(({ key, label }) => (
        <Chip key={key} label={label} size="small" />
      ))}
    </Stack>
  )
}
