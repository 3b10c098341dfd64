import { memo, useCallback, useState } from 'react'
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward'
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward'
import ClearAllIcon from '@mui/icons-material/ClearAll'
import { Box, Card, CardContent, IconButton, Stack, Tooltip, Typography } from '@mui/material'
import { Confirm } from 'react-admin'
import type { Role } from '../../../common/roles'
import type { FacetType } from '../../../common/templateFormat'
import { canRemoveFacetField, type Stage } from '../../../common/workflow'
import { useStrings } from '../../i18n/useStrings'
import { CompletionIcon } from './CompletionIcon'
import { isReadOnlyFacet } from './editorState'
import { useEditorStore } from './editorStore'
import { FacetFields } from './FacetFields'
import { useFacetCompletion, useFacetHead } from './facetSlices'
import { FacetButtons, FacetWorkflow } from './FacetHeader'
import type { FacetPanelKind } from './panel/FacetSidePanel'
import type { ConsoleUser } from '../../layout/useConsoleUsers'
import { DeleteIconButton } from '../../layout/DeleteIconButton'
import { FacetLockNotice } from './presence/FacetLockNotice'
import { useFacetLock } from './presence/useCollaboration'

/** The element a facet is drawn in: the sidebar and a facet id in the address scroll to it. */
export const facetElementId = (facetKey: string) => `facet-${facetKey}`

export interface FacetCardProps {
  facetKey: string
  facetType: FacetType
  /** first or last shown facet of its section: it cannot move further */
  first: boolean
  last: boolean
  role: Role | undefined
  userId: string | null
  /** the entity being edited, once saved */
  entityId: string | null
  users: readonly ConsoleUser[]
  onStage: (facetKey: string, stage: Stage) => void
  onAssign: (facetKey: string, userId: string | null) => void
  /** opens a panel of a saved facet */
  onPanel: (facetId: string, facetName: string, panel: FacetPanelKind) => void
}

type Confirmation = 'clear' | 'remove'

/**
 * One facet: its completion colour, name, <new>/<saved> marker, header, actions and fields. Drawn
 * again only when its props, its header or its colour change: typing in a field draws that field only.
 */
export const FacetCard = memo(function FacetCard(props: FacetCardProps) {
  const t = useStrings().entityEditor
  const { facetKey, facetType, first, last, role, userId, entityId, users, onStage, onAssign, onPanel } = props
  const { dispatch } = useEditorStore()
  const facet = useFacetHead(facetKey)
  const completion = useFacetCompletion(facetKey, facetType)
  const lock = useFacetLock(facet?.id ?? null)
  const [preview, setPreview] = useState(false)
  const [confirming, setConfirming] = useState<Confirmation | null>(null)
  const togglePreview = useCallback(() => setPreview((shown) => !shown), [])
  if (!facet || !completion) return null
  // another user is editing it: read-only here until they save, leave or stop (common/presence)
  const othersLock = lock && lock.userId !== userId ? lock : undefined
  const published = isReadOnlyFacet(facet) || othersLock !== undefined
  const mayRemove = role !== undefined && userId !== null && canRemoveFacetField(role, facet, userId)
  const locked = published || !mayRemove
  const action = (label: string, icon: React.ReactNode, disabled: boolean, onClick: () => void) => (
    <Tooltip title={label}>
      <span>
        <IconButton aria-label={label} size="small" disabled={disabled} onClick={onClick}>
          {icon}
        </IconButton>
      </span>
    </Tooltip>
  )
  return (
    <Card component="article" aria-label={facetType.name} variant="outlined" sx={{ mb: 1.5 }}>
      <CardContent sx={{ p: 1.5, '&:last-child': { pb: 1.5 } }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <CompletionIcon completion={completion} />
          <Typography
            variant="subtitle1"
            component="h3"
            sx={{ fontWeight: 500, overflowWrap: 'anywhere', minWidth: 0 }}
          >
            {facetType.name}
          </Typography>
          <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
            {facet.id ? t.savedMarker : t.newMarker}
          </Typography>
          <Box sx={{ flex: 1 }} />
          <Stack direction="row" sx={{ flexShrink: 0 }}>
            {action(t.moveUp, <ArrowUpwardIcon fontSize="small" />, first, () =>
              dispatch({ type: 'moveFacet', facetKey, direction: 'up' }),
            )}
            {action(t.moveDown, <ArrowDownwardIcon fontSize="small" />, last, () =>
              dispatch({ type: 'moveFacet', facetKey, direction: 'down' }),
            )}
            {action(t.clear, <ClearAllIcon fontSize="small" />, locked, () => setConfirming('clear'))}
            <DeleteIconButton
              title={t.remove}
              label={t.remove}
              disabled={locked}
              onClick={() => setConfirming('remove')}
            />
          </Stack>
        </Stack>
        <Stack direction="row" spacing={1.5} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mt: 1 }}>
          <FacetWorkflow
            facet={facet}
            disabled={othersLock !== undefined}
            role={role}
            users={users}
            onStage={(stage) => onStage(facetKey, stage)}
            onAssign={(id) => onAssign(facetKey, id)}
          />
          <FacetButtons
            facet={facet}
            preview={preview}
            onTogglePreview={togglePreview}
            onPanel={(panel) => {
              if (facet.id) onPanel(facet.id, facetType.name, panel)
            }}
          />
        </Stack>
        {othersLock && <FacetLockNotice lock={othersLock} role={role} />}
        <FacetFields
          facetKey={facetKey}
          facetType={facetType}
          readOnly={published || preview}
          mayRemove={mayRemove}
          entityId={entityId}
        />
      </CardContent>
      {confirming && (
        <Confirm
          isOpen
          title={confirming === 'clear' ? t.clear : t.remove}
          content={confirming === 'clear' ? t.confirmClear : t.confirmDelete}
          onConfirm={() => {
            dispatch({ type: confirming === 'clear' ? 'clearFacet' : 'removeFacet', facetKey })
            setConfirming(null)
          }}
          onClose={() => setConfirming(null)}
        />
      )}
    </Card>
  )
})
