import { Box, CircularProgress } from '@mui/material'
import { useStrings } from '../i18n/useStrings'

/** What a page loaded on demand shows while its code arrives: a small progress in the middle. */
export function PageLoading() {
  const strings = useStrings()
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
      <CircularProgress size={32} aria-label={strings.loadingPage} />
    </Box>
  )
}
