import { Link, Stack, Typography } from '@mui/material'
import { dateFormatOf, displayDate, ruleDateFormat } from '../../../../common/fieldDates'
import type { FieldSetValues } from '../../../../common/entityFormat'
import { MAX_ADDRESS_LENGTH, textLimit } from '../../../../common/fieldValueRules'
import { messages } from '../../../../common/messages'
import { isWebsiteUrl } from '../../../../common/rssSourceRules'
import { useStrings } from '../../../i18n/useStrings'
import { FileDropzone } from '../../../layout/FileDropzone'
import { DateFormatSelect, DateValueInput } from './DateValueInput'
import { LimitedTextField } from './LimitedTextField'
import { StoredFileLink, ValueRows, textOf, type KindEditorProps } from './parts'
import { DeleteIconButton } from '../../../layout/DeleteIconButton'

const urlError = (url: string) => (url.trim() === '' || isWebsiteUrl(url.trim()) ? undefined : messages.invalidUrl)

/**
 * A Provenance: where a piece of content comes from — an address and/or an uploaded file, its date and
 * publication date in the Format rule's format, and the analyst's notes.
 */
export function ProvenanceField({ fieldType, values, onChange, readOnly }: KindEditorProps) {
  const t = useStrings().entityFields
  const { rules } = fieldType
  const limit = textLimit('Provenance', rules)
  const format = dateFormatOf(rules, values.format)
  const change = (patch: FieldSetValues) => onChange({ ...values, format, ...patch })
  const key = textOf(values.key)
  const url = textOf(values.urlInput)

  if (readOnly)
    return (
      <ValueRows
        rows={[
          [t.url, url ? <StoredLinkOrText url={url} /> : null],
          [t.file, key ? <StoredFileLink storageKey={key} /> : null],
          [t.date, displayDate(values.date, format)],
          [t.datePublished, displayDate(values.datePublished, format)],
          [t.analystNotes, textOf(values.analystNotes)],
        ]}
      />
    )
  return (
    <Stack spacing={1.5}>
      <LimitedTextField
        label={t.url}
        value={values.urlInput}
        limit={MAX_ADDRESS_LENGTH}
        error={urlError(url)}
        onChange={(urlInput) => change({ urlInput })}
      />
      {key ? (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography variant="body2" color="text.secondary">
            {t.file}
          </Typography>
          <StoredFileLink storageKey={key} />
          <DeleteIconButton title={t.removeFile} label={t.removeFile} onClick={() => change({ key: null })} />
        </Stack>
      ) : (
        <FileDropzone label={t.dropFile} onUploaded={(file) => change({ key: file.key })} />
      )}
      <Stack direction="row" spacing={1.5} sx={{ flexWrap: 'wrap', rowGap: 1.5 }}>
        {ruleDateFormat(rules) === null && (
          <DateFormatSelect label={t.format} value={format} onChange={(chosen) => change({ format: chosen })} />
        )}
        <DateValueInput label={t.date} value={values.date} format={format} onChange={(date) => change({ date })} />
        <DateValueInput
          label={t.datePublished}
          value={values.datePublished}
          format={format}
          onChange={(datePublished) => change({ datePublished })}
        />
      </Stack>
      <LimitedTextField
        label={t.analystNotes}
        value={values.analystNotes}
        limit={limit}
        multiline
        onChange={(analystNotes) => change({ analystNotes })}
      />
    </Stack>
  )
}

/** An address as a link when it is a web address, else as text. */
function StoredLinkOrText({ url }: { url: string }) {
  if (!isWebsiteUrl(url.trim())) return <Typography variant="body2">{url}</Typography>
  return (
    <Link href={url.trim()} target="_blank" rel="noopener noreferrer" variant="body2" sx={{ overflowWrap: 'anywhere' }}>
      {url}
    </Link>
  )
}
