import { Box, Button, Typography } from '@mui/material'
import { useStrings } from '../i18n/useStrings'

/** Shown when a screen fails: Go home clears local storage, so a bad stored state cannot bring it back. */
export function ErrorPage() {
  const strings = useStrings()
  const goHome = () => {
    localStorage.clear()
    window.location.assign('/')
  }
  return (
    <Box role="alert" sx={{ p: 6, textAlign: 'center' }}>
      <Typography variant="h5" gutterBottom>
        {strings.layout.errorTitle}
      </Typography>
      <Button variant="contained" onClick={goHome}>
        {strings.layout.goHome}
      </Button>
    </Box>
  )
}
