import type { ReactNode } from 'react'
import { Card, CardContent, Typography } from '@mui/material'

/** One of the home page's cards: its title as a heading under the page's, then what it says. */
export function HomeCard({ title, children, fill = true }: { title: string; children: ReactNode; fill?: boolean }) {
  return (
    <Card variant="outlined" sx={fill ? { height: '100%' } : undefined}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  )
}
