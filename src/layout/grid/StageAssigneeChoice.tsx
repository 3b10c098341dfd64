import { useState } from 'react'
import { MenuItem, TextField } from '@mui/material'
import { canBeAssignedAt, isAssignableUser, type Stage } from '../../../common/workflow'
import type { ConsoleUser } from '../useConsoleUsers'

const KEEP = '\u0000keep'

/** The stage and assignee a change of the chosen rows sets: each 'Keep' until chosen. */
export function useStageAssigneeChoice() {
  const [stage, setStage] = useState(KEEP)
  const [assignee, setAssignee] = useState(KEEP)
  return {
    stage,
    assignee,
    /** a new stage asks for the assignee again: the one chosen may not be allowed at it */
    chooseStage: (value: string) => {
      setStage(value)
      setAssignee(KEEP)
    },
    chooseAssignee: setAssignee,
    reset: () => {
      setStage(KEEP)
      setAssignee(KEEP)
    },
    /** what to set on each row: only what was chosen (an empty assignee is none) */
    change: {
      ...(stage !== KEEP && { stage: stage as Stage }),
      ...(assignee !== KEEP && { assignedToId: assignee || null }),
    },
  }
}

export type StageAssigneeChoice = ReturnType<typeof useStageAssigneeChoice>

interface Props {
  choice: StageAssigneeChoice
  /** the stages offered */
  stages: readonly string[]
  users: readonly ConsoleUser[]
  /** whether a user may be chosen while the stage is kept (each row's own stage then decides) */
  assignableAnyStage: (user: ConsoleUser) => boolean
  labels: { stage: string; assignee: string; keep: string; unassigned: string }
}

/**
 * The Stage and Assignee selects of a bar acting on chosen rows, each starting on Keep; with a stage
 * chosen, the users allowed at it.
 */
export function StageAssigneeSelects({ choice, stages, users, assignableAnyStage, labels }: Props) {
  const { stage, assignee, chooseStage, chooseAssignee } = choice
  const assignable = users.filter(
    (user) =>
      isAssignableUser(user) &&
      (stage === KEEP ? assignableAnyStage(user) : canBeAssignedAt(stage as Stage, user.role)),
  )
  return (
    <>
      <TextField
        select
        size="small"
        label={labels.stage}
        value={stage}
        onChange={(event) => chooseStage(event.target.value)}
        sx={{ width: 150, flex: 'none' }}
      >
        <MenuItem value={KEEP}>{labels.keep}</MenuItem>
        {stages.map((one) => (
          <MenuItem key={one} value={one}>
            {one}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={labels.assignee}
        value={assignee}
        onChange={(event) => chooseAssignee(event.target.value)}
        sx={{ width: 170, flex: 'none' }}
      >
        <MenuItem value={KEEP}>{labels.keep}</MenuItem>
        <MenuItem value="">{labels.unassigned}</MenuItem>
        {assignable.map((user) => (
          <MenuItem key={user.id} value={user.id}>
            {user.name}
          </MenuItem>
        ))}
      </TextField>
    </>
  )
}
