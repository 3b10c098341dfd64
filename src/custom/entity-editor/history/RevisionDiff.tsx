import AddCircleOutlineIcon from '@mui/icons-material/AddCircleOutlineOutlined'
import EditOutlinedIcon from '@mui/icons-material/EditOutlined'
import RemoveCircleOutlineIcon from '@mui/icons-material/RemoveCircleOutlineOutlined'
import { Box, Chip, Stack, Typography } from '@mui/material'
import { alpha } from '@mui/material/styles'
import type { FieldValue } from '../../../../common/entityFormat'
import type { Change, FacetChange, FieldChange, RevisionChanges } from '../../../../common/entityRevisions'
import type { EntityTemplate } from '../../../../common/templateFormat'
import { format } from '../../../i18n/en'
import { useStrings } from '../../../i18n/useStrings'
import type { ConsoleUser } from '../../../layout/useConsoleUsers'

interface RevisionDiffProps {
  changes: RevisionChanges
  template: EntityTemplate
  users: readonly ConsoleUser[]
}

const FACET_ICONS = {
  added: <AddCircleOutlineIcon fontSize="small" />,
  removed: <RemoveCircleOutlineIcon fontSize="small" />,
  changed: <EditOutlinedIcon fontSize="small" />,
}
const FACET_COLOURS = { added: 'success', removed: 'error', changed: 'default' } as const

/**
 * One side of a change: a removed value struck through on red, an added one on green, each also said in
 * words and by an icon, so that no one needs the colours to read it.
 */
function ValueLine({ side, value }: { side: 'before' | 'after'; value: string }) {
  const t = useStrings().entityHistory
  const removed = side === 'before'
  return (
    <Stack
      direction="row"
      spacing={1}
      sx={{
        alignItems: 'flex-start',
        px: 1,
        py: 0.25,
        borderRadius: 1,
        bgcolor: (theme) => alpha(removed ? theme.palette.error.main : theme.palette.success.main, 0.1),
      }}
    >
      <Box component="span" aria-hidden sx={{ display: 'flex', color: removed ? 'error.main' : 'success.main' }}>
        {removed ? <RemoveCircleOutlineIcon fontSize="small" /> : <AddCircleOutlineIcon fontSize="small" />}
      </Box>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        <Box component="span" sx={{ fontWeight: 600 }}>
          {removed ? t.before : t.after}:
        </Box>{' '}
        <Box component={removed ? 'del' : 'ins'} sx={{ textDecoration: removed ? 'line-through' : 'none' }}>
          {value}
        </Box>
      </Typography>
    </Stack>
  )
}

/** A change's two sides, each shown only where it has a value. */
function ChangeLines({ change, shown }: { change: Change<FieldValue>; shown: (value: FieldValue) => string }) {
  return (
    <Stack spacing={0.5}>
      {change.before !== null && <ValueLine side="before" value={shown(change.before)} />}
      {change.after !== null && <ValueLine side="after" value={shown(change.after)} />}
    </Stack>
  )
}

function Labelled({
  label,
  change,
  shown,
}: {
  label: string
  change: Change<FieldValue>
  shown: (value: FieldValue) => string
}) {
  return (
    <Box component="li">
      <Typography variant="body2" sx={{ fontWeight: 600, mb: 0.5 }}>
        {label}
      </Typography>
      <ChangeLines change={change} shown={shown} />
    </Box>
  )
}

const listSx = { listStyle: 'none', p: 0, m: 0 }

/**
 * What a revision changed against the one before it: the entity's name, stage and assignee, then each
 * facet added, removed or changed with the fields that changed, named as the template names them.
 */
export function RevisionDiff({ changes, template, users }: RevisionDiffProps) {
  const t = useStrings().entityHistory
  const shown = (value: FieldValue) => (value === '' ? t.emptyValue : String(value))
  const userName = (value: FieldValue) =>
    value === null || value === '' ? t.unassigned : (users.find((user) => user.id === value)?.name ?? String(value))
  const facetType = (facet: FacetChange) => template.facetTypes.find((one) => one.id === facet.facetTypeId)
  const fieldLabel = (facet: FacetChange, field: FieldChange) => {
    const fieldType = facetType(facet)?.facetFieldTypes.find((one) => one.id === field.facetFieldTypeId)
    const parts = [fieldType?.name ?? t.unknownField]
    if (field.name !== 'value') parts.push(field.name)
    if (field.order > 1) parts.push(format(t.set, { order: field.order }))
    return parts.join(' · ')
  }

  const entityLines = [
    changes.name && { label: t.entityName, change: changes.name, shown },
    changes.stage && { label: t.entityStage, change: changes.stage, shown },
    changes.assignedToId && { label: t.entityAssignee, change: changes.assignedToId, shown: userName },
  ].filter((line) => !!line)

  if (!entityLines.length && !changes.facets.length)
    return (
      <Typography variant="body2" color="text.secondary">
        {t.noChange}
      </Typography>
    )
  return (
    <Stack spacing={2}>
      {entityLines.length > 0 && (
        <Stack component="ul" spacing={1} sx={listSx}>
          {entityLines.map((line) => (
            <Labelled key={line.label} {...line} />
          ))}
        </Stack>
      )}
      {changes.facets.map((facet) => {
        const name = facetType(facet)?.name ?? t.unknownFacet
        return (
          <Box component="section" key={facet.facetId} aria-label={`${name}: ${t.facetKinds[facet.kind]}`}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
              <Typography variant="subtitle1" component="h4">
                {name}
              </Typography>
              <Chip
                size="small"
                variant="outlined"
                color={FACET_COLOURS[facet.kind]}
                icon={FACET_ICONS[facet.kind]}
                label={t.facetKinds[facet.kind]}
              />
            </Stack>
            <Stack component="ul" spacing={1} sx={listSx}>
              {facet.stage && <Labelled label={t.stage} change={facet.stage} shown={shown} />}
              {facet.assignedToId && <Labelled label={t.assignee} change={facet.assignedToId} shown={userName} />}
              {facet.fields.map((field) => (
                <Labelled
                  key={`${field.facetFieldTypeId}/${field.order}/${field.name}`}
                  label={fieldLabel(facet, field)}
                  change={field}
                  shown={shown}
                />
              ))}
            </Stack>
          </Box>
        )
      })}
    </Stack>
  )
}
