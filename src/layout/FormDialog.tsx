import type { ReactNode } from 'react'
import { Button, DialogActions, DialogContent, DialogTitle, Stack } from '@mui/material'
import { ResponsiveDialog } from './ResponsiveDialog'
import {
  Form,
  ResourceContextProvider,
  useCreate,
  useNotify,
  useRefresh,
  useUpdate,
  type RaRecord,
  type ValidateForm,
} from 'react-admin'
import { overwriting } from '../providers/staleSave'
import { useSaveConflict } from './ConflictDialog'
import { useErrorToast } from './useErrorToast'
import { ShortcutSaveButton } from './ShortcutSaveButton'

interface Props {
  resource: string
  title: string
  record: Partial<RaRecord>
  validate: ValidateForm
  onSubmit: (values: Record<string, unknown>) => unknown
  onClose: () => void
  cancelLabel: string
  /** The Save button: by default always enabled, the form's rules speaking when it is pressed. */
  saveButton: ReactNode
  /** When errors show: on submit (the default) or as soon as a field is left. */
  mode?: 'onSubmit' | 'onBlur'
  /** the dialog of a save refused as stale (useSaveRecord's `conflictDialog`) */
  conflictDialog?: ReactNode
  children: ReactNode
}

/** The create/edit dialog of a reference list: a react-admin form with Cancel and Save. */
export function FormDialog({
  resource,
  title,
  record,
  validate,
  onSubmit,
  onClose,
  cancelLabel,
  saveButton,
  mode,
  conflictDialog,
  children,
}: Props) {
  const titleId = `${resource.replace(/\W+/g, '-')}-dialog-title`
  return (
    <ResourceContextProvider value={resource}>
      <ResponsiveDialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <Form record={record} onSubmit={onSubmit} validate={validate} mode={mode}>
          <DialogContent>
            <Stack>{children}</Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{cancelLabel}</Button>
            {saveButton}
          </DialogActions>
        </Form>
      </ResponsiveDialog>
      {conflictDialog}
    </ResourceContextProvider>
  )
}

/** A Save button that is always enabled. */
export const AlwaysSaveButton = ({ label }: { label: string }) => <ShortcutSaveButton label={label} alwaysEnable />

/**
 * Saves a dialog's record: creates it, or updates `previous` (naming its version); toasts the spec's success
 * message and closes, or toasts the server's message (5 s) and stays open. A save refused because someone
 * saved the record since opens the conflict dialog (`conflictDialog`, to render): reload closes the form and
 * shows the list as it now is; overwrite saves the edits over the other copy.
 */
export function useSaveRecord(resource: string, toasts: { created: string; updated: string }, onClose: () => void) {
  const notify = useNotify()
  const refresh = useRefresh()
  const [create] = useCreate()
  const [update] = useUpdate()
  const conflict = useSaveConflict(() => {
    onClose()
    refresh()
  })
  const toast = useErrorToast()
  const done = (message: string) => () => {
    notify(message, { type: 'success' })
    onClose()
  }
  const save = (data: object, previous?: RaRecord): unknown => {
    if (!previous) return create(resource, { data }, { onSuccess: done(toasts.created), onError: toast })
    const onError = (error: unknown) =>
      conflict.caught(error, (version) => save(data, overwriting(previous, version))) || toast(error)
    return update(
      resource,
      { id: previous.id, data, previousData: previous },
      { onSuccess: done(toasts.updated), onError },
    )
  }
  return { save, conflictDialog: conflict.dialog }
}
