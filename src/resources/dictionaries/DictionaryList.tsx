import AddIcon from '@mui/icons-material/Add'
import { Button } from '@mui/material'
import { Datagrid, FunctionField, List, NumberField, TextField, TopToolbar, useRecordContext } from 'react-admin'
import { Link } from 'react-router-dom'
import { DEFAULT_PAGE_SIZE } from '../../../common/limits'
import { ROUTES } from '../../../common/routes'
import type { Dictionary } from '../../../server/services/dictionaries/dictionaries.schema'
import { format } from '../../i18n/en'
import { useStrings } from '../../i18n/useStrings'
import { dateTime } from '../../layout/dates'
import { ListEmpty } from '../../layout/EmptyState'
import { searchFilter } from '../../layout/listFilters'
import { joined, PhoneList, usePhone } from '../../layout/phoneList'
import { RowActions } from '../../layout/RowActions'
import { useListSkipTarget } from '../../layout/SkipLinks'

const editorOf = (dictionary: Dictionary) => `${ROUTES.adminDictionaries}/editor/${dictionary.id}`

const filters = [searchFilter('key.$iLike', 'resources.admin/elements/dictionaries.fields.key')]

function Actions() {
  const strings = useStrings()
  const dictionary = useRecordContext<Dictionary>()
  if (!dictionary) return null
  return (
    <RowActions
      label={dictionary.key}
      editTitle={strings.dictionaries.editorTitle}
      editTo={editorOf(dictionary)}
      deleteConfirm={strings.dictionaries.deleteConfirm}
      deletedMessage={strings.dictionaries.deleted}
    />
  )
}

/** /admin/elements/dictionaries: 50 a page, searched by name; on a phone, a simple list opening the editor. */
export function DictionaryList() {
  const strings = useStrings()
  useListSkipTarget()
  const phone = usePhone()
  const createButton = (
    <Button component={Link} to={`${ROUTES.adminDictionaries}/editor`} variant="contained" startIcon={<AddIcon />}>
      {strings.dictionaries.create}
    </Button>
  )
  const empty = <ListEmpty message={strings.dictionaries.nothingYet} action={createButton} />
  return (
    <List
      title={strings.dictionaries.title}
      filters={filters}
      perPage={DEFAULT_PAGE_SIZE}
      empty={false}
      sort={{ field: 'key', order: 'ASC' }}
      actions={<TopToolbar>{createButton}</TopToolbar>}
    >
      {phone ? (
        <PhoneList<Dictionary>
          primaryText={(dictionary) => dictionary.key}
          secondaryText={(dictionary) =>
            joined(dictionary.name, format(strings.layout.modifiedOn, { date: dateTime(dictionary.updatedAt) }))
          }
          open={editorOf}
          empty={empty}
        />
      ) : (
        <Datagrid bulkActionButtons={false} rowClick={false} empty={empty}>
          <FunctionField label="resources.admin/users.fields.actions" render={() => <Actions />} />
          <TextField source="key" />
          <TextField source="name" />
          <NumberField source="itemsCount" sortable={false} />
          <FunctionField source="updatedAt" render={(dictionary: Dictionary) => dateTime(dictionary.updatedAt)} />
        </Datagrid>
      )}
    </List>
  )
}
