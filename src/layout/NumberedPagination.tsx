import { Pagination as MuiPagination, Stack, Typography } from '@mui/material'
import { useListContext } from 'react-admin'
import { usePhone } from './phoneList'

/** Numbered pages, as the reference-data lists show them (spec 3 §2). */
export function NumberedPagination() {
  const { page, perPage, total, setPage } = useListContext()
  const phone = usePhone()
  if (!total) return null
  const pages = Math.ceil(total / perPage)
  const first = (page - 1) * perPage + 1
  return (
    <Stack
      direction="row"
      sx={{ justifyContent: 'flex-end', alignItems: 'center', flexWrap: 'wrap', columnGap: 2, rowGap: 1, p: 1 }}
    >
      <Typography variant="body2" color="text.secondary">
        {`${first}-${Math.min(page * perPage, total)} of ${total}`}
      </Typography>
      {pages > 1 && (
        <MuiPagination
          count={pages}
          page={page}
          onChange={(_, next) => setPage(next)}
          shape="rounded"
          // a phone has room for the first, the current and the last page
          siblingCount={phone ? 0 : 1}
        />
      )}
    </Stack>
  )
}
