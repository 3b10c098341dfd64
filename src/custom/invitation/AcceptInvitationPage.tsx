import { useEffect, useState, type FormEvent } from 'react'
import { Alert, Button, CircularProgress, Stack, TextField } from '@mui/material'
import { useDataProvider, useNotify } from 'react-admin'
import { useNavigate, useSearchParams } from 'react-router-dom'
import { ACCEPT_INVITATION_REDIRECT_MS, LOGIN_TOAST_MS, MAX_INPUT_LENGTH } from '../../../common/limits'
import { CONSUMER_APP_ROLES, type Role } from '../../../common/roles'
import { ROUTES } from '../../../common/routes'
import { passwordError } from '../../../common/userRules'
import type {
  AcceptedInvitation,
  Invitation,
} from '../../../server/services/accept-invitation/accept-invitation.schema'
import { useStrings } from '../../i18n/useStrings'
import type { ConsoleDataProvider } from '../../providers/dataProvider'
import { NewPasswordFields } from '../NewPasswordFields'
import { PublicCard } from '../PublicCard'
import { errorText } from '../../providers/apiErrors'

/** /accept-invitation?verifyToken=…: the invited person picks a name and password. */
export function AcceptInvitationPage() {
  const strings = useStrings()
  const [params] = useSearchParams()
  const verifyToken = params.get('verifyToken')
  const navigate = useNavigate()
  const notify = useNotify()
  const dataProvider = useDataProvider<ConsoleDataProvider>()
  const [invitation, setInvitation] = useState<Invitation>()
  const [lookupError, setLookupError] = useState<string>()
  const [name, setName] = useState('')
  const [password, setPassword] = useState('')
  const [repeat, setRepeat] = useState('')
  const [error, setError] = useState<string>()
  const [saving, setSaving] = useState(false)

  useEffect(() => {
    if (!verifyToken) return
    dataProvider
      .fetchOne<Invitation>('accept-invitation', verifyToken)
      .then((found) => {
        setInvitation(found)
        setName(found.name)
      })
      .catch((failure: Error) => setLookupError(errorText(failure, strings.generic)))
  }, [dataProvider, verifyToken, strings])

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const problem = !name.trim() ? strings.enterName : passwordError(password, repeat)
    setError(problem)
    if (problem || !verifyToken) return
    setSaving(true)
    try {
      const accepted = await dataProvider.post<AcceptedInvitation>('accept-invitation', {
        name: name.trim(),
        password,
        verifyToken,
      })
      if (CONSUMER_APP_ROLES.includes(accepted.role as Role)) {
        setTimeout(() => window.location.assign(accepted.consumerAppUrl), ACCEPT_INVITATION_REDIRECT_MS)
      } else {
        navigate(ROUTES.auth)
      }
    } catch (failure) {
      setSaving(false)
      notify(errorText(failure, strings.generic), { type: 'error', autoHideDuration: LOGIN_TOAST_MS })
    }
  }

  const body = () => {
    if (!verifyToken) return <Alert severity="warning">{strings.invitation.missingToken}</Alert>
    if (lookupError) return <Alert severity="error">{lookupError}</Alert>
    if (!invitation) return <CircularProgress aria-label={strings.layout.loading} />
    return (
      <form onSubmit={submit} noValidate>
        <Stack spacing={2}>
          <TextField label={strings.invitation.email} name="email" value={invitation.email} disabled />
          <TextField
            label={strings.invitation.name}
            name="name"
            value={name}
            onChange={(event) => setName(event.target.value)}
            error={error === strings.enterName}
            helperText={error === strings.enterName ? error : ' '}
            slotProps={{ htmlInput: { maxLength: MAX_INPUT_LENGTH } }}
            required
          />
          <NewPasswordFields
            password={password}
            repeat={repeat}
            onPassword={setPassword}
            onRepeat={setRepeat}
            passwordLabel={strings.invitation.password}
            repeatLabel={strings.invitation.repeatPassword}
            error={error === strings.enterName ? undefined : error}
          />
          <TextField
            label={strings.invitation.role}
            name="role"
            value={invitation.role}
            slotProps={{ htmlInput: { readOnly: true } }}
          />
          <Button type="submit" variant="contained" disabled={saving}>
            {strings.invitation.submit}
          </Button>
        </Stack>
      </form>
    )
  }

  return <PublicCard title={strings.invitation.title}>{body()}</PublicCard>
}
