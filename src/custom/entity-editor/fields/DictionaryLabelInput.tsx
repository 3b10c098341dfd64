import {
  Autocomplete,
  ListSubheader,
  TextField,
  type AutocompleteRenderGroupParams,
  type AutocompleteRenderInputParams,
} from '@mui/material'
import { itemNamed } from '../../../../common/dictionaryModes'
import type { FieldSetValues } from '../../../../common/entityFormat'
import { useStrings } from '../../../i18n/useStrings'
import { ruleText, textOf, type KindEditorProps } from './parts'
import { useDictionary, type DictionaryEntry } from './useDictionary'

interface Props extends Omit<KindEditorProps, 'readOnly'> {
  limit: number | null
}

// the blank category's items come without a heading
const renderGroup = ({ key, group, children }: AutocompleteRenderGroupParams) => (
  <li key={key}>
    {group && <ListSubheader component="div">{group}</ListSubheader>}
    <ul style={{ padding: 0 }}>{children}</ul>
  </li>
)

/**
 * A Label typed from a dictionary (spec 2 §5), in the Mode rule's way: fixed takes only items (a miss
 * shows 'Not found'), free takes the text as typed (Enter takes it too), and so does add, whose new text
 * the entity's save adds to the dictionary (`dictionaryAdditions`), not the typing.
 */
export function DictionaryLabelInput({ fieldType, values, onChange, label, limit }: Props) {
  const strings = useStrings()
  const mode = ruleText(fieldType.rules.Mode) ?? 'fixed'
  const { items, isPending } = useDictionary(ruleText(fieldType.rules.Dictionary))
  const text = textOf(values.value)
  const selected = itemNamed(items, text) ?? null

  const set = (value: string | null): FieldSetValues => ({
    ...values,
    value,
    selectedValue: (value !== null && itemNamed(items, value)?.value) || null,
  })

  const common = {
    options: items,
    groupBy: (item: DictionaryEntry) => item.category,
    renderGroup,
    loading: isPending,
    noOptionsText: strings.entityFields.notFound,
    size: 'small' as const,
    fullWidth: true,
    isOptionEqualToValue: (option: DictionaryEntry, value: DictionaryEntry | string) =>
      typeof value === 'string' ? option.value === value : option.id === value.id,
  }
  const input = (params: AutocompleteRenderInputParams) => (
    <TextField
      {...params}
      label={label}
      required={fieldType.required}
      slotProps={{
        ...params.slotProps,
        htmlInput: {
          ...params.slotProps.htmlInput,
          ...(limit !== null && { maxLength: limit }),
        },
      }}
    />
  )

  if (mode === 'fixed')
    return (
      <Autocomplete
        {...common}
        value={selected}
        getOptionLabel={(item: DictionaryEntry) => item.value}
        onChange={(_, item: DictionaryEntry | null) => onChange(set(item?.value ?? null))}
        renderInput={input}
      />
    )
  return (
    <Autocomplete
      {...common}
      freeSolo
      value={selected ?? (text || null)}
      inputValue={text}
      getOptionLabel={(item: DictionaryEntry | string) => (typeof item === 'string' ? item : item.value)}
      onInputChange={(_, typed, reason) => {
        if (reason === 'input' || reason === 'clear') onChange(set(typed || null))
      }}
      onChange={(_, item: DictionaryEntry | string | null) => {
        const value = typeof item === 'string' ? item : (item?.value ?? null)
        onChange(set(value))
      }}
      renderInput={input}
    />
  )
}
