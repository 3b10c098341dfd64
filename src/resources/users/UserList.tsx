import { useState } from 'react'
import AddIcon from '@mui/icons-material/Add'
import EditIcon from '@mui/icons-material/Edit'
import WarningIcon from '@mui/icons-material/Warning'
import { Button, IconButton, Stack, Tooltip } from '@mui/material'
import {
  Datagrid,
  FunctionField,
  List,
  Pagination,
  TextField,
  TopToolbar,
  useNotify,
  useRecordContext,
} from 'react-admin'
import { ERROR_TOAST_MS, USERS_PAGE_SIZE } from '../../../common/limits'
import { format } from '../../i18n/en'
import { useStrings } from '../../i18n/useStrings'
import { serverWorded } from '../../providers/apiErrors'
import type { SessionUser } from '../../providers/session'
import { dateTime } from '../../layout/dates'
import { ListEmpty } from '../../layout/EmptyState'
import { searchFilter } from '../../layout/listFilters'
import { joined, PhoneList, usePhone } from '../../layout/phoneList'
import { TopicChip } from '../../layout/TopicChip'
import { useCountries } from '../../layout/useCountries'
import { DeleteUserButton } from './DeleteUserButton'
import { UserDialog } from './UserDialog'
import { useListSkipTarget } from '../../layout/SkipLinks'

const filters = [
  searchFilter('email.$iLike', 'resources.admin/users.fields.email'),
  searchFilter('name.$iLike', 'resources.admin/users.fields.name'),
  searchFilter('inviter.$iLike', 'resources.admin/users.fields.inviter'),
]

type Editing = SessionUser | 'new' | null

function Actions({ onEdit }: { onEdit: (user: SessionUser) => void }) {
  const strings = useStrings()
  const user = useRecordContext<SessionUser>()
  if (!user) return null
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
      {!user.isVerified && (
        <Tooltip title={strings.accountNotActivated}>
          <WarningIcon color="warning" fontSize="small" aria-label={strings.accountNotActivated} />
        </Tooltip>
      )}
      <Tooltip title={strings.users.edit}>
        <IconButton
          aria-label={format(strings.layout.editRow, { name: user.email })}
          size="small"
          onClick={() => onEdit(user)}
        >
          <EditIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <DeleteUserButton />
    </Stack>
  )
}

function Topics() {
  const user = useRecordContext<SessionUser>()
  const { byId } = useCountries()
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
      {(user?.topics ?? []).map((id) => (
        <TopicChip key={id} topic={{ id, name: byId.get(id) ?? String(id) }} />
      ))}
    </Stack>
  )
}

/**
 * /admin/users: the users table (50 a page) with the Invite user / Edit user dialog; on a phone, a simple
 * list whose tap opens Edit user.
 */
export function UserList() {
  const strings = useStrings()
  useListSkipTarget()
  const phone = usePhone()
  const notify = useNotify()
  const [editing, setEditing] = useState<Editing>(null)
  const createButton = (
    <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
      {strings.users.create}
    </Button>
  )
  const empty = <ListEmpty message={strings.users.nothingYet} action={createButton} />
  return (
    <>
      <List
        title={strings.users.title}
        filters={filters}
        perPage={USERS_PAGE_SIZE}
        sort={{ field: 'createdAt', order: 'DESC' }}
        pagination={<Pagination rowsPerPageOptions={[USERS_PAGE_SIZE]} />}
        empty={false}
        queryOptions={{
          onError: (error: Error) =>
            notify(serverWorded(error) ? `${strings.users.fetchFailed}: ${error.message}` : strings.users.fetchFailed, {
              type: 'error',
              autoHideDuration: ERROR_TOAST_MS,
            }),
        }}
        actions={<TopToolbar>{createButton}</TopToolbar>}
      >
        {phone ? (
          <PhoneList<SessionUser>
            primaryText={(user) => user.name || user.email}
            secondaryText={(user) => joined(user.email, user.role, !user.isVerified && strings.accountNotActivated)}
            open={(user) => setEditing(user)}
            empty={empty}
          />
        ) : (
          <Datagrid bulkActionButtons={false} rowClick={false} empty={empty}>
            <FunctionField
              label="resources.admin/users.fields.actions"
              render={() => <Actions onEdit={setEditing} />}
            />
            <TextField source="email" />
            <TextField source="name" />
            <TextField source="role" />
            <FunctionField
              source="createdAt"
              sortBy="createdAt"
              render={(user: SessionUser) => dateTime(user.createdAt)}
            />
            {/* the server sorts by the inviter's name and by the first topic's name (users.class) */}
            <TextField source="inviter.name" label="resources.admin/users.fields.inviter" sortBy="inviter" />
            <FunctionField source="topics" sortBy="topics" render={() => <Topics />} />
          </Datagrid>
        )}
      </List>
      {editing && <UserDialog user={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} />}
    </>
  )
}
