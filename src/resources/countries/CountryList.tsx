import { Box } from '@mui/material'
import { FunctionField, TextField, useRecordContext } from 'react-admin'
import type { Country } from '../../../server/services/countries/countries.schema'
import { fileUrl } from '../../providers/files'
import { format } from '../../i18n/en'
import { useStrings } from '../../i18n/useStrings'
import { ReferenceList } from '../../layout/ReferenceList'
import { displayDay } from '../../layout/dates'
import { searchFilter } from '../../layout/listFilters'
import { joined } from '../../layout/phoneList'
import { CountryDialog } from './CountryDialog'

const filters = [searchFilter('name.$iLike', 'resources.analyst/countries.fields.name')]

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

/** /analyst/countries: 100 a page, numbered; sorted by name, or by when they were changed or created. */
export function CountryList() {
  const strings = useStrings()
  return (
    <ReferenceList<Country>
      title={strings.countries.title}
      labels={strings.countries}
      filters={filters}
      sort={{ field: 'name', order: 'ASC' }}
      nameOf={(country) => country.name}
      phoneDetail={(country) =>
        joined(country.iso_code, format(strings.layout.modifiedOn, { date: displayDay(country.updated_at) }))
      }
      dialog={(country, onClose) => <CountryDialog country={country} onClose={onClose} />}
    >
      <FunctionField source="flag" sortable={false} render={() => <Flag />} />
      <TextField source="name" />
      <TextField source="iso_code" sortable={false} />
      <FunctionField source="updated_at" render={(country: Country) => displayDay(country.updated_at)} />
      <FunctionField source="created_at" render={(country: Country) => displayDay(country.created_at)} />
    </ReferenceList>
  )
}
