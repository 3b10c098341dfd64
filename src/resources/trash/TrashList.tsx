import { useState } from 'react'
import { Button, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material'
import { Datagrid, FunctionField, List, Pagination, SelectInput, TextField } from 'react-admin'
import { DEFAULT_PAGE_SIZE } from '../../../common/limits'
import { TRASH_KINDS, type TrashItem } from '../../../common/trash'
import { format } from '../../i18n/en'
import { useStrings } from '../../i18n/useStrings'
import { displayDay } from '../../layout/dates'
import { ListEmpty } from '../../layout/EmptyState'
import { joined, PhoneList, usePhone } from '../../layout/phoneList'
import { ResponsiveDialog } from '../../layout/ResponsiveDialog'
import { useListSkipTarget } from '../../layout/SkipLinks'
import { TrashItemActions } from './TrashItemActions'

const FIELDS = 'resources.admin/trash.fields'

/** When the purge takes an item, or that it is kept (TRASH_RETENTION_DAYS=0). */
const purgeText = (item: TrashItem, kept: string) => (item.purgeAt ? displayDay(item.purgeAt) : kept)

/**
 * /admin/trash: what was deleted from the countries, briefs, landscapes, sources, events and regulations,
 * latest first, by kind; each to restore, or to delete for good. On a phone, a simple list whose tap offers both.
 */
export function TrashList() {
  const t = useStrings().trash
  const phone = usePhone()
  const [chosen, setChosen] = useState<TrashItem | null>(null)
  useListSkipTarget()
  const kindOf = (item: TrashItem) => t.kinds[item.kind]
  const deletedByName = (item: TrashItem) => item.deletedBy?.name ?? ''
  const filters = [
    <SelectInput
      key="kind"
      source="kind"
      label={`${FIELDS}.kind`}
      choices={TRASH_KINDS.map((kind) => ({ id: kind, name: t.kinds[kind] }))}
      emptyText={t.allKinds}
      alwaysOn
    />,
  ]
  const empty = <ListEmpty message={t.nothingYet} />
  return (
    <>
      <List
        title={t.title}
        filters={filters}
        perPage={DEFAULT_PAGE_SIZE}
        sort={{ field: 'deletedAt', order: 'DESC' }}
        pagination={<Pagination rowsPerPageOptions={[DEFAULT_PAGE_SIZE]} />}
        empty={false}
        // nothing to create or export here: the filter is the list's one tool
        actions={false}
        sx={{ minWidth: 0 }}
      >
        {phone ? (
          <PhoneList<TrashItem>
            primaryText={(item) => item.name}
            secondaryText={(item) => joined(kindOf(item), displayDay(item.deletedAt), deletedByName(item))}
            open={(item) => setChosen(item)}
            empty={empty}
          />
        ) : (
          <Datagrid bulkActionButtons={false} rowClick={false} empty={empty}>
            <FunctionField label={`${FIELDS}.actions`} render={(item: TrashItem) => <TrashItemActions item={item} />} />
            <FunctionField source="kind" render={kindOf} />
            <TextField source="name" />
            <FunctionField source="deletedBy" sortable={false} render={deletedByName} />
            <FunctionField source="deletedAt" render={(item: TrashItem) => displayDay(item.deletedAt)} />
            <FunctionField
              source="purgeAt"
              sortable={false}
              render={(item: TrashItem) => purgeText(item, t.keptForEver)}
            />
          </Datagrid>
        )}
      </List>
      {chosen && (
        <ResponsiveDialog open onClose={() => setChosen(null)} aria-labelledby="trash-item-title">
          <DialogTitle id="trash-item-title">{chosen.name}</DialogTitle>
          <DialogContent>
            <Typography>{kindOf(chosen)}</Typography>
            <Typography>
              {format(t.deletedOn, { when: displayDay(chosen.deletedAt), name: deletedByName(chosen) })}
            </Typography>
            <Typography>{format(t.purgedOn, { when: purgeText(chosen, t.keptForEver) })}</Typography>
          </DialogContent>
          <DialogActions>
            <TrashItemActions item={chosen} onDone={() => setChosen(null)} />
            <Button onClick={() => setChosen(null)}>{t.close}</Button>
          </DialogActions>
        </ResponsiveDialog>
      )}
    </>
  )
}
