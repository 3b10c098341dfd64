import { useEffect, useRef } from 'react'
import { Button, Stack } from '@mui/material'
import { BooleanInput, DateInput, Form, TextInput, useNotify, useTranslate } from 'react-admin'
import { useFormState, useWatch } from 'react-hook-form'
import { PERSON_DATE_FIELDS, fieldsEmptyMessage, missesRequiredText } from '../../../../../common/personRules'
import type { PersonRecord } from '../../../../../server/services/person-records/person-records.schema'
import { PRODUCT_NAME } from '../../../../productName'
import { OrganizationInputs } from './OrganizationInputs'
import { fieldLabel, type PersonRecordKind } from './personRecordKinds'
import { formValuesOf, personRecordErrors, type PersonRecordFormValues } from './personRecordValues'
import { format } from '../../../../i18n/en'
import { useStrings } from '../../../../i18n/useStrings'
import { ShortcutSaveButton } from '../../../../layout/ShortcutSaveButton'

/** A Save the rules refused: one toast naming the fields to fill (spec 2 §5), beside each field's message. */
function EmptyFieldsToast({ kind }: { kind: PersonRecordKind }) {
  const translate = useTranslate()
  const notify = useNotify()
  const { submitCount, errors } = useFormState()
  const toastedCount = useRef(submitCount)
  useEffect(() => {
    if (submitCount === toastedCount.current) return
    toastedCount.current = submitCount
    const fields = Object.keys(errors)
    if (!fields.length) return
    const labels = fields.map((field) =>
      translate(field === kind.entityField ? kind.strings.entityLabel : fieldLabel(field)),
    )
    notify(fieldsEmptyMessage(labels), { type: 'error' })
  }, [errors, kind, notify, submitCount, translate])
  return null
}

/** Save, off while saving and without the required texts (spec 2 §5); Cancel while editing a record. */
function PersonRecordActions({ kind, onCancel }: { kind: PersonRecordKind; onCancel?: () => void }) {
  const translate = useTranslate()
  const strings = useStrings()
  const values = useWatch()
  return (
    <Stack direction="row" spacing={1}>
      <ShortcutSaveButton
        scoped
        variant="outlined"
        label="app.person.save"
        aria-label={format(strings.person.saveKind, { kind: translate(kind.strings.title) })}
        disabled={missesRequiredText(values, kind.required)}
      />
      {onCancel && <Button onClick={onCancel}>{strings.person.cancelEdit}</Button>}
    </Stack>
  )
}

interface Props {
  kind: PersonRecordKind
  /** the record taken out of the list to edit; a new one without */
  record?: PersonRecord
  onSubmit: (values: PersonRecordFormValues) => Promise<void>
  onCancel?: () => void
}

/** The form of a role or an education: its texts, organization, source, days and (roles) the primary flag. */
export function PersonRecordForm({ kind, record, onSubmit, onCancel }: Props) {
  const translate = useTranslate()
  const textInput = (field: string) => (
    <TextInput
      key={field}
      source={field}
      label={translate(fieldLabel(field))}
      isRequired={field in kind.required}
      slotProps={{ htmlInput: { maxLength: kind.limits[field] } }}
    />
  )
  return (
    <Form
      record={formValuesOf(kind, record)}
      validate={(values) => personRecordErrors(kind, values as PersonRecordFormValues, PRODUCT_NAME)}
      onSubmit={(values: Record<string, unknown>) => onSubmit(values as PersonRecordFormValues)}
      disableInvalidFormNotification
      noValidate
    >
      <Stack spacing={1} sx={{ maxWidth: 640 }}>
        {kind.leadingTexts.map(textInput)}
        <OrganizationInputs kind={kind} named={record?.[kind.entityAnswer] ?? null} />
        {textInput('source')}
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          {PERSON_DATE_FIELDS.map((field) => (
            <DateInput key={field} source={field} label={translate(fieldLabel(field))} />
          ))}
          {kind.primary && <BooleanInput source="isPrimary" label={translate(fieldLabel('isPrimary'))} />}
        </Stack>
        <PersonRecordActions kind={kind} onCancel={onCancel} />
      </Stack>
      <EmptyFieldsToast kind={kind} />
    </Form>
  )
}
