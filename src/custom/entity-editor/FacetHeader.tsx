import { Badge, Button, MenuItem, Stack, TextField } from '@mui/material'
import type { Role } from '../../../common/roles'
import { canBeAssignedAt, isStage, type Stage } from '../../../common/workflow'
import { app } from '../../i18n/en'
import type { DraftFacet } from './draft'
import { canChangeFacetStage, facetStageChoices } from './editorState'
import type { FacetPanelKind } from './panel/FacetSidePanel'
import type { ConsoleUser } from './useConsoleUsers'

const t = app.entityEditor

interface FacetHeaderProps {
  facet: DraftFacet
  role: Role | undefined
  users: readonly ConsoleUser[]
  saving: boolean
  preview: boolean
  onTogglePreview: () => void
  onStage: (stage: Stage) => void
  onAssign: (userId: string | null) => void
  onPanel: (panel: FacetPanelKind) => void
}

/** The facet's stage and user selectors, and its Preview, Rejections, Log and Comments buttons (spec 2 §2). */
export function FacetHeader(props: FacetHeaderProps) {
  const { facet, role, users, saving, preview, onTogglePreview, onStage, onAssign, onPanel } = props
  const { stage, assignedToId } = facet.meta
  const assignable = users.filter((user) => canBeAssignedAt(stage, user.role))
  const assignee = users.find((user) => user.id === assignedToId)
  const saved = facet.id !== null
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mt: 1 }}>
      <TextField
        select
        size="small"
        label={t.stage}
        value={stage}
        disabled={saving || !role || !canChangeFacetStage(role, stage)}
        onChange={(event) => {
          if (isStage(event.target.value)) onStage(event.target.value)
        }}
        sx={{ minWidth: 150 }}
      >
        {(role ? facetStageChoices(role, stage) : [stage]).map((choice) => (
          <MenuItem key={choice} value={choice}>
            {choice}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={t.user}
        value={assignedToId ?? ''}
        disabled={saving || !stage || assignable.length === 0}
        onChange={(event) => onAssign(event.target.value || null)}
        sx={{ minWidth: 180 }}
      >
        <MenuItem value="">{t.nobody}</MenuItem>
        {assignable.map((user) => (
          <MenuItem key={user.id} value={user.id}>
            {user.name}
          </MenuItem>
        ))}
        {assignedToId && !assignable.some((user) => user.id === assignedToId) && (
          // until the users are loaded, nobody can be told removed
          <MenuItem value={assignedToId}>{assignee?.name ?? (users.length > 0 ? t.removedUser : '')}</MenuItem>
        )}
      </TextField>
      <Button size="small" aria-pressed={preview} variant={preview ? 'contained' : 'text'} onClick={onTogglePreview}>
        {t.preview}
      </Button>
      <Button size="small" disabled={!saved} onClick={() => onPanel('rejections')}>
        {t.rejections}
      </Button>
      <Badge badgeContent={facet.logsCount} color="primary" max={999}>
        <Button size="small" disabled={!saved} onClick={() => onPanel('log')}>
          {t.log}
        </Button>
      </Badge>
      <Badge badgeContent={facet.amountComment} color="primary" max={999}>
        <Button size="small" disabled={!saved} onClick={() => onPanel('comments')}>
          {t.comments}
        </Button>
      </Badge>
    </Stack>
  )
}
