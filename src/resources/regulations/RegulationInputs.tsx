import { Stack, Typography } from '@mui/material'
import { DateInput, TextInput, useInput } from 'react-admin'
import { useWatch } from 'react-hook-form'
import type { Attachment } from '../../../common/events'
import { dateTypeOf, REGULATION_NAME_MAX } from '../../../common/regulations'
import { DeleteIconButton } from '../../layout/DeleteIconButton'
import { FileDropzone } from '../../layout/FileDropzone'
import {
  asIs,
  CountedTextInput,
  SearchPickerInput,
  SearchSelectInput,
  fieldError,
  useRecheckOnChange,
} from '../../layout/records/recordInputs'
import { useStrings } from '../../i18n/useStrings'
import { format } from '../../i18n/en'

const PDF_ONLY = { 'application/pdf': ['.pdf'] }
const INDUSTRY_BRIEFS = { type: 'industry' }
/** The industry brief search answers up to 100 (spec 3 §7). */
const INDUSTRY_SEARCH_LIMIT = 100
const ENTITY_FILTER = { type: { $ne: 'Brief' } }

/** The regulation PDF: one file, uploaded first; the regulation keeps its key and name. */
function AttachmentInput() {
  const strings = useStrings()
  const { field, fieldState } = useInput<Attachment | null>({
    source: 'attachment',
    format: (value) => value ?? null,
    parse: asIs<Attachment | null>,
  })
  const error = fieldError(fieldState)
  const remove = strings.regulations.removeAttachment
  return (
    <Stack spacing={1}>
      <Typography variant="subtitle2">{strings.regulations.attachment} *</Typography>
      {field.value ? (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography variant="body2">{field.value.name}</Typography>
          <DeleteIconButton title={remove} label={remove} onClick={() => field.onChange(null)} />
        </Stack>
      ) : (
        <FileDropzone
          accept={PDF_ONLY}
          label={strings.regulations.dropPdf}
          onUploaded={(file) => field.onChange({ key: file.key, name: file.name })}
        />
      )}
      {error && (
        <Typography variant="caption" color="error" role="alert">
          {error}
        </Typography>
      )}
    </Stack>
  )
}

/** Which dates the days given make: start only, end only, a range, or unknown (spec 3 §5). */
function DateKind() {
  const strings = useStrings()
  const [startDate, endDate] = useWatch({ name: ['startDate', 'endDate'] }) as (string | null)[]
  const kind = strings.regulations.dateKinds[dateTypeOf(startDate, endDate)]
  return (
    <Typography variant="body2" color="text.secondary">
      {format(strings.regulations.dateKind, { kind })}
    </Typography>
  )
}

/**
 * The regulation form's fields (spec 3 §2, §5): issuer entity, topic, summarized and legal names with the
 * characters left, dates (start only, end only, range, or unknown), industry briefs, a source and the PDF.
 */
export function RegulationInputs() {
  const strings = useStrings()
  const left = (length: number) => format(strings.regulations.charactersLeft, { count: REGULATION_NAME_MAX - length })
  // a bad source URL and days in the wrong order show as soon as they are typed, not only on publish;
  // an order error stands on the end day: either day changing checks both again
  useRecheckOnChange('startDate', ['startDate', 'endDate'], true)
  useRecheckOnChange('endDate', ['startDate', 'endDate'], true)
  useRecheckOnChange('source', ['source'], true)
  return (
    <>
      <Stack direction="row" spacing={2}>
        <SearchSelectInput
          source="issuerEntity"
          label={`${strings.regulations.issuerEntity} *`}
          resource="entity-infos"
          filter={ENTITY_FILTER}
          width={360}
        />
        <SearchSelectInput source="topic" label={`${strings.regulations.topic} *`} resource="countries" width={260} />
      </Stack>
      {(['summarizedName', 'legalName'] as const).map((source) => (
        <CountedTextInput
          key={source}
          source={source}
          label={strings.regulations[source]}
          isRequired
          max={REGULATION_NAME_MAX}
          counter={left}
        />
      ))}
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <DateInput source="startDate" label={strings.regulations.startDate} sx={{ width: 200 }} />
        <DateInput source="endDate" label={strings.regulations.endDate} sx={{ width: 200 }} />
        <DateKind />
      </Stack>
      <SearchPickerInput
        source="industryBriefs"
        label={strings.regulations.industryBriefs}
        resource="briefs"
        filter={INDUSTRY_BRIEFS}
        limit={INDUSTRY_SEARCH_LIMIT}
      />
      <TextInput source="source" label={strings.regulations.source} type="url" parse={asIs<string>} />
      <AttachmentInput />
    </>
  )
}
