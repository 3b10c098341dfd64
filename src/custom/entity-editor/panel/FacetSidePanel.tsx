import CloseIcon from '@mui/icons-material/Close'
import { Box, Drawer, IconButton, Stack, Tooltip, Typography } from '@mui/material'
import { format } from '../../../i18n/en'
import { useStrings } from '../../../i18n/useStrings'
import { CommentsPanel } from './CommentsPanel'
import { LogPanel } from './LogPanel'
import { RejectionsPanel } from './RejectionsPanel'

export type FacetPanelKind = 'comments' | 'log' | 'rejections'

export interface FacetSidePanelProps {
  /** the saved facet the panel is about */
  facetId: string
  /** shown in the panel's title: the facet type's name */
  facetName: string
  panel: FacetPanelKind
  onClose: () => void
  /**
   * Called once the panel has changed the facet itself on the server: a rejection added here makes
   * the facet 'rejected' (and may unassign it), which an open editor must learn.
   */
  onFacetChanged?: (facetId: string) => void
  /** Called once a comment is added (1) or deleted (-1), so that the facet's Comments count follows. */
  onCommentsChanged?: (facetId: string, change: 1 | -1) => void
}

/** Spec 1 §9: the side panel is 465 px wide. */
const PANEL_WIDTH = 465

/** The 465 px right slide-in panel of one facet: its comments, change log or rejections (spec 1 §2). */
export function FacetSidePanel(props: FacetSidePanelProps) {
  const { facetId, facetName, panel, onClose, onFacetChanged, onCommentsChanged } = props
  const t = useStrings().facetPanel
  const title = format(t.title, { facet: facetName, panel: t.titles[panel] })
  return (
    <Drawer
      anchor="right"
      open
      onClose={onClose}
      slotProps={{ paper: { role: 'dialog', 'aria-label': title, sx: { width: PANEL_WIDTH, maxWidth: '100%' } } }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="h6" component="h2" noWrap>
            {facetName}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t.titles[panel]}
          </Typography>
        </Box>
        <Tooltip title={t.close}>
          <IconButton aria-label={t.close} onClick={onClose}>
            <CloseIcon />
          </IconButton>
        </Tooltip>
      </Stack>
      <Box sx={{ p: 2, overflowY: 'auto' }}>
        {panel === 'comments' && (
          <CommentsPanel facetId={facetId} onChanged={(change) => onCommentsChanged?.(facetId, change)} />
        )}
        {panel === 'log' && <LogPanel facetId={facetId} />}
        {panel === 'rejections' && <RejectionsPanel facetId={facetId} onRejected={() => onFacetChanged?.(facetId)} />}
      </Box>
    </Drawer>
  )
}
