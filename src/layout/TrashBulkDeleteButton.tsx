import { useState } from 'react'
import DeleteIcon from '@mui/icons-material/Delete'
import { Button } from '@mui/material'
import {
  Confirm,
  useDeleteMany,
  useListContext,
  useNotify,
  useRefresh,
  useResourceContext,
  type RaRecord,
} from 'react-admin'
import { ERROR_TOAST_MS, UNDOABLE_DELETE_MS } from '../../common/limits'
import { format } from '../i18n/en'
import { useStrings } from '../i18n/useStrings'
import { errorText, refusedRows } from '../providers/apiErrors'

/**
 * The bulk action of the lists whose deletes go to the trash: the chosen rows deleted in one call
 * (DELETE /{service}?id[$in]=…, all or none) after a confirmation, undoable as one row's delete is (the
 * rows leave the list at once; the call is sent when the Undo offer ends). A refused call says which rows
 * and why.
 */
export function TrashBulkDeleteButton<T extends RaRecord>({ nameOf }: { nameOf: (record: T) => string }) {
  const t = useStrings().layout
  const resource = useResourceContext()
  const { selectedIds, data, onUnselectItems } = useListContext<T>()
  const notify = useNotify()
  const refresh = useRefresh()
  const [asking, setAsking] = useState(false)
  const [deleteMany, { isPending }] = useDeleteMany()
  const count = selectedIds.length
  const named = (id: string | number) => {
    const record = data?.find((one) => String(one.id) === String(id))
    return record ? nameOf(record) : String(id)
  }
  const confirm = () => {
    setAsking(false)
    void deleteMany(
      resource,
      { ids: selectedIds },
      {
        mutationMode: 'undoable',
        onSuccess: () => {
          notify(format(t.bulkDeleted, { count }), {
            type: 'info',
            undoable: true,
            autoHideDuration: UNDOABLE_DELETE_MS,
          })
          onUnselectItems()
        },
        onError: (error) => {
          const reasons = refusedRows(error).map((row) =>
            format(t.bulkRefused, { name: named(row.id), message: row.message }),
          )
          notify([errorText(error), ...reasons].join('\n'), {
            type: 'error',
            autoHideDuration: ERROR_TOAST_MS,
            multiLine: true,
          })
          refresh()
        },
      },
    )
  }
  return (
    <>
      <Button color="error" startIcon={<DeleteIcon />} onClick={() => setAsking(true)} disabled={isPending}>
        {t.bulkDelete}
      </Button>
      <Confirm
        isOpen={asking}
        title={format(t.bulkDeleteTitle, { count })}
        content=""
        onConfirm={confirm}
        onClose={() => setAsking(false)}
      />
    </>
  )
}
