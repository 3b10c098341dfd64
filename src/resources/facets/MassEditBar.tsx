import { useState } from 'react'
import { Button, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material'
import type { Role } from '../../../common/roles'
import { canBeAssignedAt, FACET_STAGE_CHOICES, isAssignableUser, type Stage } from '../../../common/workflow'
import type { ConsoleUser } from '../../layout/useConsoleUsers'
import { format } from '../../i18n/en'
import { useStrings } from '../../i18n/useStrings'
import type { PendingEdit } from './massEditPlan'

const KEEP = '\u0000keep'
const NONE = ''

/**
 * Sets stage, assignee, label, description and sources of the selected facets at once, as pending
 * edits. A field left on Keep (or empty) leaves that value of each facet as it is.
 */
export function MassEditBar({
  count,
  role,
  users,
  onApply,
}: {
  count: number
  role: Role
  users: readonly ConsoleUser[]
  onApply: (edit: PendingEdit) => void
}) {
  const t = useStrings().facetGrid
  const [stage, setStage] = useState<string>(KEEP)
  const [assignee, setAssignee] = useState<string>(KEEP)
  const [label, setLabel] = useState('')
  const [description, setDescription] = useState('')
  const [sources, setSources] = useState('')
  // with a stage chosen, the users allowed at it; else those allowed at some stage
  const assignable = users.filter(
    (user) =>
      isAssignableUser(user) &&
      (stage === KEEP ? user.role === 'analyst' || user.role === 'admin' : canBeAssignedAt(stage as Stage, user.role)),
  )
  const edit: PendingEdit = {
    ...(stage !== KEEP && { stage: stage as Stage }),
    ...(assignee !== KEEP && { assignedToId: assignee || null }),
    ...(label && { label }),
    ...(description && { description }),
    ...(sources && { sources }),
  }
  const apply = () => {
    onApply(edit)
    setStage(KEEP)
    setAssignee(KEEP)
    setLabel('')
    setDescription('')
    setSources('')
  }
  const text = (name: string, value: string, set: (value: string) => void, multiline = false) => (
    <TextField
      size="small"
      label={name}
      value={value}
      multiline={multiline}
      maxRows={4}
      onChange={(event) => set(event.target.value)}
      sx={{ flex: '1 1 160px' }}
    />
  )
  return (
    <Paper variant="outlined" sx={{ p: 1.5, mb: 1 }} role="region" aria-label={format(t.selected, { count })}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <Typography variant="body2" sx={{ fontWeight: 600, mr: 1 }}>
          {format(t.selected, { count })}
        </Typography>
        <TextField
          select
          size="small"
          label={t.massStage}
          value={stage}
          onChange={(event) => {
            setStage(event.target.value)
            setAssignee(KEEP)
          }}
          sx={{ width: 150, flex: 'none' }}
        >
          <MenuItem value={KEEP}>{t.keep}</MenuItem>
          {FACET_STAGE_CHOICES[role].map((choice) => (
            <MenuItem key={choice} value={choice}>
              {choice}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={t.massAssignee}
          value={assignee}
          onChange={(event) => setAssignee(event.target.value)}
          sx={{ width: 170, flex: 'none' }}
        >
          <MenuItem value={KEEP}>{t.keep}</MenuItem>
          <MenuItem value={NONE}>{t.unassigned}</MenuItem>
          {assignable.map((user) => (
            <MenuItem key={user.id} value={user.id}>
              {user.name}
            </MenuItem>
          ))}
        </TextField>
        {text(t.massLabel, label, setLabel)}
        {text(t.massDescription, description, setDescription, true)}
        {text(t.massSources, sources, setSources)}
        <Button variant="outlined" onClick={apply} sx={{ flex: 'none' }} disabled={!Object.keys(edit).length}>
          {t.apply}
        </Button>
      </Stack>
    </Paper>
  )
}
