import { lazy, Suspense, useState } from 'react'
import { Alert, Button, Chip, IconButton, Stack, TextField, Tooltip, Typography } from '@mui/material'
import CancelIcon from '@mui/icons-material/Cancel'
import DeleteIcon from '@mui/icons-material/Delete'
import {
  ADDRESS_MAX,
  EVENT_ATTACHMENTS_MAX,
  isSourceUrl,
  type Attachment,
  type EventLocation,
} from '../../../common/events'
import { DEFAULT_ZOOM } from '../../../common/fieldValueRules'
import { fillMessage, messages } from '../../../common/messages'
import { FileDropzone } from '../../custom/upload/FileDropzone'
import { app } from '../../i18n/en'

const t = app.events
const MapPicker = lazy(() => import('../../custom/entity-editor/fields/MapPicker'))
const MAPS_KEY = import.meta.env.VITE_GOOGLE_MAPS_API_KEY ?? ''

/** The sources: URLs typed one at a time, each added with Enter (spec 3 §2); 'Invalid url' otherwise. */
export function SourcesInput({
  value,
  onChange,
  error,
}: {
  value: string[]
  onChange: (value: string[]) => void
  error?: string
}) {
  const [text, setText] = useState('')
  const [invalid, setInvalid] = useState(false)
  const add = () => {
    const url = text.trim()
    if (!url) return
    if (!isSourceUrl(url)) return setInvalid(true)
    if (!value.includes(url)) onChange([...value, url])
    setText('')
  }
  return (
    <Stack spacing={1}>
      <Typography variant="subtitle2">{t.sources}</Typography>
      <TextField
        label={t.newSource}
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
        helperText={invalid ? messages.invalidUrl : t.sourceHelp}
      />
      {error && (
        <Typography variant="caption" color="error" role="alert">
          {error}
        </Typography>
      )}
      {value.length > 0 && (
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }} aria-label={t.sources}>
          {value.map((source) => (
            <Chip
              key={source}
              size="small"
              label={source}
              onDelete={() => onChange(value.filter((one) => one !== source))}
              deleteIcon={<CancelIcon aria-label={fillMessage(t.removeSource, { source })} />}
            />
          ))}
        </Stack>
      )}
    </Stack>
  )
}

/** The attachments: files uploaded first, the event keeping key and name; at most 10 (spec 3 §2, §5). */
export function AttachmentsInput({
  value,
  onChange,
  error,
}: {
  value: Attachment[]
  onChange: (update: (current: Attachment[]) => Attachment[]) => void
  error?: string
}) {
  const full = value.length >= EVENT_ATTACHMENTS_MAX
  return (
    <Stack spacing={1}>
      <Typography variant="subtitle2">{t.attachments}</Typography>
      {value.map((attachment) => (
        <Stack key={attachment.key} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography variant="body2" sx={{ flex: 1 }}>
            {attachment.name}
          </Typography>
          <Tooltip title={fillMessage(t.removeAttachment, { name: attachment.name })}>
            <IconButton
              size="small"
              aria-label={fillMessage(t.removeAttachment, { name: attachment.name })}
              onClick={() => onChange((current) => current.filter((one) => one.key !== attachment.key))}
            >
              <DeleteIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        </Stack>
      ))}
      <FileDropzone
        multiple
        disabled={full}
        label={full ? fillMessage(t.attachmentsLimit, { max: EVENT_ATTACHMENTS_MAX }) : t.addAttachment}
        onUploaded={(file) => onChange((current) => [...current, { key: file.key, name: file.name }])}
      />
      {error && (
        <Typography variant="caption" color="error" role="alert">
          {error}
        </Typography>
      )}
    </Stack>
  )
}

const newLocation = (): EventLocation => ({ address: '', lat: null, lng: null, zoom: DEFAULT_ZOOM })

/**
 * The places of an event (spec 3 §2): with a maps key, the map's search and a draggable marker fill
 * address, latitude, longitude and zoom; without one they are typed.
 */
export function LocationsInput({
  value,
  onChange,
}: {
  value: EventLocation[]
  onChange: (value: EventLocation[]) => void
}) {
  const set = (index: number, patch: Partial<EventLocation>) =>
    onChange(value.map((location, at) => (at === index ? { ...location, ...patch } : location)))
  const number = (text: string) => (text === '' ? null : Number(text))
  return (
    <Stack spacing={1}>
      <Typography variant="subtitle2">{t.locations}</Typography>
      {!MAPS_KEY && value.length > 0 && (
        <Alert severity="info" variant="outlined">
          {app.locationField.mapOff}
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
              label={app.locationField.address}
              value={location.address}
              onChange={(event) => set(index, { address: event.target.value })}
              slotProps={{ htmlInput: { maxLength: ADDRESS_MAX } }}
              sx={{ flex: 1, minWidth: 240 }}
            />
            <TextField
              size="small"
              type="number"
              label={app.locationField.latitude}
              value={location.lat ?? ''}
              onChange={(event) => set(index, { lat: number(event.target.value) })}
              slotProps={{ htmlInput: { min: -90, max: 90, step: 'any' } }}
              sx={{ width: 140 }}
            />
            <TextField
              size="small"
              type="number"
              label={app.locationField.longitude}
              value={location.lng ?? ''}
              onChange={(event) => set(index, { lng: number(event.target.value) })}
              slotProps={{ htmlInput: { min: -180, max: 180, step: 'any' } }}
              sx={{ width: 140 }}
            />
            <TextField
              size="small"
              type="number"
              label={app.locationField.zoom}
              value={location.zoom}
              onChange={(event) => set(index, { zoom: number(event.target.value) ?? DEFAULT_ZOOM })}
              slotProps={{ htmlInput: { min: 0, max: 22, step: 1 } }}
              sx={{ width: 90 }}
            />
            <Tooltip title={t.removeLocation}>
              <IconButton aria-label={t.removeLocation} onClick={() => onChange(value.filter((_, at) => at !== index))}>
                <DeleteIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          </Stack>
        </Stack>
      ))}
      <Button sx={{ alignSelf: 'flex-start' }} onClick={() => onChange([...value, newLocation()])}>
        {t.addLocation}
      </Button>
    </Stack>
  )
}
