import { useState, type FormEvent } from 'react'
import { Stack, TextField } from '@mui/material'
import { usePermissions } from 'react-admin'
import { EVENT_DESCRIPTION_MAX, EVENT_TITLE_MAX, type Attachment } from '../../../common/events'
import type { Role } from '../../../common/roles'
import { app } from '../../i18n/en'
import { AttachmentsInput, LocationsInput, SourcesInput } from './EventFields'
import { errorsOf, type EventValues } from './eventValues'
import { SearchPicker } from './SearchPicker'
import { RecordSubmitButton, useRecordSubmit } from './useRecordSubmit'

const t = app.events

/**
 * The briefs an analyst may tag an event with: industry and core briefs; an admin searches every brief
 * (spec 3 §2: the brief search is restricted by role).
 */
export const briefFilterFor = (role: Role | undefined) =>
  role === 'admin' ? {} : { type: { $in: ['industry', 'core'] } }

const ENTITY_FILTER = { type: { $ne: 'Brief' } }

interface Props {
  initial: EventValues
  mode: 'create' | 'edit'
  /** resolves once saved; throws to keep the form as it is */
  onSubmit: (values: EventValues) => Promise<void>
}

/**
 * The event form of spec 3 §2 and §5, shared by the wizard, manual creation and edit: topics, title,
 * description, entities, briefs, date, locations, sources and attachments. A field's error shows once it
 * is touched, every error after a first try to submit; the button is disabled while any shows and while
 * submitting. The caller keys the form by what it edits, so a new article or a reset starts it afresh.
 */
export function EventForm({ initial, mode, onSubmit }: Props) {
  const [values, setValues] = useState(initial)
  const [touched, setTouched] = useState<Set<string>>(new Set())
  const [tried, setTried] = useState(false)
  const { permissions: role } = usePermissions<Role>()
  const { submitting, leavePrompt, send } = useRecordSubmit(initial, values, onSubmit)

  const errors = errorsOf(values)
  const shown = (field: keyof typeof errors) => (tried || touched.has(field) ? errors[field] : undefined)
  const showing = Object.keys(errors).some((field) => shown(field as keyof typeof errors))
  const set = <K extends keyof EventValues>(field: K, value: EventValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }))
    setTouched((current) => new Set(current).add(field))
  }
  const touch = (field: string) => () => setTouched((current) => new Set(current).add(field))

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setTried(true)
    if (Object.keys(errors).length) return
    await send()
  }

  return (
    <Stack
      component="form"
      spacing={2}
      onSubmit={submit}
      noValidate
      aria-label={mode === 'create' ? t.manualTitle : t.editTitle}
    >
      <SearchPicker
        label={`${t.topics} *`}
        resource="countries"
        value={values.topics}
        onChange={(topics) => set('topics', topics)}
        onBlur={touch('topics')}
        error={shown('topics')}
      />
      <TextField
        label={t.title}
        required
        multiline
        maxRows={4}
        value={values.title}
        onChange={(event) => set('title', event.target.value)}
        error={Boolean(shown('title'))}
        helperText={shown('title') ?? `${values.title.length}/${EVENT_TITLE_MAX}`}
        slotProps={{ htmlInput: { maxLength: EVENT_TITLE_MAX } }}
      />
      <TextField
        label={t.description}
        multiline
        minRows={2}
        value={values.description}
        onChange={(event) => set('description', event.target.value)}
        error={Boolean(shown('description'))}
        helperText={
          shown('description') ?? `${t.descriptionHelp} (${values.description.length}/${EVENT_DESCRIPTION_MAX})`
        }
        slotProps={{ htmlInput: { maxLength: EVENT_DESCRIPTION_MAX } }}
      />
      <SearchPicker
        label={`${t.entities} *`}
        resource="entity-infos"
        filter={ENTITY_FILTER}
        value={values.entities}
        onChange={(entities) => set('entities', entities)}
        onBlur={touch('entities')}
        error={shown('entities')}
      />
      <SearchPicker
        label={`${t.briefs} *`}
        resource="briefs"
        filter={briefFilterFor(role)}
        value={values.briefs}
        onChange={(briefs) => set('briefs', briefs)}
        onBlur={touch('briefs')}
        error={shown('briefs')}
      />
      <TextField
        label={t.date}
        type="date"
        required
        value={values.date}
        onChange={(event) => set('date', event.target.value)}
        onBlur={touch('date')}
        error={Boolean(shown('date'))}
        helperText={shown('date')}
        slotProps={{ inputLabel: { shrink: true } }}
        sx={{ width: 220 }}
      />
      <LocationsInput value={values.locations} onChange={(locations) => set('locations', locations)} />
      <SourcesInput value={values.sources} onChange={(sources) => set('sources', sources)} error={shown('sources')} />
      <AttachmentsInput
        value={values.attachments}
        onChange={(update: (current: Attachment[]) => Attachment[]) => {
          setValues((current) => ({ ...current, attachments: update(current.attachments) }))
          setTouched((current) => new Set(current).add('attachments').add('sources'))
        }}
        error={shown('attachments')}
      />
      <RecordSubmitButton mode={mode} submitting={submitting} disabled={showing} />
      {leavePrompt}
    </Stack>
  )
}
