import { useRef } from 'react'
import {
  Autocomplete,
  ListSubheader,
  TextField,
  type AutocompleteRenderGroupParams,
  type AutocompleteRenderInputParams,
} from '@mui/material'
import { useDataProvider, useNotify } from 'react-admin'
import { itemNamed, shouldAddToDictionary } from '../../../../common/dictionaryModes'
import type { FieldSetValues } from '../../../../common/entityFormat'
import { ERROR_TOAST_MS } from '../../../../common/limits'
import { format } from '../../../i18n/en'
import { useStrings } from '../../../i18n/useStrings'
import type { ConsoleDataProvider } from '../../../providers/dataProvider'
import { ruleText, textOf, type KindEditorProps } from './parts'
import { addDictionaryItem, useDictionary, type DictionaryEntry } from './useDictionary'

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
 * shows 'Not found'), free takes the text as typed, add also adds new text to the dictionary.
 */
export function DictionaryLabelInput({ fieldType, values, onChange, label, limit }: Props) {
  const strings = useStrings()
  const notify = useNotify()
  const dataProvider = useDataProvider<ConsoleDataProvider>()
  const mode = ruleText(fieldType.rules.Mode) ?? 'fixed'
  const { dictionaryId, items, isPending, refetch } = useDictionary(ruleText(fieldType.rules.Dictionary))
  const text = textOf(values.value)
  const selected = itemNamed(items, text) ?? null

  const set = (value: string | null): FieldSetValues => ({
    ...values,
    value,
    selectedValue: (value !== null && itemNamed(items, value)?.value) || null,
  })

  // Enter and the blur that follows commit the same text: add it once
  const added = useRef(new Set<string>())
  const addIfNew = async (typed: string) => {
    const wanted = typed.trim().toLowerCase()
    if (mode !== 'add' || !dictionaryId || !shouldAddToDictionary(items, typed) || added.current.has(wanted)) return
    added.current.add(wanted)
    try {
      await addDictionaryItem(dataProvider, dictionaryId, typed.trim())
      await refetch()
    } catch (error) {
      added.current.delete(wanted)
      notify(format(strings.entityFields.addToDictionaryFailed, { message: (error as Error).message }), {
        type: 'error',
        autoHideDuration: ERROR_TOAST_MS,
      })
    }
  }

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
        if (typeof item === 'string') void addIfNew(item)
      }}
      onBlur={() => void addIfNew(text)}
      renderInput={input}
    />
  )
}
