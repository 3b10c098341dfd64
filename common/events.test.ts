import { describe, expect, it } from 'vitest'
import { eventFormErrors, locationError } from './events'
import { messages } from './messages'

const place = { address: 'Brest, France', lat: 48.39, lng: -4.49, zoom: 8 }

describe('the places of an event (spec 3 §2: address, lat, lng, zoom)', () => {
  it.each([
    ['a place found on the map', place, null],
    ['a place not found yet', { ...place, lat: null, lng: null }, null],
    ['a latitude past a pole', { ...place, lat: 90.5 }, messages.latitudeRange],
    ['a longitude past the date line', { ...place, lng: -181 }, messages.longitudeRange],
    ['a zoom past the closest', { ...place, zoom: 23 }, messages.zoomRange],
    ['a zoom between two levels', { ...place, zoom: 2.5 }, messages.zoomRange],
    ['an address longer than 500 characters', { ...place, address: 'a'.repeat(501) }, 'At most 500 characters'],
    ['a value of the wrong type, left to the schema', { ...place, lat: '48' }, null],
  ])('%s', (_, location, error) => {
    expect(locationError(location)).toBe(error)
  })

  it('takes at most 20 places, and names the first wrong one', () => {
    expect(eventFormErrors({ locations: Array.from({ length: 21 }, () => place) }).locations).toBe(
      'At most 20 items in locations',
    )
    expect(eventFormErrors({ locations: [place, { ...place, lng: 200 }] }).locations).toBe(messages.longitudeRange)
    expect(eventFormErrors({ locations: [place] })).not.toHaveProperty('locations')
  })
})
