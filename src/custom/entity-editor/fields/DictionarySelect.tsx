import { ListSubheader, MenuItem, TextField } from '@mui/material'
import { useStrings } from '../../../i18n/useStrings'
import { useDictionary, type DictionaryEntry } from './useDictionary'

const STORED = '__stored__'

interface Props {
  label: string
  /** the dictionary named by the field's rule */
  dictionaryKey: string | undefined
  /** the stored item's value and, when kept, its id */
  value: string
  selectedId?: string
  required?: boolean
  onChange: (item: DictionaryEntry | null) => void
}

/** A select over a dictionary's items, grouped by category (Importance and Bullet fields). */
export function DictionarySelect({ label, dictionaryKey, value, selectedId, required, onChange }: Props) {
  const strings = useStrings()
  const { items } = useDictionary(dictionaryKey)
  const current = items.find((item) => item.id === selectedId) ?? items.find((item) => item.value === value)
  // a stored value the dictionary no longer has stays shown, rather than blanking the field
  const selected = current?.id ?? (value ? STORED : '')
  const options = items.flatMap((item, index) => {
    const header =
      item.category && item.category !== items[index - 1]?.category
        ? [<ListSubheader key={`category-${item.category}`}>{item.category}</ListSubheader>]
        : []
    return [
      ...header,
      <MenuItem key={item.id} value={item.id}>
        {item.value}
      </MenuItem>,
    ]
  })
  return (
    <TextField
      select
      label={label}
      value={selected}
      required={required}
      size="small"
      fullWidth
      onChange={(event) => onChange(items.find((item) => item.id === event.target.value) ?? null)}
    >
      <MenuItem value="">
        <em>{strings.entityFields.empty}</em>
      </MenuItem>
      {selected === STORED && (
        <MenuItem value={STORED} disabled>
          {value}
        </MenuItem>
      )}
      {options}
    </TextField>
  )
}
