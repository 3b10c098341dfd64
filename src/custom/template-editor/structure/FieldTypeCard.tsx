import { Box, Grid, IconButton, MenuItem, Stack, Typography } from '@mui/material'
import CloseIcon from '@mui/icons-material/Close'
import { MAX_INPUT_LENGTH } from '../../../../common/limits'
import { DICTIONARY_TYPE_RULES, rulesForKind, type RuleName } from '../../../../common/templateRuleTable'
import { FIELD_KINDS, type FieldKind } from '../../../../common/templateFormat'
import type { FacetFieldTypeInput } from '../../../../common/templateRules'
import { format } from '../../../i18n/en'
import { useStrings } from '../../../i18n/useStrings'
import { FlagBoxes } from './FlagBoxes'
import { ItemActions } from './ItemActions'
import { RuleInput } from './RuleInput'
import { CheckedTextField } from './CheckedTextField'
import { useStructure } from './structureContext'

interface Props {
  fieldType: FacetFieldTypeInput
  facetType: number
  index: number
  /** its place among the facet type's field types, by order */
  first: boolean
  last: boolean
  path: string
}

const FLAGS = ['required', 'create', 'archived'] as const
const dependsOnType: readonly string[] = DICTIONARY_TYPE_RULES

/** The rules a field type's inputs show: its kind's, Mode and Dictionary only with Type dictionary (or when set). */
const shownRules = (kind: FieldKind, rules: Record<string, unknown>): RuleName[] =>
  rulesForKind(kind).filter(
    (rule) => !dependsOnType.includes(rule) || rules.Type === 'dictionary' || rules[rule] !== undefined,
  )

/** One field type of a facet type: its name, kind and flags, and its kind's rules. */
export function FieldTypeCard({ fieldType, facetType, index, first, last, path }: Props) {
  const strings = useStrings()
  const { dispatch, errorAt } = useStructure()
  const name = fieldType.name || strings.templates.unnamed
  const kindKnown = (FIELD_KINDS as readonly string[]).includes(fieldType.kind)
  const rules = kindKnown ? shownRules(fieldType.kind, fieldType.rules) : []
  // rules its kind does not take, or no rule at all: shown with their problem, to be taken off
  const others = Object.keys(fieldType.rules).filter((rule) => !(rules as string[]).includes(rule))
  const at = { facetType, fieldType: index }
  const label = (text: string) => format(text, { name })

  return (
    <Box
      role="group"
      aria-label={label(strings.templates.fieldType)}
      sx={{ borderLeft: 3, borderColor: 'divider', pl: 1.5, py: 1 }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', flexWrap: 'wrap', rowGap: 1 }}>
        <CheckedTextField
          path={`${path}.name`}
          label={strings.templates.fieldTypeName}
          size="small"
          required
          value={String(fieldType.name ?? '')}
          onChange={(event) => dispatch({ type: 'updateFieldType', ...at, patch: { name: event.target.value } })}
          slotProps={{ htmlInput: { maxLength: MAX_INPUT_LENGTH } }}
          sx={{ flex: '1 1 180px' }}
        />
        <CheckedTextField
          path={`${path}.kind`}
          select
          label={strings.templates.kind}
          size="small"
          value={kindKnown ? fieldType.kind : ''}
          onChange={(event) => dispatch({ type: 'setKind', ...at, kind: event.target.value as FieldKind })}
          sx={{ flex: '0 1 150px', minWidth: 130 }}
        >
          {FIELD_KINDS.map((kind) => (
            <MenuItem key={kind} value={kind}>
              {kind}
            </MenuItem>
          ))}
        </CheckedTextField>
        <ItemActions
          name={name}
          first={first}
          last={last}
          onMove={(by) => dispatch({ type: 'moveFieldType', ...at, by })}
          onRemove={() => dispatch({ type: 'removeFieldType', ...at })}
        />
      </Stack>
      <FlagBoxes
        flags={FLAGS}
        values={fieldType}
        onChange={(flag, checked) => dispatch({ type: 'updateFieldType', ...at, patch: { [flag]: checked } })}
      />
      <Typography variant="caption" component="p" color="text.secondary" sx={{ mb: 1 }}>
        {strings.templates.rules}
      </Typography>
      <Grid container spacing={1.5}>
        {rules.map((rule) => (
          <Grid key={rule} size={{ xs: 12, sm: 6, lg: 4 }}>
            <RuleInput
              rule={rule}
              value={fieldType.rules[rule]}
              onChange={(value) => dispatch({ type: 'setRule', ...at, rule, value })}
              error={errorAt(`${path}.rules.${rule}`)}
            />
          </Grid>
        ))}
      </Grid>
      {others.map((rule) => (
        <Stack key={rule} direction="row" spacing={1} sx={{ alignItems: 'center', mt: 1 }}>
          <Typography variant="body2" color="error" sx={{ overflowWrap: 'anywhere' }}>
            {format(strings.templates.otherRule, { rule, value: JSON.stringify(fieldType.rules[rule]) })} —{' '}
            {errorAt(`${path}.rules.${rule}`)}
          </Typography>
          <IconButton
            size="small"
            aria-label={format(strings.templates.removeRule, { rule })}
            onClick={() => dispatch({ type: 'setRule', ...at, rule, value: undefined })}
          >
            <CloseIcon fontSize="small" />
          </IconButton>
        </Stack>
      ))}
    </Box>
  )
}
