import { lazy, Suspense, useState, type ReactNode } from 'react'
import { Alert, Button, Chip, Stack, TextField, Typography } from '@mui/material'
import CancelIcon from '@mui/icons-material/Cancel'
import { useInput } from 'react-admin'
import { useFormContext } from 'react-hook-form'
import {
  ADDRESS_MAX,
  EVENT_ATTACHMENTS_MAX,
  isSourceUrl,
  type Attachment,
  type EventLocation,
} from '../../../common/events'
import { DEFAULT_ZOOM } from '../../../common/fieldValueRules'
import { DeleteIconButton } from '../../layout/DeleteIconButton'
import { FileDropzone } from '../../layout/FileDropzone'
import { asIs, fieldError, useRecheckOnChange } from '../../layout/records/recordInputs'
import { useStrings } from '../../i18n/useStrings'
import { format } from '../../i18n/en'

const MapPicker = lazy(() => import('../../layout/MapPicker'))
const MAPS_KEY = import.meta.env.VITE_GOOGLE_MAPS_API_KEY ?? ''

/** A field's error under it, as the pickers show theirs. */
function FieldError({ error }: { error?: ReactNode }) {
  if (!error) return null
  return (
    <Typography variant="caption" color="error" role="alert">
      {error}
    </Typography>
  )
}

/** The sources: URLs typed one at a time, each added with Enter (spec 3 §2); 'Invalid url' otherwise. */
export function SourcesInput() {
  const strings = useStrings()
  const { field, fieldState } = useInput<string[]>({ source: 'sources', format: (value) => value ?? [], parse: asIs })
  const error = fieldError(fieldState)
  const value: string[] = field.value
  const [text, setText] = useState('')
  const [invalid, setInvalid] = useState(false)
  const add = () => {
    const url = text.trim()
    if (!url) return
    if (!isSourceUrl(url)) return setInvalid(true)
    if (!value.includes(url)) field.onChange([...value, url])
    setText('')
  }
  return (
    <Stack spacing={1}>
      <Typography variant="subtitle2">{strings.events.sources}</Typography>
      <TextField
        label={strings.events.newSource}
        type="url"
        value={text}
        onChange={(event) => {
          setText(event.target.value)
          setInvalid(false)
        }}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return
          event.preventDefault()
          add()
        }}
        error={invalid || Boolean(error)}
        helperText={invalid ? strings.invalidUrl : strings.events.sourceHelp}
      />
      <FieldError error={error} />
      {value.length > 0 && (
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }} aria-label={strings.events.sources}>
          {value.map((source) => (
            <Chip
              key={source}
              size="small"
              label={source}
              onDelete={() => field.onChange(value.filter((one) => one !== source))}
              deleteIcon={<CancelIcon aria-label={format(strings.events.removeSource, { source })} />}
            />
          ))}
        </Stack>
      )}
    </Stack>
  )
}

/** The attachments: files uploaded first, the event keeping key and name; at most 10 (spec 3 §2, §5). */
export function AttachmentsInput() {
  const strings = useStrings()
  const { getValues } = useFormContext()
  const { field, fieldState } = useInput<Attachment[]>({
    source: 'attachments',
    format: (value) => value ?? [],
    parse: asIs,
  })
  // 'One source or attachment is required' stands on the sources and reads both lists
  useRecheckOnChange('attachments', ['sources'])
  const error = fieldError(fieldState)
  const value: Attachment[] = field.value
  const full = value.length >= EVENT_ATTACHMENTS_MAX
  // files of one drop arrive one after the other, in the order chosen: each joins the list as it then is
  const current = () => (getValues('attachments') as Attachment[] | undefined) ?? []
  return (
    <Stack spacing={1}>
      <Typography variant="subtitle2">{strings.events.attachments}</Typography>
      {value.map((attachment) => {
        const remove = format(strings.events.removeAttachment, { name: attachment.name })
        return (
          <Stack key={attachment.key} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography variant="body2" sx={{ flex: 1 }}>
              {attachment.name}
            </Typography>
            <DeleteIconButton
              title={remove}
              label={remove}
              onClick={() => field.onChange(current().filter((one) => one.key !== attachment.key))}
            />
          </Stack>
        )
      })}
      <FileDropzone
        multiple
        // an eleventh file is refused before it is uploaded (spec 3 §5)
        maxFiles={EVENT_ATTACHMENTS_MAX - value.length}
        tooMany={format(strings.events.attachmentsLimit, { max: EVENT_ATTACHMENTS_MAX })}
        disabled={full}
        label={
          full ? format(strings.events.attachmentsLimit, { max: EVENT_ATTACHMENTS_MAX }) : strings.events.addAttachment
        }
        onUploaded={(file) => field.onChange([...current(), { key: file.key, name: file.name }])}
      />
      <FieldError error={error} />
    </Stack>
  )
}

const newLocation = (): EventLocation => ({ address: '', lat: null, lng: null, zoom: DEFAULT_ZOOM })

/**
 * The places of an event (spec 3 §2): with a maps key, the map's search and a draggable marker fill
 * address, latitude, longitude and zoom; without one they are typed.
 */
export function LocationsInput() {
  const strings = useStrings()
  const { field, fieldState } = useInput<EventLocation[]>({
    source: 'locations',
    format: (value) => value ?? [],
    parse: asIs,
  })
  const error = fieldError(fieldState)
  const { getValues } = useFormContext()
  const value: EventLocation[] = field.value
  // a place found by the map arrives later: it changes the list as it then is, not as it was drawn
  const set = (index: number, patch: Partial<EventLocation>) =>
    field.onChange(
      ((getValues('locations') as EventLocation[] | undefined) ?? []).map((location, at) =>
        at === index ? { ...location, ...patch } : location,
      ),
    )
  const number = (text: string) => (text === '' ? null : Number(text))
  const remove = strings.events.removeLocation
  return (
    <Stack spacing={1}>
      <Typography variant="subtitle2">{strings.events.locations}</Typography>
      {!MAPS_KEY && value.length > 0 && (
        <Alert severity="info" variant="outlined">
          {strings.locationField.mapOff}
        </Alert>
      )}
      {value.map((location, index) => (
        <Stack key={index} spacing={1} sx={{ p: 1, border: 1, borderColor: 'divider', borderRadius: 1 }}>
          {MAPS_KEY && (
            <Suspense fallback={null}>
              <MapPicker
                apiKey={MAPS_KEY}
                lat={location.lat}
                lng={location.lng}
                zoom={location.zoom}
                onPlace={(place) =>
                  set(index, {
                    lat: place.lat,
                    lng: place.lng,
                    zoom: place.zoom ?? location.zoom,
                    address: place.address ?? location.address,
                  })
                }
              />
            </Suspense>
          )}
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
            <TextField
              size="small"
              label={strings.locationField.address}
              value={location.address}
              onChange={(event) => set(index, { address: event.target.value })}
              slotProps={{ htmlInput: { maxLength: ADDRESS_MAX } }}
              sx={{ flex: 1, minWidth: 240 }}
            />
            <TextField
              size="small"
              type="number"
              label={strings.locationField.latitude}
              value={location.lat ?? ''}
              onChange={(event) => set(index, { lat: number(event.target.value) })}
              slotProps={{ htmlInput: { min: -90, max: 90, step: 'any' } }}
              sx={{ width: 140 }}
            />
            <TextField
              size="small"
              type="number"
              label={strings.locationField.longitude}
              value={location.lng ?? ''}
              onChange={(event) => set(index, { lng: number(event.target.value) })}
              slotProps={{ htmlInput: { min: -180, max: 180, step: 'any' } }}
              sx={{ width: 140 }}
            />
            <TextField
              size="small"
              type="number"
              label={strings.locationField.zoom}
              value={location.zoom}
              onChange={(event) => set(index, { zoom: number(event.target.value) ?? DEFAULT_ZOOM })}
              slotProps={{ htmlInput: { min: 0, max: 22, step: 1 } }}
              sx={{ width: 90 }}
            />
            <DeleteIconButton
              title={remove}
              label={remove}
              onClick={() => field.onChange(value.filter((_, at) => at !== index))}
            />
          </Stack>
        </Stack>
      ))}
      <FieldError error={error} />
      <Button sx={{ alignSelf: 'flex-start' }} onClick={() => field.onChange([...value, newLocation()])}>
        {strings.events.addLocation}
      </Button>
    </Stack>
  )
}
