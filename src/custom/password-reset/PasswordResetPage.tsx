import { useState, type FormEvent } from 'react'
import { Alert, Button, Stack } from '@mui/material'
import { useDataProvider, useNotify } from 'react-admin'
import { useNavigate, useSearchParams } from 'react-router-dom'
import { LOGIN_TOAST_MS } from '../../../common/limits'
import { ROUTES } from '../../../common/routes'
import { passwordError } from '../../../common/userRules'
import { useStrings } from '../../i18n/useStrings'
import type { ConsoleDataProvider } from '../../providers/dataProvider'
import { PublicCard } from '../PublicCard'
import { NewPasswordFields } from '../NewPasswordFields'
import { errorText } from '../../providers/apiErrors'

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
      notify(strings.passwordReset, { type: 'success', autoHideDuration: LOGIN_TOAST_MS })
      navigate(ROUTES.auth)
    } catch (failure) {
      notify(errorText(failure, strings.generic), { type: 'error', autoHideDuration: LOGIN_TOAST_MS })
    } finally {
      setSaving(false)
    }
  }

  return (
    <PublicCard title={strings.newPassword.title}>
      {!resetToken ? (
        <Alert severity="warning">{strings.newPassword.missingToken}</Alert>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack spacing={2}>
            <NewPasswordFields
              password={password}
              repeat={repeat}
              onPassword={setPassword}
              onRepeat={setRepeat}
              passwordLabel={strings.newPassword.password}
              repeatLabel={strings.newPassword.confirm}
              error={error}
            />
            <Button type="submit" variant="contained" disabled={saving}>
              {strings.newPassword.submit}
            </Button>
          </Stack>
        </form>
      )}
    </PublicCard>
  )
}
