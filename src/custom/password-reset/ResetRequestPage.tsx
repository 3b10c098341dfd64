import { useEffect, useState, type FormEvent } from 'react'
import { Button, Stack, TextField } from '@mui/material'
import { useDataProvider, useNotify } from 'react-admin'
import { useNavigate } from 'react-router-dom'
import { LOGIN_TOAST_MS, MAX_INPUT_LENGTH, RESET_REQUEST_REDIRECT_MS } from '../../../common/limits'
import { ROUTES } from '../../../common/routes'
import { isValidEmail } from '../../../common/userRules'
import { useStrings } from '../../i18n/useStrings'
import { errorText } from '../../providers/apiErrors'
import type { ConsoleDataProvider } from '../../providers/dataProvider'
import { PublicCard } from '../PublicCard'

interface ResetRequestAnswer {
  code: number
  message: string
}

/** /reset-request: asks for a reset link; on success returns to sign-in after 3 s. */
export function ResetRequestPage() {
  const strings = useStrings()
  const navigate = useNavigate()
  const notify = useNotify()
  const dataProvider = useDataProvider<ConsoleDataProvider>()
  const [email, setEmail] = useState('')
  const [sending, setSending] = useState(false)
  const [sent, setSent] = useState(false)
  const valid = isValidEmail(email.trim())

  useEffect(() => {
    if (!sent) return
    const timer = setTimeout(() => navigate(ROUTES.auth), RESET_REQUEST_REDIRECT_MS)
    return () => clearTimeout(timer)
  }, [sent, navigate])

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!valid) return
    setSending(true)
    const failed = (message: string) => notify(message, { type: 'error', autoHideDuration: LOGIN_TOAST_MS })
    try {
      const answer = await dataProvider.post<ResetRequestAnswer>('send-pwd-reset', { email: email.trim() })
      // spec 3 §8: an answer whose code is not 200–299 shows its message; no answer, the spec's failure
      if (answer.code < 200 || answer.code > 299) return failed(answer.message || strings.resetRequest.failed)
      notify(answer.message || strings.resetEmailSent, {
        type: 'success',
        autoHideDuration: RESET_REQUEST_REDIRECT_MS,
      })
      setSent(true)
    } catch (error) {
      failed(errorText(error, strings.resetRequest.failed))
    } finally {
      setSending(false)
    }
  }

  return (
    <PublicCard title={strings.resetRequest.title}>
      <form onSubmit={submit} noValidate>
        <Stack spacing={2}>
          <TextField
            label={strings.resetRequest.email}
            name="email"
            type="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={email.length > 0 && !valid}
            helperText={email.length > 0 && !valid ? strings.invalidEmail : ' '}
            slotProps={{ htmlInput: { maxLength: MAX_INPUT_LENGTH } }}
            autoFocus
          />
          <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between' }}>
            <Button onClick={() => navigate(ROUTES.auth)}>{strings.resetRequest.back}</Button>
            <Button type="submit" variant="contained" disabled={!valid || sending || sent}>
              {strings.resetRequest.send}
            </Button>
          </Stack>
        </Stack>
      </form>
    </PublicCard>
  )
}
