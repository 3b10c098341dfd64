import { Fragment } from 'react'
import { Box, Link as MuiLink, MenuItem, TextField } from '@mui/material'
import { Link } from 'react-router-dom'
import { descriptionParts, sourceHost, splitSources, type FacetGridRow } from '../../../common/facetGrid'
import type { Role } from '../../../common/roles'
import { canBeAssignedAt, FACET_STAGE_CHOICES, type Stage } from '../../../common/workflow'
import type { ConsoleUser } from '../../custom/entity-editor/useConsoleUsers'
import { app, format } from '../../i18n/en'
import { assigneeName } from '../entities/cells'

const t = app.facetGrid
const NONE = ''

/** A description with its link markup as anchors and its newlines as line breaks (spec 2 §2). */
export function DescriptionText({ text }: { text: string | null }) {
  return (
    <>
      {descriptionParts(text ?? '').map((part, index) =>
        'lineBreak' in part ? (
          <br key={index} />
        ) : 'href' in part ? (
          <MuiLink key={index} href={part.href} target="_blank" rel="noopener noreferrer">
            {part.name}
          </MuiLink>
        ) : (
          <Fragment key={index}>{part.text}</Fragment>
        ),
      )}
    </>
  )
}

/** Sources as links named by their host, or 'link' (spec 2 §2). */
export function SourceLinks({ text }: { text: string }) {
  return (
    <Box component="span" sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1 }}>
      {splitSources(text).map((source, index) => (
        <MuiLink key={index} href={source} target="_blank" rel="noopener noreferrer" title={source}>
          {sourceHost(source) === 'link' ? t.link : sourceHost(source)}
        </MuiLink>
      ))}
    </Box>
  )
}

export const entityLabel = (row: FacetGridRow) => row.entity.name || t.unnamed

/** A link into the entity editor, optionally to one facet (its id as the fragment). */
export function EditorLink({ to, label, children }: { to: string; label: string; children: string }) {
  return (
    <MuiLink component={Link} to={to} aria-label={label}>
      {children}
    </MuiLink>
  )
}

/** The stages a role may choose, and the row's own stage when it is not among them (shown, not chosen). */
export function stageChoices(role: Role, current: Stage) {
  const choices = FACET_STAGE_CHOICES[role]
  return choices.includes(current) ? choices : [current, ...choices]
}

export function StageSelect({
  label,
  role,
  value,
  onChange,
}: {
  label: string
  role: Role
  value: Stage
  onChange: (stage: Stage) => void
}) {
  const choices = FACET_STAGE_CHOICES[role]
  return (
    <TextField
      select
      size="small"
      variant="standard"
      value={value}
      onChange={(event) => onChange(event.target.value as Stage)}
      slotProps={{ htmlInput: { 'aria-label': label } }}
    >
      {stageChoices(role, value).map((stage) => (
        <MenuItem key={stage} value={stage} disabled={!choices.includes(stage)}>
          {stage}
        </MenuItem>
      ))}
    </TextField>
  )
}

/** The users assignable at a stage, 'Unassigned', and a current assignee who no longer is (or is gone). */
export function AssigneeSelect({
  label,
  stage,
  value,
  users,
  onChange,
}: {
  label: string
  stage: Stage
  value: string | null
  users: ConsoleUser[]
  onChange: (assignedToId: string | null) => void
}) {
  const allowed = users.filter((user) => canBeAssignedAt(stage, user.role))
  const known = allowed.some((user) => user.id === value)
  return (
    <TextField
      select
      size="small"
      variant="standard"
      value={value ?? NONE}
      disabled={!allowed.length && !value}
      onChange={(event) => onChange(event.target.value || null)}
      sx={{ minWidth: 110 }}
      slotProps={{ htmlInput: { 'aria-label': label }, select: { displayEmpty: true } }}
    >
      <MenuItem value={NONE}>{t.unassigned}</MenuItem>
      {value && !known && (
        <MenuItem value={value} disabled>
          {assigneeName(users, value)}
        </MenuItem>
      )}
      {allowed.map((user) => (
        <MenuItem key={user.id} value={user.id}>
          {user.name}
        </MenuItem>
      ))}
    </TextField>
  )
}

export const editLabel = (column: keyof typeof t.columns, row: FacetGridRow) =>
  format(t.edit, { column: t.columns[column], facet: `${row.type.name} ${entityLabel(row)}` })
