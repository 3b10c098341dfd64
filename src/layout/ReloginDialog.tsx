import { useCallback, useEffect, useState, type FormEvent } from 'react'
import { Button, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material'
import { ResponsiveDialog } from './ResponsiveDialog'
import { useQueryClient } from '@tanstack/react-query'
import { useNotify } from 'react-admin'
import { LOGIN_TOAST_MS } from '../../common/limits'
import { ROUTES } from '../../common/routes'
import { useStrings } from '../i18n/useStrings'
import { followOtherTabs, forgetSession, reauthenticate } from '../providers/authProvider'
import { relogin, useReloginOpen } from '../providers/reloginStore'
import { session } from '../providers/session'
import { errorText } from '../providers/apiErrors'

/** Another person signing in leaves this page for the sign-in page: the console starts afresh for them. */
async function signInAsSomeoneElse() {
  await forgetSession()
  window.location.assign(ROUTES.auth)
}

/**
 * Opens on any 401. The same user signing in again here keeps the page, its forms and their unsaved
 * edits; the email is theirs and cannot be changed, and another tab signing in as someone else starts
 * this one afresh too, so that no page goes on showing one user while its calls go out as another.
 */
export function ReloginDialog() {
  const strings = useStrings()
  const open = useReloginOpen()
  const notify = useNotify()
  const queryClient = useQueryClient()
  const [user] = useState(() => session.user())
  const [password, setPassword] = useState('')
  const [loading, setLoading] = useState(false)

  // signed back in, here or in another tab: the modal closes and what failed meanwhile is read again
  const resume = useCallback(async () => {
    setPassword('')
    relogin.close()
    await queryClient.invalidateQueries({ predicate: (query) => query.state.status === 'error' })
  }, [queryClient])

  useEffect(() => (user ? followOtherTabs(user.id, () => void resume()) : undefined), [user, resume])

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setLoading(true)
    try {
      await reauthenticate(password)
      await resume()
    } catch (error) {
      notify(errorText(error, strings.signInFailed), { type: 'error', autoHideDuration: LOGIN_TOAST_MS })
    } finally {
      setLoading(false)
    }
  }

  return (
    <ResponsiveDialog open={open} aria-labelledby="relogin-title">
      <form onSubmit={submit}>
        <DialogTitle id="relogin-title">{strings.layout.reloginTitle}</DialogTitle>
        <DialogContent>
          <DialogContentText>{strings.layout.relogin}</DialogContentText>
          <TextField
            label={strings.signIn.email}
            name="email"
            type="email"
            value={user?.email ?? ''}
            fullWidth
            margin="normal"
            slotProps={{ htmlInput: { readOnly: true } }}
          />
          <TextField
            label={strings.signIn.password}
            name="password"
            type="password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            fullWidth
            margin="normal"
            required
            autoFocus
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => void signInAsSomeoneElse()}>{strings.layout.reloginOther}</Button>
          <Button type="submit" variant="contained" disabled={loading || !password}>
            {strings.signIn.submit}
          </Button>
        </DialogActions>
      </form>
    </ResponsiveDialog>
  )
}
