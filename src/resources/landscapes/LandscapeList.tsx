import { FunctionField, TextField } from 'react-admin'
import type { Landscape } from '../../../server/services/landscapes/landscapes.schema'
import { format } from '../../i18n/en'
import { useStrings } from '../../i18n/useStrings'
import { ChipList, ReferenceList } from '../../layout/ReferenceList'
import { displayDay } from '../../layout/dates'
import { searchFilter } from '../../layout/listFilters'
import { joined } from '../../layout/phoneList'
import { LandscapeDialog } from './LandscapeDialog'

const filters = [searchFilter('name.$iLike', 'resources.analyst/landscapes.fields.name')]

/** /analyst/landscapes: 100 a page, numbered; filtered by name, sorted by name or date. */
export function LandscapeList() {
  const strings = useStrings()
  return (
    <ReferenceList<Landscape>
      title={strings.landscapes.title}
      labels={strings.landscapes}
      filters={filters}
      sort={{ field: 'name', order: 'ASC' }}
      nameOf={(landscape) => landscape.name}
      phoneDetail={(landscape) =>
        joined(
          landscape.alternative_names.join(', '),
          format(strings.layout.modifiedOn, { date: displayDay(landscape.updated_at) }),
        )
      }
      dialog={(landscape, onClose) => <LandscapeDialog landscape={landscape} onClose={onClose} />}
    >
      <TextField source="name" />
      <FunctionField
        source="alternative_names"
        sortable={false}
        render={(landscape: Landscape) => (
          <ChipList labels={landscape.alternative_names.map((name) => ({ key: name, label: name }))} />
        )}
      />
      <FunctionField source="updated_at" render={(landscape: Landscape) => displayDay(landscape.updated_at)} />
      <FunctionField source="created_at" render={(landscape: Landscape) => displayDay(landscape.created_at)} />
    </ReferenceList>
  )
}
