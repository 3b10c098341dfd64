import { useRef } from 'react'
import { Autocomplete, GoogleMap, MarkerF, useJsApiLoader } from '@react-google-maps/api'
import { Alert, Box, LinearProgress, TextField } from '@mui/material'
import { DEFAULT_ZOOM } from '../../common/fieldValueRules'
import { useStrings } from '../i18n/useStrings'

const LIBRARIES: 'places'[] = ['places']

export interface MapPlace {
  address?: string
  lat: number
  lng: number
  zoom?: number
}

interface Props {
  apiKey: string
  lat: number | null
  lng: number | null
  zoom: number | null
  onPlace: (place: MapPlace) => void
}

/**
 * The map of a Location field (spec 2 §3, §7): a search box with the maps service's autocomplete, and a
 * draggable marker whose place is geocoded back to an address. Loaded only when a key is configured.
 */
export default function MapPicker({ apiKey, lat, lng, zoom, onPlace }: Props) {
  const t = useStrings().locationField
  const { isLoaded, loadError } = useJsApiLoader({ googleMapsApiKey: apiKey, libraries: LIBRARIES })
  const search = useRef<google.maps.places.Autocomplete | null>(null)
  // a key the maps service refuses, or no network: the place is typed, as without a key
  if (loadError)
    return (
      <Alert severity="info" variant="outlined">
        {t.mapOff}
      </Alert>
    )
  if (!isLoaded) return <LinearProgress aria-label={t.mapLoading} />
  const center = lat !== null && lng !== null ? { lat, lng } : { lat: 20, lng: 0 }
  const geocode = (position: google.maps.LatLngLiteral) =>
    new google.maps.Geocoder().geocode({ location: position }, (results) =>
      onPlace({ ...position, address: results?.[0]?.formatted_address }),
    )
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Autocomplete
        onLoad={(autocomplete) => {
          search.current = autocomplete
        }}
        onPlaceChanged={() => {
          const place = search.current?.getPlace()
          const location = place?.geometry?.location
          if (location)
            onPlace({ address: place.formatted_address, lat: location.lat(), lng: location.lng(), zoom: 12 })
        }}
      >
        <TextField size="small" fullWidth label={t.searchPlace} />
      </Autocomplete>
      <GoogleMap
        mapContainerStyle={{ width: '100%', height: 280 }}
        center={center}
        zoom={zoom ?? DEFAULT_ZOOM}
        onClick={(event) => event.latLng && geocode(event.latLng.toJSON())}
      >
        {lat !== null && lng !== null && (
          <MarkerF
            position={{ lat, lng }}
            draggable
            onDragEnd={(event) => event.latLng && geocode(event.latLng.toJSON())}
          />
        )}
      </GoogleMap>
    </Box>
  )
}
