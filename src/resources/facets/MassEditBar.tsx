import { useState } from 'react'
import { Button, Paper, Stack, TextField, Typography } from '@mui/material'
import type { Role } from '../../../common/roles'
import { FACET_STAGE_CHOICES } from '../../../common/workflow'
import { StageAssigneeSelects, useStageAssigneeChoice } from '../../layout/grid/StageAssigneeChoice'
import type { ConsoleUser } from '../../layout/useConsoleUsers'
import { format } from '../../i18n/en'
import { useStrings } from '../../i18n/useStrings'
import type { PendingEdit } from './massEditPlan'

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
  const choice = useStageAssigneeChoice()
  const [label, setLabel] = useState('')
  const [description, setDescription] = useState('')
  const [sources, setSources] = useState('')
  const edit: PendingEdit = {
    ...choice.change,
    ...(label && { label }),
    ...(description && { description }),
    ...(sources && { sources }),
  }
  const apply = () => {
    onApply(edit)
    choice.reset()
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
        <StageAssigneeSelects
          choice={choice}
          stages={FACET_STAGE_CHOICES[role]}
          users={users}
          assignableAnyStage={(user) => user.role === 'analyst' || user.role === 'admin'}
          labels={{ stage: t.massStage, assignee: t.massAssignee, keep: t.keep, unassigned: t.unassigned }}
        />
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
