import { useId, useState } from 'react'
import RestoreIcon from '@mui/icons-material/Restore'
import {
  Box,
  Button,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material'
import { Confirm, useGetList, useGetOne } from 'react-admin'
import type { RevisionContent } from '../../../../common/entityRevisions'
import { REVISIONS_PAGE } from '../../../../common/limits'
import type { EntityTemplate } from '../../../../common/templateFormat'
import type { EntityRevision } from '../../../../server/services/entity-revisions/entity-revisions.schema'
import { format } from '../../../i18n/en'
import { useStrings } from '../../../i18n/useStrings'
import { dateTime } from '../../../layout/dates'
import { ResponsiveDialog } from '../../../layout/ResponsiveDialog'
import { useErrorToast } from '../../../layout/useErrorToast'
import type { ConsoleUser } from '../../../layout/useConsoleUsers'
import { RevisionDiff } from './RevisionDiff'
import { revisionSummaryText } from './revisionSummaryText'

const REVISIONS = 'entity-revisions'

export interface EntityHistoryDialogProps {
  entityId: string
  entityName: string
  template: EntityTemplate
  users: readonly ConsoleUser[]
  onClose: () => void
  /** saves the entity again with a revision's content (the editor's save, with its 409) */
  onRestore: (content: RevisionContent) => void
}

/**
 * An entity's saved versions, newest first, each with who saved it, when and what it changed; the one
 * chosen shows its changes against the version before it, and may be restored after a confirmation.
 */
export function EntityHistoryDialog({
  entityId,
  entityName,
  template,
  users,
  onClose,
  onRestore,
}: EntityHistoryDialogProps) {
  const t = useStrings().entityHistory
  const titleId = useId()
  const toastError = useErrorToast()
  const [perPage, setPerPage] = useState(REVISIONS_PAGE.default)
  const [chosenId, setChosenId] = useState<string | null>(null)
  const [confirming, setConfirming] = useState(false)
  const { data, total, isPending } = useGetList<EntityRevision>(
    REVISIONS,
    { filter: { entityId }, sort: { field: 'savedAt', order: 'DESC' }, pagination: { page: 1, perPage } },
    { onError: toastError },
  )
  const chosen = useGetOne<EntityRevision>(
    REVISIONS,
    { id: chosenId ?? '' },
    { enabled: chosenId !== null, onError: toastError },
  )
  const revision = chosenId && chosen.data?.id === chosenId ? chosen.data : undefined
  // the newest version is the entity as saved: restoring it would change nothing
  const isNewest = chosenId !== null && data?.[0]?.id === chosenId

  return (
    <ResponsiveDialog open onClose={onClose} maxWidth="lg" fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{format(t.title, { name: entityName })}</DialogTitle>
      <DialogContent dividers>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Box sx={{ width: { xs: '100%', md: 320 }, flexShrink: 0 }}>
            <Typography variant="subtitle1" component="h3" id={`${titleId}-versions`}>
              {t.versions}
            </Typography>
            {isPending ? (
              <LinearProgress aria-label={t.loading} sx={{ my: 2 }} />
            ) : !data?.length ? (
              <Typography variant="body2" color="text.secondary" sx={{ my: 2 }}>
                {t.empty}
              </Typography>
            ) : (
              <List dense aria-labelledby={`${titleId}-versions`}>
                {data.map((one) => (
                  <ListItem key={one.id} disablePadding>
                    <ListItemButton
                      selected={one.id === chosenId}
                      aria-current={one.id === chosenId ? 'true' : undefined}
                      onClick={() => setChosenId(one.id)}
                    >
                      <ListItemText
                        primary={`${dateTime(one.savedAt)} · ${format(t.by, { name: one.savedBy.name })}`}
                        secondary={revisionSummaryText(one.summary, t)}
                      />
                    </ListItemButton>
                  </ListItem>
                ))}
              </List>
            )}
            {data && total !== undefined && total > data.length && (
              <Button
                onClick={() => setPerPage((shown) => Math.min(shown + REVISIONS_PAGE.default, REVISIONS_PAGE.max))}
              >
                {t.older}
              </Button>
            )}
          </Box>
          <Box sx={{ flex: 1, minWidth: 0, width: '100%' }}>
            {!chosenId ? (
              <Typography variant="body2" color="text.secondary">
                {t.choose}
              </Typography>
            ) : !revision ? (
              <LinearProgress aria-label={t.loading} sx={{ my: 2 }} />
            ) : (
              <Stack spacing={2}>
                <Box>
                  <Typography variant="subtitle1" component="h3">
                    {format(t.changesTitle, { when: dateTime(revision.savedAt), name: revision.savedBy.name })}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {revision.summary.first ? t.againstNothing : t.againstPrevious}
                  </Typography>
                </Box>
                {revision.changes && <RevisionDiff changes={revision.changes} template={template} users={users} />}
                <Box>
                  <Button
                    variant="outlined"
                    startIcon={<RestoreIcon />}
                    disabled={isNewest}
                    onClick={() => setConfirming(true)}
                  >
                    {t.restore}
                  </Button>
                </Box>
              </Stack>
            )}
          </Box>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t.close}</Button>
      </DialogActions>
      <Confirm
        isOpen={confirming}
        title={t.restoreTitle}
        content={t.restoreConfirm}
        confirm={t.restoreYes}
        cancel={t.cancel}
        onClose={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false)
          if (revision?.content) onRestore(revision.content)
          onClose()
        }}
      />
    </ResponsiveDialog>
  )
}
