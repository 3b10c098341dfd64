import { useState } from 'react'
import { Button, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material'
import { ResponsiveDialog } from '../../layout/ResponsiveDialog'
import { useDataProvider, useNotify, useRefresh } from 'react-admin'
import { ERROR_TOAST_MS } from '../../../common/limits'
import type { Ceft } from '../../../server/services/cross-entity-facet-types/cross-entity-facet-types.schema'
import { format } from '../../i18n/en'
import { useStrings } from '../../i18n/useStrings'
import type { ConsoleDataProvider } from '../../providers/dataProvider'
import { CEFT_RESOURCE } from '../../layout/ceft/CeftForm'
import { DeleteIconButton } from '../../layout/DeleteIconButton'

/** What a refused delete says: a type with values is kept unless they go with it (HTTP 409). */
const valuesHeld = (error: unknown) => {
  const raw = error as { code?: number; status?: number; message?: string }
  return raw?.code === 409 || raw?.status === 409 ? (raw.message ?? '') : null
}

/**
 * Delete with confirmation (spec 2 §2): Yes deletes a type without values; for one with values the
 * server says how many, and a second confirmation deletes them with it (docs/decisions.md).
 */
export function CeftDeleteButton({ type }: { type: Ceft }) {
  const t = useStrings().ceft
  const dataProvider = useDataProvider<ConsoleDataProvider>()
  const notify = useNotify()
  const refresh = useRefresh()
  const [step, setStep] = useState<{ kind: 'confirm' } | { kind: 'values'; message: string } | null>(null)
  const [busy, setBusy] = useState(false)
  const close = () => setStep(null)

  const remove = async (withValues: boolean) => {
    setBusy(true)
    try {
      if (withValues) await dataProvider.deleteWith(CEFT_RESOURCE, { id: type.id, query: { withValues: true } })
      else await dataProvider.delete(CEFT_RESOURCE, { id: type.id, previousData: type })
      notify(t.deleted, { type: 'info' })
      close()
      refresh()
    } catch (error) {
      const held = withValues ? null : valuesHeld(error)
      if (held) setStep({ kind: 'values', message: held })
      else {
        notify(t.deleteFailed, { type: 'error', autoHideDuration: ERROR_TOAST_MS })
        close()
      }
    } finally {
      setBusy(false)
    }
  }

  return (
    <>
      <DeleteIconButton
        title={t.delete}
        label={`${t.delete} ${type.name}`}
        onClick={() => setStep({ kind: 'confirm' })}
      />
      <ResponsiveDialog open={step !== null} onClose={close} aria-labelledby="ceft-delete-title">
        <DialogTitle id="ceft-delete-title">{format(t.deleteConfirm, { name: type.name })}</DialogTitle>
        {step?.kind === 'values' && (
          <DialogContent>
            <DialogContentText>{step.message}</DialogContentText>
          </DialogContent>
        )}
        <DialogActions>
          <Button onClick={close} disabled={busy}>
            {t.no}
          </Button>
          {step?.kind === 'values' ? (
            <Button color="error" variant="contained" onClick={() => void remove(true)} disabled={busy}>
              {t.deleteWithValues}
            </Button>
          ) : (
            <Button color="error" variant="contained" onClick={() => void remove(false)} disabled={busy}>
              {t.yes}
            </Button>
          )}
        </DialogActions>
      </ResponsiveDialog>
    </>
  )
}
