import { useState } from 'react'
import {
  Button,
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
import { ResponsiveDialog } from '../../layout/ResponsiveDialog'
import { useGetList, useNotify } from 'react-admin'
import { useNavigate } from 'react-router-dom'
import { newEntityEditorRoute } from '../../../common/entityEditorRoutes'
import { DEFAULT_PAGE_SIZE, ERROR_TOAST_MS, TEMPLATE_LOAD_LIMIT } from '../../../common/limits'
import type { EntityTemplate } from '../../../common/templateFormat'
import { format } from '../../i18n/en'
import { useStrings } from '../../i18n/useStrings'
import { dateTime } from '../../layout/dates'

/** A column a phone leaves out, so that the Create buttons stay on its screen. */
const ROOMY_ONLY = { display: { xs: 'none', sm: 'table-cell' } }

export interface CreateEntityDialogProps {
  open: boolean
  onClose: () => void
  /** offer only the templates of this entity type (an Actor list creates actors) */
  type?: string
}

/**
 * The create-entity dialog (spec 1 §2): the templates, 50 a page, each with a Create action that
 * opens the right editor on a new entity of that template. They are read at once, 1000 at most
 * (spec 2 §7, §9 'Template load limit 1000'), and paged here.
 */
export function CreateEntityDialog({ open, onClose, type }: CreateEntityDialogProps) {
  const strings = useStrings()
  const t = strings.createEntity
  const navigate = useNavigate()
  const notify = useNotify()
  const [page, setPage] = useState(1)
  const { data: templates = [], isPending } = useGetList<EntityTemplate>(
    'entity-templates',
    {
      filter: type ? { type } : {},
      sort: { field: 'type', order: 'ASC' },
      pagination: { page: 1, perPage: TEMPLATE_LOAD_LIMIT },
    },
    {
      enabled: open,
      // spec 2 §8: a template load failure says 'Something went wrong...'
      onError: () =>
        notify(strings.entityEditor.templateLoadFailed, { type: 'error', autoHideDuration: ERROR_TOAST_MS }),
    },
  )
  const total = templates.length
  const data = templates.slice((page - 1) * DEFAULT_PAGE_SIZE, page * DEFAULT_PAGE_SIZE)
  const title = type ? format(t.titleOfType, { type }) : t.title

  const create = (template: EntityTemplate) => {
    onClose()
    navigate(newEntityEditorRoute(template.type, template.id))
  }

  return (
    <ResponsiveDialog open={open} onClose={onClose} fullWidth maxWidth="md" aria-labelledby="create-entity-title">
      <DialogTitle id="create-entity-title">{title}</DialogTitle>
      <DialogContent dividers>
        {isPending ? (
          <LinearProgress aria-label={t.loading} />
        ) : data.length ? (
          <Table size="small" aria-labelledby="create-entity-title">
            <TableHead>
              <TableRow>
                <TableCell>{t.type}</TableCell>
                <TableCell>{t.subType}</TableCell>
                <TableCell sx={ROOMY_ONLY}>{t.modified}</TableCell>
                <TableCell align="right">{t.action}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.map((template) => (
                <TableRow key={template.id} hover>
                  <TableCell>{template.type}</TableCell>
                  <TableCell>{template.subType}</TableCell>
                  <TableCell sx={ROOMY_ONLY}>{dateTime(template.updatedAt)}</TableCell>
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
        {total > DEFAULT_PAGE_SIZE && (
          <TablePagination
            component="div"
            count={total}
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
    </ResponsiveDialog>
  )
}
