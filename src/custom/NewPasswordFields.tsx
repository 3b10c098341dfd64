import { TextField } from '@mui/material'
import { PASSWORD_MAX_LENGTH } from '../../common/limits'

interface Props {
  password: string
  repeat: string
  onPassword: (value: string) => void
  onRepeat: (value: string) => void
  passwordLabel: string
  repeatLabel: string
  /** The rule broken, shown once the user submitted. */
  error?: string
}

/** Password and its repetition, as on the reset and invitation screens. */
export function NewPasswordFields({
  password,
  repeat,
  onPassword,
  onRepeat,
  passwordLabel,
  repeatLabel,
  error,
}: Props) {
  return (
    <>
      <TextField
        label={passwordLabel}
        name="password"
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={(event) => onPassword(event.target.value)}
        error={Boolean(error)}
        slotProps={{ htmlInput: { maxLength: PASSWORD_MAX_LENGTH } }}
        required
      />
      <TextField
        label={repeatLabel}
        name="repeatPassword"
        type="password"
        autoComplete="new-password"
        value={repeat}
        onChange={(event) => onRepeat(event.target.value)}
        error={Boolean(error)}
        helperText={error ?? ' '}
        slotProps={{ htmlInput: { maxLength: PASSWORD_MAX_LENGTH } }}
        required
      />
    </>
  )
}
