import { useState } from 'react'
import { Button, DialogActions, DialogContent, DialogTitle, Stack, TextField, Typography } from '@mui/material'
import { ResponsiveDialog } from './ResponsiveDialog'
import {
  AutocompleteArrayInput,
  Form,
  TextInput,
  useDataProvider,
  useGetIdentity,
  useGetOne,
  useLogout,
  useNotify,
  useUpdate,
} from 'react-admin'
import { ERROR_TOAST_MS, MAX_INPUT_LENGTH } from '../../common/limits'
import { messages } from '../../common/messages'
import { useStrings } from '../i18n/useStrings'
import { errorText } from '../providers/apiErrors'
import { useSaveConflict } from './ConflictDialog'
import { session, type SessionUser } from '../providers/session'
import { overwriting } from '../providers/staleSave'
import { useCountries } from './useCountries'
import { ShortcutSaveButton } from './ShortcutSaveButton'

const nameRequired = (value: string | undefined) => (value?.trim() ? undefined : messages.enterName)

/** The signed-in user edits their own name and newsletter topics, and can have the newsletter sent. */
export function AccountDialog({ onClose }: { onClose: () => void }) {
  const strings = useStrings()
  const { identity, refetch: readIdentity } = useGetIdentity()
  const { data: user, refetch } = useGetOne<SessionUser>(
    'users',
    { id: identity?.id as string },
    { enabled: Boolean(identity?.id) },
  )
  const [update] = useUpdate<SessionUser>()
  const dataProvider = useDataProvider()
  const notify = useNotify()
  const { choices } = useCountries()
  const [sending, setSending] = useState(false)
  const logout = useLogout()

  const conflict = useSaveConflict(() => void refetch())
  const save = (values: Partial<SessionUser>, previousData = user!) =>
    update(
      'users',
      { id: user!.id, data: { name: values.name, newsletter: values.newsletter }, previousData },
      {
        onSuccess: (saved) => {
          session.setUser(saved)
          // the side menu and the greeting read the identity: they show the new name at once
          void readIdentity()
          notify(strings.account.saved, { type: 'success' })
        },
        onError: (error) =>
          conflict.caught(error, (version) => save(values, overwriting(previousData, version))) ||
          notify(errorText(error), { type: 'error', autoHideDuration: ERROR_TOAST_MS }),
      },
    )

  const sendNewsletter = async () => {
    setSending(true)
    try {
      await dataProvider.create('send-newsletter', { data: {} })
      notify(strings.account.newsletterSent, { type: 'success' })
    } catch {
      notify(strings.account.newsletterFailed, { type: 'error', autoHideDuration: ERROR_TOAST_MS })
    } finally {
      setSending(false)
    }
  }

  return (
    <>
      <ResponsiveDialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="account-title">
        <DialogTitle id="account-title">{strings.account.title}</DialogTitle>
        {user && (
          <Form record={user} onSubmit={(values: Partial<SessionUser>) => save(values)}>
            <DialogContent>
              <Stack spacing={1}>
                <TextField label={strings.account.email} value={user.email} disabled fullWidth />
                <TextField label={strings.account.role} value={user.role} disabled fullWidth />
                <TextInput
                  source="name"
                  label={strings.account.name}
                  validate={nameRequired}
                  slotProps={{ htmlInput: { maxLength: MAX_INPUT_LENGTH } }}
                />
                <AutocompleteArrayInput source="newsletter" label={strings.account.newsletter} choices={choices} />
                <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
                  <Button color="error" variant="outlined" onClick={() => logout()} sx={{ flexShrink: 0 }}>
                    {strings.account.logoutEverywhere}
                  </Button>
                  <Typography variant="body2" color="text.secondary">
                    {strings.account.logoutEverywhereHint}
                  </Typography>
                </Stack>
              </Stack>
            </DialogContent>
            <DialogActions>
              <Button onClick={sendNewsletter} disabled={sending}>
                {strings.account.sendNewsletter}
              </Button>
              <Button onClick={onClose}>{strings.account.close}</Button>
              <ShortcutSaveButton label={strings.account.save} />
            </DialogActions>
          </Form>
        )}
      </ResponsiveDialog>
      {conflict.dialog}
    </>
  )
}
