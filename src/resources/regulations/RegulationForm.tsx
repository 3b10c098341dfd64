import { useState, type FormEvent } from 'react'
import { IconButton, Stack, TextField, Tooltip, Typography } from '@mui/material'
import DeleteIcon from '@mui/icons-material/Delete'
import { fillMessage } from '../../../common/messages'
import { dateTypeOf, REGULATION_NAME_MAX, type RegulationFormErrors } from '../../../common/regulations'
import { FileDropzone } from '../../custom/upload/FileDropzone'
import { app } from '../../i18n/en'
import { SearchPicker } from '../events/SearchPicker'
import { SearchSelect } from '../events/SearchSelect'
import { RecordSubmitButton, useRecordSubmit } from '../events/useRecordSubmit'
import { errorsOf, type RegulationValues } from './regulationValues'

const t = app.regulations
const PDF_ONLY = { 'application/pdf': ['.pdf'] }
const INDUSTRY_BRIEFS = { type: 'industry' }
/** The industry brief search answers up to 100 (spec 3 §7). */
const INDUSTRY_SEARCH_LIMIT = 100

interface Props {
  initial: RegulationValues
  mode: 'create' | 'edit'
  /** resolves once saved; the caller keys the form by what it edits, so a reset starts it afresh */
  onSubmit: (values: RegulationValues) => Promise<void>
}

/**
 * The regulation form of spec 3 §2 and §5: issuer entity, topic, summarized and legal names with the
 * characters left, dates (start only, end only, range, or unknown), industry briefs, a source and the
 * PDF. Errors show as field errors after a try to submit, each clearing when its field changes; the
 * button is disabled while any shows and while submitting.
 */
export function RegulationForm({ initial, mode, onSubmit }: Props) {
  const [values, setValues] = useState(initial)
  const [errors, setErrors] = useState<RegulationFormErrors>({})
  const { submitting, leavePrompt, send } = useRecordSubmit(initial, values, onSubmit)

  const set = <K extends keyof RegulationValues>(field: K, value: RegulationValues[K], clears: string = field) => {
    setValues((current) => ({ ...current, [field]: value }))
    setErrors((current) => {
      const { [clears as keyof RegulationFormErrors]: _cleared, ...rest } = current
      return rest
    })
  }
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const found = errorsOf(values)
    setErrors(found)
    if (Object.keys(found).length) return
    await send()
  }
  const left = (text: string) => fillMessage(t.charactersLeft, { count: REGULATION_NAME_MAX - text.length })
  const name = (field: 'summarizedName' | 'legalName', label: string) => (
    <TextField
      label={label}
      required
      value={values[field]}
      onChange={(event) => set(field, event.target.value)}
      error={Boolean(errors[field])}
      helperText={errors[field] ?? left(values[field])}
      slotProps={{ htmlInput: { maxLength: REGULATION_NAME_MAX } }}
    />
  )
  const day = (field: 'startDate' | 'endDate', label: string) => (
    <TextField
      type="date"
      label={label}
      value={values[field]}
      // an order error sits on the end date: either day changing clears it
      onChange={(event) => {
        set(field, event.target.value)
        set(field, event.target.value, field === 'startDate' ? 'endDate' : 'startDate')
      }}
      error={Boolean(errors[field])}
      helperText={errors[field]}
      slotProps={{ inputLabel: { shrink: true } }}
      sx={{ width: 200 }}
    />
  )
  return (
    <Stack
      component="form"
      spacing={2}
      onSubmit={submit}
      noValidate
      aria-label={mode === 'create' ? t.manualTitle : t.editTitle}
    >
      <Stack direction="row" spacing={2}>
        <SearchSelect
          label={`${t.issuerEntity} *`}
          resource="entity-infos"
          filter={{ type: { $ne: 'Brief' } }}
          value={values.issuerEntity}
          onChange={(entity) => set('issuerEntity', entity, 'issuerEntityId')}
          width={360}
          error={errors.issuerEntityId}
        />
        <SearchSelect
          label={`${t.topic} *`}
          resource="countries"
          value={values.topic}
          onChange={(topic) => set('topic', topic)}
          width={260}
        />
      </Stack>
      {name('summarizedName', t.summarizedName)}
      {name('legalName', t.legalName)}
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        {day('startDate', t.startDate)}
        {day('endDate', t.endDate)}
        <Typography variant="body2" color="text.secondary">
          {fillMessage(t.dateKind, { kind: t.dateKinds[dateTypeOf(values.startDate, values.endDate)] })}
        </Typography>
      </Stack>
      <SearchPicker
        label={t.industryBriefs}
        resource="briefs"
        filter={INDUSTRY_BRIEFS}
        limit={INDUSTRY_SEARCH_LIMIT}
        value={values.industryBriefs}
        onChange={(briefs) => set('industryBriefs', briefs)}
      />
      <TextField
        label={t.source}
        type="url"
        value={values.source}
        onChange={(event) => set('source', event.target.value)}
        error={Boolean(errors.source)}
        helperText={errors.source}
      />
      <Stack spacing={1}>
        <Typography variant="subtitle2">{t.attachment} *</Typography>
        {values.attachment ? (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography variant="body2">{values.attachment.name}</Typography>
            <Tooltip title={t.removeAttachment}>
              <IconButton aria-label={t.removeAttachment} onClick={() => set('attachment', null)}>
                <DeleteIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          </Stack>
        ) : (
          <FileDropzone
            accept={PDF_ONLY}
            label={t.dropPdf}
            onUploaded={(file) => set('attachment', { key: file.key, name: file.name })}
          />
        )}
        {errors.attachment && (
          <Typography variant="caption" color="error" role="alert">
            {errors.attachment}
          </Typography>
        )}
      </Stack>
      <RecordSubmitButton mode={mode} submitting={submitting} disabled={Object.keys(errors).length > 0} />
      {leavePrompt}
    </Stack>
  )
}
