import { useState, type FormEvent } from 'react'
import { Alert, Button, Stack } from '@mui/material'
import { useDataProvider, useNotify } from 'react-admin'
import { useNavigate, useSearchParams } from 'react-router-dom'
import { LOGIN_TOAST_MS } from '../../../common/limits'
import { messages } from '../../../common/messages'
import { ROUTES } from '../../../common/routes'
import { passwordError } from '../../../common/userRules'
import { useStrings } from '../../i18n/useStrings'
import type { ConsoleDataProvider } from '../../providers/dataProvider'
import { PublicCard } from '../PublicCard'
import { NewPasswordFields } from '../NewPasswordFields'

/** /password-reset?resetToken=…: sets a new password with the emailed token. */
export function PasswordResetPage() {
  const strings = useStrings()
  const [params] = useSearchParams()
  const resetToken = params.get('resetToken')
  const navigate = useNavigate()
  const notify = useNotify()
  const dataProvider = useDataProvider<ConsoleDataProvider>()
  const [password, setPassword] = useState('')
  const [repeat, setRepeat] = useState('')
  const [error, setError] = useState<string>()
  const [saving, setSaving] = useState(false)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const problem = passwordError(password, repeat)
    setError(problem)
    if (problem || !resetToken) return
    setSaving(true)
    try {
      await dataProvider.post('reset-pwd', { password, resetToken })
      notify(messages.passwordReset, { type: 'success', autoHideDuration: LOGIN_TOAST_MS })
      navigate(ROUTES.auth)
    } catch (failure) {
      notify((failure as Error)?.message || messages.generic, { type: 'error', autoHideDuration: LOGIN_TOAST_MS })
    } finally {
      setSaving(false)
    }
  }

  return (
    <PublicCard title={strings.passwordReset.title}>
      {!resetToken ? (
        <Alert severity="warning">{strings.passwordReset.missingToken}</Alert>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack spacing={2}>
            <NewPasswordFields
              password={password}
              repeat={repeat}
              onPassword={setPassword}
              onRepeat={setRepeat}
              passwordLabel={strings.passwordReset.password}
              repeatLabel={strings.passwordReset.confirm}
              error={error}
            />
            <Button type="submit" variant="contained" disabled={saving}>
              {strings.passwordReset.submit}
            </Button>
          </Stack>
        </form>
      )}
    </PublicCard>
  )
}
