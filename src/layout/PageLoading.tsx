import { Box, CircularProgress } from '@mui/material'
import { app } from '../i18n/en'

/** What a page loaded on demand shows while its code arrives: a small progress in the middle. */
export function PageLoading() {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
      <CircularProgress size={32} aria-label={app.loadingPage} />
    </Box>
  )
}
