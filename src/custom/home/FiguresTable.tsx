import type { ReactNode } from 'react'
import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material'
import { useStrings } from '../../i18n/useStrings'

export interface FiguresRow {
  key: string
  cells: ReactNode[]
}

/**
 * A chart's figures as a table, folded under the chart: what a screen reader or a keyboard reads instead of
 * the bars, with the same links.
 */
export function FiguresTable({ caption, head, rows }: { caption: string; head: string[]; rows: FiguresRow[] }) {
  const t = useStrings().home
  return (
    <Box component="details" sx={{ mb: 1, '& > summary': { cursor: 'pointer', py: 0.5 } }}>
      <Typography component="summary" variant="body2">
        {t.asTable}
      </Typography>
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small">
          <Box component="caption" sx={{ captionSide: 'top', textAlign: 'left', p: 0.5 }}>
            {caption}
          </Box>
          <TableHead>
            <TableRow>
              {head.map((title, index) => (
                <TableCell key={title} align={index ? 'right' : 'left'}>
                  {title}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.key}>
                {row.cells.map((cell, index) =>
                  index ? (
                    <TableCell key={index} align="right">
                      {cell}
                    </TableCell>
                  ) : (
                    <TableCell key={index} component="th" scope="row">
                      {cell}
                    </TableCell>
                  ),
                )}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    </Box>
  )
}
