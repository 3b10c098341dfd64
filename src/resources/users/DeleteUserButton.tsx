import { useState } from 'react'
import { Confirm, useDelete, useNotify, useRecordContext } from 'react-admin'
import { ERROR_TOAST_MS } from '../../../common/limits'
import { format } from '../../i18n/en'
import { useStrings } from '../../i18n/useStrings'
import { DeleteIconButton } from '../../layout/DeleteIconButton'
import { errorText } from '../../providers/apiErrors'
import type { SessionUser } from '../../providers/session'

export function DeleteUserButton() {
  const strings = useStrings()
  const user = useRecordContext<SessionUser>()
  const [open, setOpen] = useState(false)
  const [remove, { isPending }] = useDelete()
  const notify = useNotify()
  if (!user) return null

  const confirm = () =>
    remove(
      'admin/users',
      { id: user.id, previousData: user },
      {
        onSuccess: () => {
          setOpen(false)
          notify(strings.users.deleted, { type: 'success' })
        },
        onError: (error) => {
          setOpen(false)
          notify(errorText(error, strings.users.deleteFailed), {
            type: 'error',
            autoHideDuration: ERROR_TOAST_MS,
          })
        },
      },
    )

  return (
    <>
      <DeleteIconButton
        title={strings.layout.delete}
        label={format(strings.layout.deleteRow, { name: user.email })}
        onClick={() => setOpen(true)}
      />
      <Confirm
        isOpen={open}
        loading={isPending}
        title={strings.users.deleteConfirmTitle}
        content={format(strings.users.deleteConfirm, { email: user.email })}
        confirm={strings.users.confirm}
        cancel={strings.users.cancel}
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </>
  )
}
