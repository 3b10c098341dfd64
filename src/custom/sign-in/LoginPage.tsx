import { useState, type FormEvent } from 'react'
import { Button, CircularProgress, Stack, TextField } from '@mui/material'
import { useQueryClient } from '@tanstack/react-query'
import { useNotify } from 'react-admin'
import { Navigate, useNavigate } from 'react-router-dom'
import { LOGIN_TOAST_MS } from '../../../common/limits'
import { ROUTES } from '../../../common/routes'
import { useStrings } from '../../i18n/useStrings'
import { homeRoute } from '../../../common/permissions'
import { authenticate } from '../../providers/authProvider'
import { session } from '../../providers/session'
import { PublicCard } from '../PublicCard'
import { errorText } from '../../providers/apiErrors'

/** /auth: email and password, a loading state while signing in, errors toasted for 3 s. */
export function LoginPage() {
  const strings = useStrings()
  const queryClient = useQueryClient()
  const notify = useNotify()
  const navigate = useNavigate()
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [loading, setLoading] = useState(false)

  if (session.isSignedIn()) return <Navigate to={ROUTES.root} replace />

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setLoading(true)
    try {
      const user = await authenticate(email.trim(), password)
      // the console checked the session before sign-in; check it again now
      await queryClient.resetQueries({ queryKey: ['auth'] })
      navigate(homeRoute(user.role))
    } catch (error) {
      setLoading(false)
      notify(errorText(error, strings.signInFailed), { type: 'error', autoHideDuration: LOGIN_TOAST_MS })
    }
  }

  return (
    <PublicCard title={strings.signIn.title}>
      <form onSubmit={submit} noValidate>
        <Stack spacing={2}>
          <TextField
            label={strings.signIn.email}
            name="email"
            type="email"
            autoComplete="username"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            required
            autoFocus
          />
          <TextField
            label={strings.signIn.password}
            name="password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            required
          />
          <Button
            type="submit"
            variant="contained"
            disabled={loading || !email.trim() || !password}
            startIcon={
              loading ? <CircularProgress size={18} color="inherit" aria-label={strings.layout.loading} /> : undefined
            }
          >
            {strings.signIn.submit}
          </Button>
          <Button onClick={() => navigate(ROUTES.resetRequest)}>{strings.signIn.resetPassword}</Button>
        </Stack>
      </form>
    </PublicCard>
  )
}
