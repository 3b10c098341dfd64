import { useState } from 'react'
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TablePagination,
  TableRow,
  Typography,
} from '@mui/material'
import { useGetList } from 'react-admin'
import { useNavigate } from 'react-router-dom'
import { newEntityEditorRoute } from '../../../common/entityEditorRoutes'
import { DEFAULT_PAGE_SIZE } from '../../../common/limits'
import type { EntityTemplate } from '../../../common/templateFormat'
import { format } from '../../i18n/en'
import { useStrings } from '../../i18n/useStrings'
import { dateTime } from '../../layout/dates'
import { useErrorToast } from '../../layout/useErrorToast'

export interface CreateEntityDialogProps {
  open: boolean
  onClose: () => void
  /** offer only the templates of this entity type (an Actor list creates actors) */
  type?: string
}

/**
 * The create-entity dialog (spec 1 §2): the templates, 50 a page, each with a Create action that
 * opens the right editor on a new entity of that template.
 */
export function CreateEntityDialog({ open, onClose, type }: CreateEntityDialogProps) {
  const t = useStrings().createEntity
  const navigate = useNavigate()
  const toastError = useErrorToast()
  const [page, setPage] = useState(1)
  const { data, total, isPending } = useGetList<EntityTemplate>(
    'entity-templates',
    {
      filter: type ? { type } : {},
      sort: { field: 'type', order: 'ASC' },
      pagination: { page, perPage: DEFAULT_PAGE_SIZE },
    },
    { enabled: open, onError: toastError },
  )
  const title = type ? format(t.titleOfType, { type }) : t.title

  const create = (template: EntityTemplate) => {
    onClose()
    navigate(newEntityEditorRoute(template.type, template.id))
  }

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="md" aria-labelledby="create-entity-title">
      <DialogTitle id="create-entity-title">{title}</DialogTitle>
      <DialogContent dividers>
        {isPending ? (
          <LinearProgress aria-label={t.loading} />
        ) : data?.length ? (
          <Table size="small" aria-labelledby="create-entity-title">
            <TableHead>
              <TableRow>
                <TableCell>{t.type}</TableCell>
                <TableCell>{t.subType}</TableCell>
                <TableCell>{t.modified}</TableCell>
                <TableCell align="right">{t.action}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.map((template) => (
                <TableRow key={template.id} hover>
                  <TableCell>{template.type}</TableCell>
                  <TableCell>{template.subType}</TableCell>
                  <TableCell>{dateTime(template.updatedAt)}</TableCell>
                  <TableCell align="right">
                    <Button
                      size="small"
                      variant="outlined"
                      aria-label={`${t.create} ${template.name}`}
                      onClick={() => create(template)}
                    >
                      {t.create}
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        ) : (
          <Typography color="text.secondary">{t.empty}</Typography>
        )}
        {(total ?? 0) > DEFAULT_PAGE_SIZE && (
          <TablePagination
            component="div"
            count={total ?? 0}
            page={page - 1}
            rowsPerPage={DEFAULT_PAGE_SIZE}
            rowsPerPageOptions={[]}
            onPageChange={(_, next) => setPage(next + 1)}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t.cancel}</Button>
      </DialogActions>
    </Dialog>
  )
}
