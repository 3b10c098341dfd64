import EditNoteIcon from '@mui/icons-material/EditNote'
import { format } from '../../i18n/en'
import { useStrings } from '../../i18n/useStrings'
import { useOpenBy } from './entitiesOpen'

/** Beside a grid row's name: an icon while others have the record open in their editor, naming them. */
export function OpenMark({ entityId }: { entityId: string }) {
  const t = useStrings().presence
  const names = useOpenBy(entityId)
  if (!names) return null
  const label = format(t.openBy, { names })
  return (
    <EditNoteIcon
      role="img"
      aria-label={label}
      titleAccess={label}
      fontSize="small"
      color="primary"
      sx={{ verticalAlign: 'text-bottom', mr: 0.5 }}
    />
  )
}
