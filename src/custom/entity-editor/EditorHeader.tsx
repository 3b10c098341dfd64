import { useRef } from 'react'
import SaveIcon from '@mui/icons-material/Save'
import { Button, Checkbox, FormControlLabel, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material'
import type { RevisionContent } from '../../../common/entityRevisions'
import type { Role } from '../../../common/roles'
import {
  ENTITY_STAGES,
  STAGES,
  canChangeEntityStage,
  canChangeHidden,
  entityStatus,
  isStage,
} from '../../../common/workflow'
import { useStrings } from '../../i18n/useStrings'
import { entityName } from './draft'
import { shallowEqual, useDraft, useEditorStore } from './editorStore'
import { HistoryButton } from './history/HistoryButton'
import { StatusTag } from './StatusTag'
import { EditorPresence } from './presence/EditorPresence'
import type { ConsoleUser } from '../../layout/useConsoleUsers'
import { TopicChip } from '../../layout/TopicChip'
import { useSaveShortcut } from '../../layout/useSaveShortcut'

/** The Save button's text by the draft's state, as keys of the editor's strings. */
const SAVE_LABELS = { clean: 'saved', dirty: 'save', saving: 'saving' } as const

interface EditorHeaderProps {
  role: Role | undefined
  userId: string | null
  users: readonly ConsoleUser[]
  onSave: () => void
  onRestore: (content: RevisionContent) => void
}

/**
 * The entity's name, or Unnamed: drawn again as the Name facet is typed in, apart from the rest. One
 * line, cut short with its whole text as the tooltip: a name that wrapped as it grew moved every facet
 * below it, and the page was laid out and painted again in that keystroke.
 */
function EntityName() {
  const t = useStrings().entityEditor
  const name = useDraft(entityName) || t.unnamed
  return (
    <Typography
      variant="h5"
      component="h2"
      noWrap
      title={name}
      sx={{ minWidth: 0, maxWidth: '100%', flex: '0 1 auto' }}
    >
      {name}
    </Typography>
  )
}

/**
 * Name (or Unnamed), topics, type:subType, Hidden, status, the entity stage for admins, History and Save
 * (spec 2 §2).
 * It follows the draft's save state and entity fields, not its facets: a keystroke leaves it alone.
 */
export function EditorHeader({ role, userId, users, onSave, onRestore }: EditorHeaderProps) {
  const t = useStrings().entityEditor
  const { dispatch } = useEditorStore()
  const draft = useDraft(
    ({ status, hidden, meta, type, subType, topics }) => ({
      status,
      hidden,
      stage: meta.stage,
      failedReason: meta.failedReason,
      type,
      subType,
      topics,
    }),
    shallowEqual,
  )
  const saving = draft.status === 'saving'
  const saveButton = useRef<HTMLButtonElement>(null)
  useSaveShortcut(saveButton)
  const status = entityStatus({
    dirty: draft.status !== 'clean',
    hidden: draft.hidden,
    stage: draft.stage,
    failedReason: draft.failedReason,
  })
  const stages = STAGES.filter((stage) => stage === draft.stage || ENTITY_STAGES.includes(stage))
  return (
    <Paper sx={{ px: 2, py: 1.5, mb: 2 }}>
      {/* a long name is cut short beside the type and topics, and the controls keep their place; where the
          line is too short for all (a phone), the type, the topics and the controls go to lines of their own */}
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Stack
          direction="row"
          spacing={1.5}
          useFlexGap
          sx={{ alignItems: 'baseline', flex: '1 1 280px', minWidth: 0, flexWrap: 'wrap' }}
        >
          <EntityName />
          <Typography color="text.secondary" sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}>
            {draft.subType ? `${draft.type}:${draft.subType}` : draft.type}
          </Typography>
          <Stack direction="row" spacing={0.5} useFlexGap role="group" aria-label={t.topics} sx={{ flexWrap: 'wrap' }}>
            {draft.topics.map((topic) => (
              <TopicChip key={topic.id} topic={topic} />
            ))}
          </Stack>
        </Stack>
        <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <FormControlLabel
            sx={{ mr: 0 }}
            label={t.hidden}
            control={
              <Checkbox
                checked={draft.hidden}
                disabled={saving || !role || !canChangeHidden(role)}
                onChange={(event) => dispatch({ type: 'setHidden', hidden: event.target.checked })}
              />
            }
          />
          <StatusTag status={status} failedReason={draft.failedReason} />
          {role && canChangeEntityStage(role) && (
            <TextField
              select
              size="small"
              margin="none"
              fullWidth={false}
              label={t.entityStage}
              value={draft.stage}
              disabled={saving}
              onChange={(event) => {
                if (isStage(event.target.value)) dispatch({ type: 'setEntityStage', stage: event.target.value, users })
              }}
              sx={{ width: 170 }}
            >
              {stages.map((stage) => (
                <MenuItem key={stage} value={stage}>
                  {stage}
                </MenuItem>
              ))}
            </TextField>
          )}
          <EditorPresence userId={userId} />
          <HistoryButton users={users} onRestore={onRestore} />
          <Button
            ref={saveButton}
            variant="contained"
            startIcon={<SaveIcon />}
            onClick={onSave}
            disabled={draft.status !== 'dirty'}
            sx={{ minWidth: 110 }}
          >
            {t[SAVE_LABELS[draft.status]]}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  )
}
