import { Box, Button, Typography } from '@mui/material'
import { app } from '../i18n/en'

/** Shown when a screen fails: Go home clears local storage, so a bad stored state cannot bring it back. */
export function ErrorPage() {
  const goHome = () => {
    localStorage.clear()
    window.location.assign('/')
  }
  return (
    <Box role="alert" sx={{ p: 6, textAlign: 'center' }}>
      <Typography variant="h5" gutterBottom>
        {app.layout.errorTitle}
      </Typography>
      <Button variant="contained" onClick={goHome}>
        {app.layout.goHome}
      </Button>
    </Box>
  )
}
