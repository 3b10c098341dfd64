import { useState, type FormEvent } from 'react'
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material'
import { useQueryClient } from '@tanstack/react-query'
import { useNotify } from 'react-admin'
import { LOGIN_TOAST_MS } from '../../common/limits'
import { app } from '../i18n/en'
import { authenticate } from '../providers/authProvider'
import { relogin, useReloginOpen } from '../providers/reloginStore'
import { session } from '../providers/session'

/** Opens on any 401. Signing in again here keeps the page, its forms and their unsaved edits. */
export function ReloginDialog() {
  const open = useReloginOpen()
  const notify = useNotify()
  const queryClient = useQueryClient()
  const [email, setEmail] = useState(() => session.user()?.email ?? '')
  const [password, setPassword] = useState('')
  const [loading, setLoading] = useState(false)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setLoading(true)
    try {
      await authenticate(email, password)
      setPassword('')
      relogin.close()
      await queryClient.invalidateQueries({ predicate: (query) => query.state.status === 'error' })
    } catch (error) {
      notify((error as Error).message || app.signInFailed, { type: 'error', autoHideDuration: LOGIN_TOAST_MS })
    } finally {
      setLoading(false)
    }
  }

  return (
    <Dialog open={open} aria-labelledby="relogin-title">
      <form onSubmit={submit}>
        <DialogTitle id="relogin-title">{app.layout.reloginTitle}</DialogTitle>
        <DialogContent>
          <DialogContentText>{app.layout.relogin}</DialogContentText>
          <TextField
            label={app.signIn.email}
            name="email"
            type="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            fullWidth
            margin="normal"
            required
          />
          <TextField
            label={app.signIn.password}
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
          <Button type="submit" variant="contained" disabled={loading || !email || !password}>
            {app.signIn.submit}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  )
}
