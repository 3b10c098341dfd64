import { ListSubheader, MenuItem, TextField } from '@mui/material'
import type { DictionaryCategory } from '../../../common/dictionaryRules'
import { useStrings } from '../../i18n/useStrings'

/** The dropdown as fields will show it: items grouped by category. */
export function DictionaryPreview({ categories }: { categories: DictionaryCategory[] }) {
  const strings = useStrings()
  return (
    <TextField
      select
      label={strings.dictionaries.preview}
      defaultValue=""
      size="small"
      fullWidth={false}
      sx={{ width: 260 }}
    >
      {categories.flatMap((category, index) => [
        <ListSubheader key={`category-${index}`}>{category.name || strings.dictionaries.blankCategory}</ListSubheader>,
        ...category.items.map((item) => (
          <MenuItem key={`${index}-${item}`} value={`${index}-${item}`}>
            {item}
          </MenuItem>
        )),
      ])}
    </TextField>
  )
}
