import { useState } from 'react'
import RestoreFromTrashIcon from '@mui/icons-material/RestoreFromTrash'
import { Button, Stack } from '@mui/material'
import { Confirm, useDataProvider, useDelete, useNotify, useRefresh } from 'react-admin'
import { ERROR_TOAST_MS } from '../../../common/limits'
import type { TrashItem } from '../../../common/trash'
import { format } from '../../i18n/en'
import { useStrings } from '../../i18n/useStrings'
import { DeleteIconButton } from '../../layout/DeleteIconButton'
import { errorText } from '../../providers/apiErrors'
import type { ConsoleDataProvider } from '../../providers/dataProvider'

interface Props {
  item: TrashItem
  /** called once the item has left the trash, restored or deleted for good */
  onDone?: () => void
}

/** A trash item's Restore, and its Delete for good after a confirmation; the list reads again after either. */
export function TrashItemActions({ item, onDone }: Props) {
  const t = useStrings().trash
  const dataProvider = useDataProvider<ConsoleDataProvider>()
  const notify = useNotify()
  const refresh = useRefresh()
  const [restoring, setRestoring] = useState(false)
  const [asking, setAsking] = useState(false)
  const [purge, { isPending: purging }] = useDelete()
  const kind = t.kinds[item.kind]
  const failed = (error: unknown) =>
    notify(format(t.failed, { message: errorText(error) }), { type: 'error', autoHideDuration: ERROR_TOAST_MS })
  const done = (message: string) => {
    notify(format(message, { kind, name: item.name }), { type: 'info' })
    refresh()
    onDone?.()
  }

  const restore = async () => {
    setRestoring(true)
    try {
      await dataProvider.post('trash-restores', { kind: item.kind, id: item.recordId })
      done(t.restored)
    } catch (error) {
      failed(error)
    } finally {
      setRestoring(false)
    }
  }
  const deleteForGood = () =>
    purge(
      'admin/trash',
      { id: item.id, previousData: item },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setAsking(false)
          done(t.deletedForGood)
        },
        onError: (error) => {
          setAsking(false)
          failed(error)
        },
      },
    )

  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
      <Button
        size="small"
        startIcon={<RestoreFromTrashIcon />}
        disabled={restoring}
        onClick={restore}
        aria-label={format(t.restoreRow, { name: item.name })}
      >
        {t.restore}
      </Button>
      <DeleteIconButton
        title={t.deleteForGood}
        label={format(t.deleteForGoodRow, { name: item.name })}
        onClick={() => setAsking(true)}
      />
      <Confirm
        isOpen={asking}
        loading={purging}
        title={format(t.deleteForGoodTitle, { name: item.name })}
        content={t.deleteForGoodText}
        confirm={t.deleteForGood}
        onConfirm={deleteForGood}
        onClose={() => setAsking(false)}
      />
    </Stack>
  )
}
