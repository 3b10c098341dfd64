import { Box, Button, MenuItem, Stack, TextField, Tooltip } from '@mui/material'
import type { Role } from '../../../common/roles'
import { canBeAssignedAt, isAssignableUser, isStage, type Stage } from '../../../common/workflow'
import { useCounted, useStrings, type CountedPhrase } from '../../i18n/useStrings'
import type { DraftFacet } from './draft'
import { canChangeFacetStage, facetStageChoices } from './editorState'
import type { FacetPanelKind } from './panel/FacetSidePanel'
import type { ConsoleUser } from '../../layout/useConsoleUsers'

/** Small and side by side: the stage and user selects share a row with the panel buttons. */
const selectProps = { select: true, size: 'small', margin: 'none', fullWidth: false } as const

interface FacetWorkflowProps {
  facet: Pick<DraftFacet, 'meta'>
  /** another user is editing the facet */
  disabled?: boolean
  role: Role | undefined
  users: readonly ConsoleUser[]
  onStage: (stage: Stage) => void
  onAssign: (userId: string | null) => void
}

/** The facet's stage and user selectors (spec 2 §2). */
export function FacetWorkflow({ facet, disabled = false, role, users, onStage, onAssign }: FacetWorkflowProps) {
  const t = useStrings().entityEditor
  const { stage, assignedToId } = facet.meta
  const assignable = users.filter((user) => isAssignableUser(user) && canBeAssignedAt(stage, user.role))
  const assignee = users.find((user) => user.id === assignedToId)
  return (
    <Stack direction="row" spacing={1}>
      <TextField
        {...selectProps}
        label={t.stage}
        value={stage}
        disabled={disabled || !role || !canChangeFacetStage(role, stage)}
        onChange={(event) => {
          if (isStage(event.target.value)) onStage(event.target.value)
        }}
        sx={{ width: 170 }}
      >
        {(role ? facetStageChoices(role, stage) : [stage]).map((choice) => (
          <MenuItem key={choice} value={choice}>
            {choice}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        {...selectProps}
        label={t.user}
        value={assignedToId ?? ''}
        disabled={disabled || !stage || assignable.length === 0}
        onChange={(event) => onAssign(event.target.value || null)}
        sx={{ width: 220 }}
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
    </Stack>
  )
}

interface CountedButtonProps {
  label: string
  count: number
  words: CountedPhrase
  disabled: boolean
  onClick: () => void
}

/**
 * A panel button with its count on it. The count is the button's description, not part of its name,
 * so the button stays 'Log' however many entries there are.
 */
function CountedButton({ label, count, words, disabled, onClick }: CountedButtonProps) {
  const counted = useCounted()
  const button = (
    <Button
      size="small"
      disabled={disabled}
      onClick={onClick}
      endIcon={
        count > 0 && (
          <Box
            component="span"
            aria-hidden
            sx={{
              minWidth: 18,
              height: 18,
              px: 0.5,
              borderRadius: 9,
              bgcolor: 'primary.main',
              color: 'primary.contrastText',
              fontSize: 11,
              lineHeight: '18px',
              textAlign: 'center',
            }}
          >
            {count > 999 ? '999+' : count}
          </Box>
        )
      }
    >
      {label}
    </Button>
  )
  // an unsaved facet has no entries yet, so a counted button is never a disabled one
  if (count === 0) return button
  return (
    <Tooltip title={counted(words, count)} describeChild>
      {button}
    </Tooltip>
  )
}

interface FacetButtonsProps {
  facet: Pick<DraftFacet, 'id' | 'logsCount' | 'amountComment'>
  preview: boolean
  onTogglePreview: () => void
  onPanel: (panel: FacetPanelKind) => void
}

/** The facet's Preview, Rejections, Log and Comments buttons (spec 2 §2); the panels are for saved facets. */
export function FacetButtons({ facet, preview, onTogglePreview, onPanel }: FacetButtonsProps) {
  const t = useStrings().entityEditor
  const unsaved = facet.id === null
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
      <Button size="small" aria-pressed={preview} variant={preview ? 'contained' : 'text'} onClick={onTogglePreview}>
        {t.preview}
      </Button>
      <Button size="small" disabled={unsaved} onClick={() => onPanel('rejections')}>
        {t.rejections}
      </Button>
      <CountedButton
        label={t.log}
        count={facet.logsCount}
        words="entityEditor.logCount"
        disabled={unsaved}
        onClick={() => onPanel('log')}
      />
      <CountedButton
        label={t.comments}
        count={facet.amountComment}
        words="entityEditor.commentCount"
        disabled={unsaved}
        onClick={() => onPanel('comments')}
      />
    </Stack>
  )
}
