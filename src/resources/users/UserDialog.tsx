import { Button, DialogActions, DialogContent, DialogTitle, Stack } from '@mui/material'
import { ResponsiveDialog } from '../../layout/ResponsiveDialog'
import {
  AutocompleteArrayInput,
  BooleanInput,
  Form,
  ResourceContextProvider,
  SelectInput,
  TextInput,
  useGetIdentity,
} from 'react-admin'
import { useWatch } from 'react-hook-form'
import { MAX_INPUT_LENGTH } from '../../../common/limits'
import { PROFILES, ROLES } from '../../../common/roles'
import { useStrings } from '../../i18n/useStrings'
import { useSaveRecord } from '../../layout/FormDialog'
import type { SessionUser } from '../../providers/session'
import { useCountries } from '../../layout/useCountries'
import { emptyUserForm, formStateOf, payloadOf, validateUserForm, type UserFormState } from './userForm'
import { ShortcutSaveButton } from '../../layout/ShortcutSaveButton'

const RESOURCE = 'admin/users'
const roleChoices = ROLES.map((role) => ({ id: role, name: role }))
const profileChoices = PROFILES.map((profile) => ({
  id: profile,
  name: profile,
}))
const textLimit = { htmlInput: { maxLength: MAX_INPUT_LENGTH } }

function TrialEndDateInput() {
  const strings = useStrings()
  const role = useWatch<UserFormState>({ name: 'role' })
  if (role !== 'trial') return null
  return <TextInput source="trialEndDate" helperText={strings.users.trialEndDateHelp} placeholder="MM/DD/YYYY" />
}

interface Props {
  /** The user to edit, or none to invite a new one. */
  user?: SessionUser
  onClose: () => void
}

/** Invite user / Edit user, with every rule of spec 1 §5; the server checks them again. */
export function UserDialog({ user, onClose }: Props) {
  const strings = useStrings()
  const isNew = !user
  const { identity } = useGetIdentity()
  const isSelf = user?.id === identity?.id
  const { choices: topicChoices } = useCountries()
  const { save, conflictDialog } = useSaveRecord(
    RESOURCE,
    { created: strings.users.invited, updated: strings.users.changed },
    onClose,
  )
  const submit = (values: Record<string, unknown>) => save(payloadOf(values as unknown as UserFormState, isNew), user)

  return (
    <ResourceContextProvider value={RESOURCE}>
      <ResponsiveDialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="user-dialog-title">
        <DialogTitle id="user-dialog-title">{isNew ? strings.users.invite : strings.users.edit}</DialogTitle>
        <Form
          record={user ? { id: user.id, ...formStateOf(user) } : emptyUserForm}
          onSubmit={submit}
          validate={(values) => validateUserForm(values as UserFormState)}
          mode="onSubmit"
          reValidateMode="onSubmit"
        >
          <DialogContent>
            <Stack>
              <TextInput source="email" disabled={!isNew} slotProps={textLimit} />
              <TextInput source="name" slotProps={textLimit} />
              <SelectInput source="role" choices={roleChoices} disabled={isSelf} emptyText="" />
              <SelectInput source="profile" choices={profileChoices} emptyText="" />
              <TrialEndDateInput />
              <AutocompleteArrayInput source="topics" choices={topicChoices} />
              <AutocompleteArrayInput source="newsletter" choices={topicChoices} />
              {!isNew && <BooleanInput source="isBlocked" disabled={isSelf} />}
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{strings.users.cancel}</Button>
            <ShortcutSaveButton label={strings.users.save} alwaysEnable />
          </DialogActions>
        </Form>
      </ResponsiveDialog>
      {conflictDialog}
    </ResourceContextProvider>
  )
}
