import { Link as MuiLink, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material'
import { sampleUrl, type ImportKind } from '../../../common/imports'
import { useStrings } from '../../i18n/useStrings'

/** The columns a sheet of a kind holds, and its sample to start from. */
export function SheetColumns({ kind }: { kind: ImportKind }) {
  const t = useStrings().imports
  return (
    <Stack spacing={1}>
      <Typography variant="subtitle2" component="h2">
        {t.columns}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t.columnsHelp}
      </Typography>
      <Table size="small" aria-label={`${kind.title}: ${t.columns}`}>
        <TableHead>
          <TableRow>
            <TableCell>{t.column}</TableCell>
            <TableCell>{t.holds}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {kind.columns.map((column) => (
            <TableRow key={column.name}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <strong>{column.name}</strong> ({column.required ? t.required : t.optional})
              </TableCell>
              <TableCell>{column.holds}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <MuiLink href={sampleUrl(kind)} download={kind.sample}>
        {t.sample} ({kind.sample})
      </MuiLink>
    </Stack>
  )
}
