import { Alert, Button } from '@mui/material'
import { useStrings } from '../i18n/useStrings'

/** A page whose record could not be read: why, and a button to read it again, instead of a progress bar that never ends. */
export function LoadFailure({ message, detail, onRetry }: { message: string; detail?: string; onRetry: () => void }) {
  const strings = useStrings()
  return (
    <Alert
      severity="error"
      sx={{ mt: 2 }}
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {strings.layout.retry}
        </Button>
      }
    >
      {message}
      {detail && <div>{detail}</div>}
    </Alert>
  )
}
