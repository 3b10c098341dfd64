import { useState } from 'react'
import AddIcon from '@mui/icons-material/Add'
import { Box, Button } from '@mui/material'
import { format as formatDate } from 'date-fns'
import { Datagrid, FunctionField, List, TextField, TextInput, TopToolbar, useRecordContext } from 'react-admin'
import { DATE_TIME_DISPLAY, REFERENCE_PAGE_SIZE } from '../../../common/limits'
import type { Country } from '../../../server/services/countries/countries.schema'
import { fileUrl } from '../../custom/upload/uploadFile'
import { app } from '../../i18n/en'
import { NumberedPagination } from '../../layout/NumberedPagination'
import { RowActions } from '../../layout/RowActions'
import { CountryDialog } from './CountryDialog'

const filters = [
  <TextInput key="name" source="name.$iLike" label="resources.analyst/countries.fields.name" alwaysOn resettable />,
]

function Flag() {
  const country = useRecordContext<Country>()
  if (!country?.flag) return null
  return (
    <Box
      component="img"
      src={fileUrl(country.flag)}
      alt={`Flag of ${country.name}`}
      sx={{ height: 24, maxWidth: 40, objectFit: 'contain', display: 'block' }}
    />
  )
}

function Actions({ onEdit }: { onEdit: (country: Country) => void }) {
  const country = useRecordContext<Country>()
  if (!country) return null
  return (
    <RowActions
      label={country.name}
      editTitle={app.countries.edit}
      onEdit={() => onEdit(country)}
      deleteConfirm={app.countries.deleteConfirm}
      deletedMessage={app.countries.deleted}
    />
  )
}

const when = (value: string) => formatDate(new Date(value), DATE_TIME_DISPLAY)

/** /analyst/countries: 100 a page, numbered; sorted by name, or by when they were changed or created. */
export function CountryList() {
  const [editing, setEditing] = useState<Country | 'new' | null>(null)
  return (
    <>
      <List
        title={app.countries.title}
        filters={filters}
        perPage={REFERENCE_PAGE_SIZE}
        sort={{ field: 'name', order: 'ASC' }}
        pagination={<NumberedPagination />}
        empty={false}
        actions={
          <TopToolbar>
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
              {app.countries.create}
            </Button>
          </TopToolbar>
        }
      >
        <Datagrid bulkActionButtons={false} rowClick={false}>
          <FunctionField label="resources.admin/users.fields.actions" render={() => <Actions onEdit={setEditing} />} />
          <FunctionField source="flag" sortable={false} render={() => <Flag />} />
          <TextField source="name" />
          <TextField source="iso_code" sortable={false} />
          <FunctionField source="updated_at" render={(country: Country) => when(country.updated_at)} />
          <FunctionField source="created_at" render={(country: Country) => when(country.created_at)} />
        </Datagrid>
      </List>
      {editing && <CountryDialog country={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} />}
    </>
  )
}
