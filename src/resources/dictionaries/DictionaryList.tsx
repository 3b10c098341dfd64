import AddIcon from '@mui/icons-material/Add'
import { Button } from '@mui/material'
import { Datagrid, FunctionField, List, NumberField, TextField, TopToolbar, useRecordContext } from 'react-admin'
import { Link } from 'react-router-dom'
import { DEFAULT_PAGE_SIZE } from '../../../common/limits'
import { ROUTES } from '../../../common/routes'
import type { Dictionary } from '../../../server/services/dictionaries/dictionaries.schema'
import { useStrings } from '../../i18n/useStrings'
import { dateTime } from '../../layout/dates'
import { ListEmpty } from '../../layout/EmptyState'
import { searchFilter } from '../../layout/listFilters'
import { RowActions } from '../../layout/RowActions'
import { useListSkipTarget } from '../../layout/SkipLinks'

const filters = [searchFilter('key.$iLike', 'resources.admin/elements/dictionaries.fields.key')]

function Actions() {
  const strings = useStrings()
  const dictionary = useRecordContext<Dictionary>()
  if (!dictionary) return null
  return (
    <RowActions
      label={dictionary.key}
      editTitle={strings.dictionaries.editorTitle}
      editTo={`${ROUTES.adminDictionaries}/editor/${dictionary.id}`}
      deleteConfirm={strings.dictionaries.deleteConfirm}
      deletedMessage={strings.dictionaries.deleted}
    />
  )
}

/** /admin/elements/dictionaries: 50 a page, searched by name. */
export function DictionaryList() {
  const strings = useStrings()
  useListSkipTarget()
  const createButton = (
    <Button component={Link} to={`${ROUTES.adminDictionaries}/editor`} variant="contained" startIcon={<AddIcon />}>
      {strings.dictionaries.create}
    </Button>
  )
  return (
    <List
      title={strings.dictionaries.title}
      filters={filters}
      perPage={DEFAULT_PAGE_SIZE}
      empty={false}
      sort={{ field: 'key', order: 'ASC' }}
      actions={<TopToolbar>{createButton}</TopToolbar>}
    >
      <Datagrid
        bulkActionButtons={false}
        rowClick={false}
        empty={<ListEmpty message={strings.dictionaries.nothingYet} action={createButton} />}
      >
        <FunctionField label="resources.admin/users.fields.actions" render={() => <Actions />} />
        <TextField source="key" />
        <TextField source="name" />
        <NumberField source="itemsCount" sortable={false} />
        <FunctionField source="updatedAt" render={(dictionary: Dictionary) => dateTime(dictionary.updatedAt)} />
      </Datagrid>
    </List>
  )
}
