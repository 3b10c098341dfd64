import { FunctionField, SelectInput, TextField } from 'react-admin'
import type { Brief } from '../../../server/services/briefs/briefs.schema'
import { format } from '../../i18n/en'
import { useStrings } from '../../i18n/useStrings'
import { ChipList, ReferenceList } from '../../layout/ReferenceList'
import { displayDay } from '../../layout/dates'
import { searchFilter } from '../../layout/listFilters'
import { joined } from '../../layout/phoneList'
import { PRODUCT_NAME } from '../../productName'
import { BriefDialog } from './BriefDialog'
import { BRIEF_TYPE_CHOICES } from './briefChoices'

const filters = [
  searchFilter('name.$iLike', 'resources.analyst/elements/briefs.fields.name'),
  <SelectInput
    key="type"
    source="type"
    label="resources.analyst/elements/briefs.fields.type"
    choices={BRIEF_TYPE_CHOICES}
    emptyText="app.briefs.allTypes"
    alwaysOn
  />,
]

/**
 * '{product} Briefs', at /analyst/elements/briefs and /admin/elements/briefs (the `resource` tells
 * which): 100 a page, numbered; filtered by name and type.
 */
export function BriefList() {
  const strings = useStrings()
  return (
    <ReferenceList<Brief>
      title={format(strings.briefs.title, { product: PRODUCT_NAME })}
      labels={strings.briefs}
      filters={filters}
      sort={{ field: 'name', order: 'ASC' }}
      nameOf={(brief) => brief.name}
      phoneDetail={(brief) =>
        joined(brief.type, format(strings.layout.modifiedOn, { date: displayDay(brief.updated_at) }))
      }
      dialog={(brief, onClose) => <BriefDialog brief={brief} onClose={onClose} />}
    >
      <TextField source="name" />
      <TextField source="type" />
      <FunctionField
        source="parents"
        sortable={false}
        render={(brief: Brief) => (
          <ChipList labels={brief.parents.map((parent) => ({ key: parent.id, label: parent.name }))} />
        )}
      />
      <FunctionField source="updated_at" render={(brief: Brief) => displayDay(brief.updated_at)} />
      <FunctionField source="created_at" render={(brief: Brief) => displayDay(brief.created_at)} />
    </ReferenceList>
  )
}
