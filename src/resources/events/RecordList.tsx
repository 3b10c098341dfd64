import { useState, type ReactNode } from 'react'
import {
  Alert,
  CircularProgress,
  IconButton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Tooltip,
  Typography,
} from '@mui/material'
import DeleteIcon from '@mui/icons-material/Delete'
import EditIcon from '@mui/icons-material/Edit'
import { Confirm, Title } from 'react-admin'
import { Link } from 'react-router-dom'
import { EVENT_PAGE_SIZE } from '../../../common/events'
import { fillMessage } from '../../../common/messages'
import { app } from '../../i18n/en'
import { useInfinitePages } from '../../layout/useInfinitePages'
import { useWhenInView } from '../../layout/useWhenInView'
import { RecordFilters, type RecordQuery } from './RecordFilters'

export interface RecordColumn<T> {
  label: string
  cell: (record: T) => ReactNode
  noWrap?: boolean
}

interface Props<T extends { id: number }> {
  heading: string
  /** the API service listed */
  service: string
  columns: RecordColumn<T>[]
  /** the record's name in links, buttons and the delete question */
  nameOf: (record: T) => string
  editRoute: (record: T) => string
  remove: (record: T) => Promise<boolean>
  texts: {
    edit: string
    delete: string
    deleteTitle: string
    deleteText: string
    cancel: string
    confirm: string
    empty: string
  }
}

/**
 * The events and regulations lists (spec 3 §2): 25 at a time as the end comes into view, the spec's
 * filters, a link to edit each, and delete after a confirmation, then the list reads again.
 */
export function RecordList<T extends { id: number }>({
  heading,
  service,
  columns,
  nameOf,
  editRoute,
  remove,
  texts,
}: Props<T>) {
  const [query, setQuery] = useState<RecordQuery>({})
  const list = useInfinitePages<T>(service, query, { pageSize: EVENT_PAGE_SIZE })
  const [deleting, setDeleting] = useState<T | null>(null)
  const end = useWhenInView<HTMLDivElement>(list.loadMore)
  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      <Title title={heading} />
      <Typography variant="h5" component="h1">
        {heading}
      </Typography>
      <RecordFilters onChange={setQuery} />
      <Table size="small" aria-label={heading}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column.label}>{column.label}</TableCell>
            ))}
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {list.items.map((record) => (
            <TableRow key={record.id} hover>
              {columns.map((column) => (
                <TableCell key={column.label} sx={column.noWrap ? { whiteSpace: 'nowrap' } : undefined}>
                  {column.cell(record)}
                </TableCell>
              ))}
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                <Tooltip title={texts.edit}>
                  <IconButton component={Link} to={editRoute(record)} aria-label={`${texts.edit} ${nameOf(record)}`}>
                    <EditIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
                <Tooltip title={texts.delete}>
                  <IconButton onClick={() => setDeleting(record)} aria-label={`${texts.delete} ${nameOf(record)}`}>
                    <DeleteIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <div ref={end} />
      {list.loading && <CircularProgress sx={{ alignSelf: 'center' }} aria-label={app.feed.loading} />}
      {list.failed && <Alert severity="error">{app.feed.connectionLost}</Alert>}
      {list.done && !list.items.length && <Typography color="text.secondary">{texts.empty}</Typography>}
      {list.done && list.items.length > 0 && (
        <Typography color="text.secondary" sx={{ textAlign: 'center' }}>
          {app.feed.endOfList}
        </Typography>
      )}
      <Confirm
        isOpen={deleting !== null}
        title={fillMessage(texts.deleteTitle, { title: deleting ? nameOf(deleting) : '' })}
        content={texts.deleteText}
        confirm={texts.confirm}
        cancel={texts.cancel}
        onConfirm={async () => {
          if (deleting && (await remove(deleting))) list.reload()
          setDeleting(null)
        }}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  )
}
