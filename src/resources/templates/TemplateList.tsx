import AddIcon from '@mui/icons-material/Add'
import EditIcon from '@mui/icons-material/Edit'
import { Button, IconButton, Tooltip } from '@mui/material'
import { Datagrid, FunctionField, List, TextField, TopToolbar } from 'react-admin'
import { Link } from 'react-router-dom'
import { DEFAULT_PAGE_SIZE } from '../../../common/limits'
import { templateEditorRoute } from '../../../common/routes'
import type { EntityTemplate } from '../../../common/templateFormat'
import { format } from '../../i18n/en'
import { useStrings } from '../../i18n/useStrings'
import { dateTime } from '../../layout/dates'
import { ListEmpty } from '../../layout/EmptyState'
import { searchFilter } from '../../layout/listFilters'
import { PhoneList, usePhone } from '../../layout/phoneList'
import { useListSkipTarget } from '../../layout/SkipLinks'

const filters = [searchFilter('type.$iLike', 'resources.admin/entities.fields.type')]

/**
 * /admin/entities: the entity templates, 50 a page, each opening in the template editor; on a phone, a
 * simple list.
 */
export function TemplateList() {
  const strings = useStrings()
  useListSkipTarget()
  const phone = usePhone()
  const createButton = (
    <Button component={Link} to={templateEditorRoute()} variant="contained" startIcon={<AddIcon />}>
      {strings.templates.create}
    </Button>
  )
  const empty = <ListEmpty message={strings.templates.nothingYet} action={createButton} />
  return (
    <List
      title={strings.templates.title}
      filters={filters}
      perPage={DEFAULT_PAGE_SIZE}
      sort={{ field: 'type', order: 'ASC' }}
      empty={false}
      actions={<TopToolbar>{createButton}</TopToolbar>}
    >
      {phone ? (
        <PhoneList<EntityTemplate>
          primaryText={(template) => template.name}
          // a template's name already says its type and sub type
          secondaryText={(template) => format(strings.layout.modifiedOn, { date: dateTime(template.updatedAt) })}
          open={(template) => templateEditorRoute(template.id)}
          empty={empty}
        />
      ) : (
        <Datagrid bulkActionButtons={false} rowClick={false} empty={empty}>
          <FunctionField
            label="resources.admin/users.fields.actions"
            render={(template: EntityTemplate) => (
              <Tooltip title={strings.templates.edit}>
                <IconButton
                  aria-label={format(strings.layout.editRow, { name: template.name })}
                  size="small"
                  component={Link}
                  to={templateEditorRoute(template.id)}
                >
                  <EditIcon fontSize="small" />
                </IconButton>
              </Tooltip>
            )}
          />
          <TextField source="type" />
          <TextField source="subType" />
          <TextField source="name" />
          <FunctionField
            source="facetTypes"
            sortable={false}
            render={(template: EntityTemplate) => template.facetTypes.filter((facetType) => !facetType.deleted).length}
          />
          <FunctionField source="updatedAt" render={(template: EntityTemplate) => dateTime(template.updatedAt)} />
        </Datagrid>
      )}
    </List>
  )
}
