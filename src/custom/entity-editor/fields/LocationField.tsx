import { lazy, Suspense } from 'react'
import { Alert, Button, MenuItem, Stack, TextField } from '@mui/material'
import { useGetList } from 'react-admin'
import type { FieldSetValues } from '../../../../common/entityFormat'
import { CLEARED_ZOOM, DEFAULT_ZOOM, dictionaryOfValue } from '../../../../common/fieldValueRules'
import { MAX_INPUT_LENGTH } from '../../../../common/limits'
import type { Dictionary } from '../../../../server/services/dictionaries/dictionaries.schema'
import { useStrings } from '../../../i18n/useStrings'
import { ValueRows, textOf, type KindEditorProps } from './parts'

const MapPicker = lazy(() => import('../../../layout/MapPicker'))
/** The maps service is used only with a key (spec 2 §7); without one the field is typed in. */
const MAPS_KEY = import.meta.env.VITE_GOOGLE_MAPS_API_KEY ?? ''

const numberOf = (value: FieldSetValues[string]) => (typeof value === 'number' ? value : null)

/** The items of the Location-Type dictionary, when the rule names one. */
function useLocationTypes(dictionary: string | null) {
  const { data = [] } = useGetList<Dictionary>(
    'dictionaries',
    {
      filter: { key: dictionary ?? '', withItems: true },
      pagination: { page: 1, perPage: 1 },
      sort: { field: 'key', order: 'ASC' },
    },
    { enabled: dictionary !== null },
  )
  return data[0]?.items?.map((item) => item.value) ?? []
}

/**
 * A Location field (spec 1 §3, spec 2 §3, §5): address, latitude, longitude and zoom (3 by default, 1
 * once cleared), its type from the Location-Type dictionary and a location name. With a maps key the
 * map, its search and a draggable marker fill them; without one they are typed, and the field says so.
 */
export function LocationField({ fieldType, values, onChange, readOnly }: KindEditorProps) {
  const t = useStrings().locationField
  const dictionary = dictionaryOfValue('Location', fieldType.rules, 'selectedLocationValue')
  const typed = fieldType.rules['Location-Type'] !== 'off'
  const types = useLocationTypes(dictionary)
  const lat = numberOf(values.lat)
  const lng = numberOf(values.lng)
  const zoom = numberOf(values.zoom)
  const set = (patch: FieldSetValues) => onChange({ ...values, zoom: zoom ?? DEFAULT_ZOOM, ...patch })
  const coordinate = (name: 'lat' | 'lng', label: string, min: number, max: number) => (
    <TextField
      size="small"
      type="number"
      label={label}
      value={numberOf(values[name]) ?? ''}
      onChange={(event) => set({ [name]: event.target.value === '' ? null : Number(event.target.value) })}
      slotProps={{ htmlInput: { min, max, step: 'any' } }}
      sx={{ width: 160 }}
    />
  )

  if (readOnly) {
    return (
      <ValueRows
        rows={[
          [t.address, textOf(values.address)],
          [t.coordinates, lat !== null && lng !== null ? `${lat.toFixed(5)}, ${lng.toFixed(5)}` : ''],
          [t.name, textOf(values.selectedLocationName)],
          [t.type, textOf(values.selectedLocationValue)],
        ]}
      />
    )
  }
  return (
    <Stack spacing={1}>
      {MAPS_KEY ? (
        <Suspense fallback={null}>
          <MapPicker
            apiKey={MAPS_KEY}
            lat={lat}
            lng={lng}
            zoom={zoom}
            onPlace={(place) => set({ ...place, address: place.address ?? textOf(values.address) })}
          />
        </Suspense>
      ) : (
        <Alert severity="info" variant="outlined">
          {t.mapOff}
        </Alert>
      )}
      <TextField
        size="small"
        label={t.address}
        value={textOf(values.address)}
        onChange={(event) => set({ address: event.target.value })}
        slotProps={{ htmlInput: { maxLength: MAX_INPUT_LENGTH } }}
      />
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        {coordinate('lat', t.latitude, -90, 90)}
        {coordinate('lng', t.longitude, -180, 180)}
        <TextField
          size="small"
          type="number"
          label={t.zoom}
          value={zoom ?? DEFAULT_ZOOM}
          onChange={(event) => set({ zoom: event.target.value === '' ? DEFAULT_ZOOM : Number(event.target.value) })}
          slotProps={{ htmlInput: { min: 0, max: 22, step: 1 } }}
          sx={{ width: 100 }}
        />
        <Button
          size="small"
          onClick={() => onChange({ ...values, address: null, lat: null, lng: null, zoom: CLEARED_ZOOM })}
        >
          {t.clear}
        </Button>
      </Stack>
      {typed && (
        <Stack direction="row" spacing={1}>
          {dictionary && (
            <TextField
              select
              size="small"
              label={t.type}
              value={textOf(values.selectedLocationValue)}
              onChange={(event) => set({ selectedLocationValue: event.target.value || null })}
              sx={{ width: 220, flexShrink: 0 }}
            >
              <MenuItem value="">—</MenuItem>
              {types.map((type) => (
                <MenuItem key={type} value={type}>
                  {type}
                </MenuItem>
              ))}
            </TextField>
          )}
          <TextField
            size="small"
            label={t.name}
            value={textOf(values.selectedLocationName)}
            onChange={(event) => set({ selectedLocationName: event.target.value })}
            slotProps={{ htmlInput: { maxLength: MAX_INPUT_LENGTH } }}
            fullWidth
            sx={{ flex: 1, minWidth: 0 }}
          />
        </Stack>
      )}
    </Stack>
  )
}
