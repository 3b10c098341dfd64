import MenuBookIcon from '@mui/icons-material/MenuBook'
import type { ResourceProps } from 'react-admin'
import { DictionaryList } from './DictionaryList'

/** Dictionaries at /admin/elements/dictionaries; the editor is a custom page. */
export const dictionaries: Omit<ResourceProps, 'name'> = {
  list: DictionaryList,
  icon: MenuBookIcon,
  recordRepresentation: 'key',
}
