import { Alert, Button } from '@mui/material'
import { useNotify } from 'react-admin'
import type { Role } from '../../../../common/roles'
import type { FacetLockRecord } from '../../../../server/services/facet-locks/facet-locks.schema'
import { format } from '../../../i18n/en'
import { useStrings } from '../../../i18n/useStrings'
import { useCollaboration } from './useCollaboration'

/** Over a facet another user is editing: who, why it is read-only, and for admins 'Take over'. */
export function FacetLockNotice({ lock, role }: { lock: FacetLockRecord; role: Role | undefined }) {
  const t = useStrings().presence
  const collaboration = useCollaboration()
  const notify = useNotify()
  const takeOver = () =>
    collaboration?.takeOver(lock.id).then(() => {
      if (collaboration.getState().locks.get(lock.id)?.userId === collaboration.userId)
        notify(format(t.takenOver, { name: lock.userName }), { type: 'info' })
    })
  return (
    <Alert
      severity="info"
      sx={{ mt: 1, py: 0 }}
      action={
        role === 'admin' && (
          <Button color="inherit" size="small" onClick={takeOver}>
            {t.takeOver}
          </Button>
        )
      }
    >
      {format(t.lockedBy, { name: lock.userName })}. {t.lockedHint}
    </Alert>
  )
}
