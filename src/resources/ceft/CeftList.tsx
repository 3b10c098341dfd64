import AddIcon from '@mui/icons-material/Add'
import EditIcon from '@mui/icons-material/Edit'
import TableChartIcon from '@mui/icons-material/TableChart'
import { Button, IconButton, Stack, Tooltip } from '@mui/material'
import { Datagrid, FunctionField, List, TextField, TopToolbar } from 'react-admin'
import { Link } from 'react-router-dom'
import { ROUTES } from '../../../common/routes'
import { CEFT_PAGE_SIZE, PERIODICITY_LABELS } from '../../../common/statistics'
import type { Ceft } from '../../../server/services/cross-entity-facet-types/cross-entity-facet-types.schema'
import { useStrings } from '../../i18n/useStrings'
import { displayDay } from '../../layout/dates'
import { ListEmpty } from '../../layout/EmptyState'
import { searchFilter } from '../../layout/listFilters'
import { NumberedPagination } from '../../layout/NumberedPagination'
import { joined, PhoneList, usePhone } from '../../layout/phoneList'
import { CeftDeleteButton } from './CeftDeleteButton'
import { useListSkipTarget } from '../../layout/SkipLinks'

const filters = [searchFilter('name.$iLike', 'app.ceft.fields.name')]

function Actions({ type }: { type: Ceft }) {
  const t = useStrings().ceft
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
      <Tooltip title={t.edit}>
        <IconButton
          aria-label={`${t.edit} ${type.name}`}
          size="small"
          component={Link}
          to={`${ROUTES.ceft}/${type.id}`}
        >
          <EditIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Tooltip title={t.viewData}>
        <IconButton
          aria-label={`${t.viewData} ${type.name}`}
          size="small"
          component={Link}
          to={`${ROUTES.cefs}/${type.id}`}
        >
          <TableChartIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <CeftDeleteButton type={type} />
    </Stack>
  )
}

/**
 * /analyst/elements/ceft: the statistic types, 20 a page, filtered by name (spec 2 §2); on a phone, a simple
 * list opening a type's editor.
 */
export function CeftList() {
  const t = useStrings().ceft
  useListSkipTarget()
  const phone = usePhone()
  const createButton = (
    <Button variant="contained" startIcon={<AddIcon />} component={Link} to={`${ROUTES.ceft}/new`}>
      {t.create}
    </Button>
  )
  const empty = <ListEmpty message={t.nothingYet} action={createButton} />
  return (
    <List
      title={t.title}
      filters={filters}
      perPage={CEFT_PAGE_SIZE}
      sort={{ field: 'name', order: 'ASC' }}
      pagination={<NumberedPagination />}
      empty={false}
      actions={<TopToolbar>{createButton}</TopToolbar>}
    >
      {phone ? (
        <PhoneList<Ceft>
          primaryText={(type) => type.name}
          secondaryText={(type) => joined(PERIODICITY_LABELS[type.periodicity], type.units)}
          open={(type) => `${ROUTES.ceft}/${type.id}`}
          empty={empty}
        />
      ) : (
        <Datagrid bulkActionButtons={false} rowClick={false} empty={empty}>
          <FunctionField
            label="resources.admin/users.fields.actions"
            render={(type: Ceft) => <Actions type={type} />}
          />
          <TextField source="name" label={t.fields.name} />
          <FunctionField
            source="periodicity"
            label={t.fields.periodicity}
            render={(type: Ceft) => PERIODICITY_LABELS[type.periodicity]}
          />
          <TextField source="units" label={t.fields.units} sortable={false} emptyText="—" />
          <TextField source="currency" label={t.fields.currency} sortable={false} emptyText="—" />
          <FunctionField
            label={t.fields.comparisonSet}
            sortable={false}
            render={(type: Ceft) => type.comparisonSet?.name ?? '—'}
          />
          <FunctionField
            source="updatedAt"
            label={t.fields.updatedAt}
            render={(type: Ceft) => displayDay(type.updatedAt)}
          />
        </Datagrid>
      )}
    </List>
  )
}
