import { Autocomplete, MenuItem, TextField } from '@mui/material'
import { MAX_INPUT_LENGTH } from '../../../../common/limits'
import { RULES, type RuleDefinition, type RuleName } from '../../../../common/templateRuleTable'
import type { RuleValue } from '../../../../common/templateFormat'
import { useStrings } from '../../../i18n/useStrings'
import { DictionaryPicker } from './DictionaryPicker'

interface Props {
  rule: RuleName
  value: RuleValue | undefined
  onChange: (value: RuleValue | undefined) => void
  error?: string
}

const NOT_SET = ''
const textOf = (value: RuleValue | undefined) => (value === undefined || Array.isArray(value) ? '' : String(value))
const listOf = (value: RuleValue | undefined) => (Array.isArray(value) ? value : [])

/**
 * One rule of a field type, with the input its allowed values call for (common/templateRuleTable):
 * a select of its words, a number within its bounds, text, a dictionary picker, an entity type, a list.
 * Emptied, the rule is taken off.
 */
export function RuleInput({ rule, value, onChange, error }: Props) {
  const strings = useStrings()
  const definition: RuleDefinition = RULES[rule]
  const { input } = definition
  const common = { label: rule, error: Boolean(error), helperText: error, size: 'small' as const, fullWidth: true }
  const words = definition.values ?? []

  switch (input.kind) {
    case 'choice':
    case 'choiceOrNumber': {
      const numbers =
        input.kind === 'choiceOrNumber'
          ? Array.from({ length: input.max - input.min + 1 }, (_, index) => input.min + index)
          : []
      const options = [...words, ...numbers.map(String)]
      const shown = textOf(value)
      return (
        <TextField
          {...common}
          select
          value={options.includes(shown) ? shown : NOT_SET}
          onChange={(event) => {
            const picked = event.target.value
            onChange(picked === NOT_SET ? undefined : numbers.includes(Number(picked)) ? Number(picked) : picked)
          }}
        >
          <MenuItem value={NOT_SET}>
            <em>{strings.templates.notSet}</em>
          </MenuItem>
          {options.map((option) => (
            <MenuItem key={option} value={option}>
              {option}
            </MenuItem>
          ))}
        </TextField>
      )
    }
    case 'number':
      return (
        <TextField
          {...common}
          type="number"
          value={textOf(value)}
          onChange={(event) => onChange(event.target.value === '' ? undefined : Number(event.target.value))}
          slotProps={{ htmlInput: { min: input.min, max: input.max, step: 1 } }}
        />
      )
    case 'text':
      return (
        <TextField
          {...common}
          value={textOf(value)}
          onChange={(event) => onChange(event.target.value || undefined)}
          slotProps={{ htmlInput: { maxLength: MAX_INPUT_LENGTH } }}
        />
      )
    case 'dictionary':
      return (
        <DictionaryPicker
          label={rule}
          value={textOf(value)}
          onChange={onChange}
          extra={input.off ? ['off'] : []}
          error={error}
        />
      )
    case 'entityType':
      return (
        <Autocomplete
          freeSolo
          size="small"
          options={['unlinked', ...input.suggestions]}
          value={textOf(value) || null}
          inputValue={textOf(value)}
          onChange={(_event, picked) => onChange(picked || undefined)}
          onInputChange={(_event, typed, reason) => reason === 'input' && onChange(typed || undefined)}
          renderInput={(params) => <TextField {...params} {...common} />}
        />
      )
    case 'list': {
      const suggestions = input.suggestions
      return (
        <Autocomplete
          multiple
          freeSolo={Boolean(suggestions)}
          size="small"
          options={[...(suggestions ?? words)]}
          value={listOf(value)}
          onChange={(_event, picked) => onChange(picked.length ? picked.map((item) => item.trim()) : undefined)}
          renderInput={(params) => <TextField {...params} {...common} />}
        />
      )
    }
  }
}
