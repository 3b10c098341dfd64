import type { ReactNode } from 'react'
import { Box, Card, CardContent, Typography } from '@mui/material'
import { PRODUCT_NAME } from '../productName'

/** The frame of the screens shown before sign-in. */
export function PublicCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        bgcolor: 'background.default',
        p: 2,
      }}
    >
      <Card sx={{ width: 400, maxWidth: '100%' }}>
        <CardContent>
          <Typography variant="overline" color="text.secondary">
            {PRODUCT_NAME}
          </Typography>
          <Typography variant="h5" component="h1" gutterBottom>
            {title}
          </Typography>
          {children}
        </CardContent>
      </Card>
    </Box>
  )
}
