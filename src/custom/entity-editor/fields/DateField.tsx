import { MenuItem, Stack, TextField } from '@mui/material'
import {
  DATE_TYPES,
  DATES_OF_TYPE,
  dateFormatOf,
  displayDate,
  isDateType,
  ruleDateFormat,
} from '../../../../common/fieldDates'
import type { FieldSetValues } from '../../../../common/entityFormat'
import type { RuleValue } from '../../../../common/templateFormat'
import { MAX_INPUT_LENGTH } from '../../../../common/limits'
import { useStrings } from '../../../i18n/useStrings'
import { DateFormatSelect, DateValueInput } from './DateValueInput'
import { LimitedTextField } from './LimitedTextField'
import { ValueRows, type KindEditorProps } from './parts'

const fixedDateType = (rules: Record<string, RuleValue>) => (isDateType(rules.Date) ? rules.Date : null)

/** A date of a fixed type, format and no event is one input, labelled with the field's label. */
export function singleDateInput(rules: Record<string, RuleValue>) {
  const fixedType = fixedDateType(rules)
  return (
    fixedType !== null &&
    DATES_OF_TYPE[fixedType].length === 1 &&
    ruleDateFormat(rules) !== null &&
    rules['Event-Type'] === 'off'
  )
}

/**
 * A Date: its type fixed by the Date rule (else chosen: range, start, end, single), its dates typed in
 * the Format rule's format (or one the user selects), and an event label unless Event-Type is off.
 * Every change also stores the date type and format in use, so the set is complete.
 */
export function DateField({ fieldType, values, onChange, readOnly, label }: KindEditorProps) {
  const t = useStrings().entityFields
  const { rules } = fieldType
  const fixedType = fixedDateType(rules)
  const single = singleDateInput(rules)
  const dateType = fixedType ?? (isDateType(values.dateType) ? values.dateType : 'single')
  const formatChoice = ruleDateFormat(rules) === null
  const format = dateFormatOf(rules, values.format)
  const hasEvent = rules['Event-Type'] !== 'off'
  const change = (patch: FieldSetValues) => onChange({ ...values, dateType, format, ...patch })

  if (readOnly)
    return (
      <ValueRows
        rows={[
          ...DATES_OF_TYPE[dateType].map((name): [string, string] => [t[name], displayDate(values[name], format)]),
          ...(hasEvent ? [[t.eventLabel, values.selectedLabel] as [string, string]] : []),
        ]}
      />
    )
  return (
    <Stack spacing={1.5}>
      {(!fixedType || formatChoice) && (
        <Stack direction="row" spacing={1.5}>
          {!fixedType && (
            <TextField
              select
              label={t.dateType}
              value={dateType}
              size="small"
              sx={{ minWidth: 140 }}
              onChange={(event) => change({ dateType: event.target.value })}
            >
              {DATE_TYPES.map((type) => (
                <MenuItem key={type} value={type}>
                  {t.dateTypes[type]}
                </MenuItem>
              ))}
            </TextField>
          )}
          {formatChoice && (
            <DateFormatSelect label={t.format} value={format} onChange={(chosen) => change({ format: chosen })} />
          )}
        </Stack>
      )}
      <Stack direction="row" spacing={1.5} sx={{ flexWrap: 'wrap', rowGap: 1.5 }}>
        {DATES_OF_TYPE[dateType].map((name) => (
          <DateValueInput
            key={name}
            label={single ? label : t[name]}
            required={single && fieldType.required}
            value={values[name]}
            format={format}
            onChange={(stored) => change({ [name]: stored })}
          />
        ))}
      </Stack>
      {hasEvent && (
        <LimitedTextField
          label={t.eventLabel}
          value={values.selectedLabel}
          limit={MAX_INPUT_LENGTH}
          onChange={(selectedLabel) => change({ selectedLabel })}
        />
      )}
    </Stack>
  )
}
