import { Stack } from '@mui/material'
import { Form, useFormIsDirty, useTranslate, type ValidateForm } from 'react-admin'
import { useFormState, type FieldValues } from 'react-hook-form'
import { useUnsavedChangesPrompt } from '../useUnsavedChangesPrompt'
import { stringOf, type RecordKind } from './recordKind'
import { ShortcutSaveButton } from '../ShortcutSaveButton'

type Mode = 'create' | 'edit'

const LABELS: Record<Mode, { idle: string; busy: string }> = {
  create: { idle: 'publish', busy: 'publishing' },
  edit: { idle: 'saveChanges', busy: 'saving' },
}

/**
 * Publish for a new record, Save changes for an edited one, with their busy labels (spec 3 §2, §4);
 * disabled while sending and while an error shows (spec 3 §5).
 */
function RecordSubmitButton({ kind, mode }: { kind: { strings: string }; mode: Mode }) {
  const translate = useTranslate()
  const { errors, isSubmitting } = useFormState()
  const blocked = isSubmitting || Object.keys(errors).length > 0
  const label = translate(stringOf(kind, LABELS[mode][isSubmitting ? 'busy' : 'idle']))
  return (
    <ShortcutSaveButton label={label} alwaysEnable={!blocked} disabled={blocked} sx={{ alignSelf: 'flex-start' }} />
  )
}

/** Leaving with edits not sent asks first, except while they are being sent. */
function LeavePrompt() {
  const dirty = useFormIsDirty()
  const { isSubmitting } = useFormState()
  return useUnsavedChangesPrompt(dirty && !isSubmitting)
}

interface Props<Stored, Values extends FieldValues> {
  kind: RecordKind<Stored, Values>
  mode: Mode
  /** the values the form starts from */
  record: Values
  /** the save; without it, the save of the page's `<Create>` */
  onSubmit?: (values: Values) => Promise<void>
}

/**
 * The event or regulation form (spec 3 §2, §5), shared by the wizard, manual creation and edit: the
 * kind's inputs on react-admin's `<Form>`, checked by the kind's rules from common/. Errors show on
 * submit, then as their field changes.
 */
export function RecordForm<Stored, Values extends FieldValues>({
  kind,
  mode,
  record,
  onSubmit,
}: Props<Stored, Values>) {
  return (
    <Form
      // the rules speak, not the browser's own checks (a source typed but not added is no URL yet)
      noValidate
      record={record}
      validate={kind.validate as unknown as ValidateForm}
      onSubmit={onSubmit as ((values: FieldValues) => Promise<void>) | undefined}
    >
      <Stack spacing={2}>
        <kind.Inputs />
        <RecordSubmitButton kind={kind} mode={mode} />
      </Stack>
      <LeavePrompt />
    </Form>
  )
}
