import { useState } from 'react'
import AddIcon from '@mui/icons-material/Add'
import EditIcon from '@mui/icons-material/Edit'
import { Button, IconButton, Tooltip } from '@mui/material'
import { Datagrid, FunctionField, List, Pagination, TextField, TextInput, TopToolbar } from 'react-admin'
import { Link } from 'react-router-dom'
import { entityEditorRoute } from '../../../common/entityEditorRoutes'
import type { EntityRecord } from '../../../common/entityFormat'
import { DEFAULT_PAGE_SIZE } from '../../../common/limits'
import { CreateEntityDialog } from '../../custom/entity-editor/CreateEntityDialog'
import { app } from '../../i18n/en'
import { dateTime } from '../../layout/ReferenceList'

/** An entity as GET /entities lists it: its columns and meta, without facets. */
export type EntityListRecord = Pick<EntityRecord, 'id' | 'name' | 'type' | 'subType' | 'meta' | 'updatedAt'>

const FIELD = 'resources.analyst/entities.fields'
const filters = [<TextInput key="name" source="name.$iLike" label={`${FIELD}.name`} alwaysOn resettable />]

/**
 * /analyst/entities: every entity, 50 a page, searched by name, each opening in its editor; a way in
 * for analysts until the full entity grids (issue 6) replace it.
 */
export function EntityList() {
  const [creating, setCreating] = useState(false)
  return (
    <>
      <List
        title={app.entities.title}
        filters={filters}
        perPage={DEFAULT_PAGE_SIZE}
        pagination={<Pagination rowsPerPageOptions={[]} />}
        sort={{ field: 'updatedAt', order: 'DESC' }}
        empty={false}
        actions={
          <TopToolbar>
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
              {app.entities.create}
            </Button>
          </TopToolbar>
        }
      >
        <Datagrid bulkActionButtons={false} rowClick={false}>
          <FunctionField
            label={`${FIELD}.actions`}
            render={(entity: EntityListRecord) => (
              <Tooltip title={app.entities.edit}>
                <IconButton
                  aria-label={`Edit ${entity.name || app.entities.unnamed}`}
                  size="small"
                  component={Link}
                  to={entityEditorRoute(entity.type, entity.id)}
                >
                  <EditIcon fontSize="small" />
                </IconButton>
              </Tooltip>
            )}
          />
          <FunctionField source="name" render={(entity: EntityListRecord) => entity.name || app.entities.unnamed} />
          <TextField source="type" />
          <TextField source="subType" />
          <FunctionField source="stage" sortable={false} render={(entity: EntityListRecord) => entity.meta?.stage} />
          <FunctionField source="updatedAt" render={(entity: EntityListRecord) => dateTime(entity.updatedAt)} />
        </Datagrid>
      </List>
      <CreateEntityDialog open={creating} onClose={() => setCreating(false)} />
    </>
  )
}
