/** Where the demo's organisations, people and stories are: cities with their country and position. */
export interface Place {
  /** ISO 3166 alpha-2 code of the country */
  iso: string
  city: string
  lat: number
  lng: number
  /** the landscape (server/db/seedDemoReference) the place lies in, if any */
  landscape?: string
}

const EU = 'European Union'
const GCC = 'Gulf Cooperation Council'
const ASEAN = 'ASEAN'
const SAHEL = 'Sahel'
const PACIFIC = 'Indo-Pacific'

const place = (iso: string, city: string, lat: number, lng: number, landscape?: string): Place => ({
  iso,
  city,
  lat,
  lng,
  landscape,
})

/** Cities weighted towards the newsroom's beats: Europe, the G7, the Gulf and Asia, with some of elsewhere. */
export const PLACES: readonly Place[] = [
  place('DE', 'Berlin', 52.52, 13.405, EU),
  place('DE', 'Hamburg', 53.551, 9.994, EU),
  place('DE', 'Munich', 48.137, 11.575, EU),
  place('FR', 'Paris', 48.857, 2.352, EU),
  place('FR', 'Lyon', 45.764, 4.836, EU),
  place('IT', 'Milan', 45.464, 9.19, EU),
  place('IT', 'Rome', 41.903, 12.496, EU),
  place('ES', 'Madrid', 40.417, -3.704, EU),
  place('ES', 'Barcelona', 41.385, 2.173, EU),
  place('NL', 'Rotterdam', 51.924, 4.478, EU),
  place('NL', 'Amsterdam', 52.368, 4.904, EU),
  place('BE', 'Brussels', 50.85, 4.352, EU),
  place('PL', 'Warsaw', 52.23, 21.012, EU),
  place('SE', 'Stockholm', 59.329, 18.069, EU),
  place('FI', 'Helsinki', 60.17, 24.938, EU),
  place('DK', 'Copenhagen', 55.676, 12.568, EU),
  place('EE', 'Tallinn', 59.437, 24.754, EU),
  place('LV', 'Riga', 56.95, 24.106, EU),
  place('LT', 'Vilnius', 54.687, 25.28, EU),
  place('AT', 'Vienna', 48.208, 16.374, EU),
  place('IE', 'Dublin', 53.35, -6.26, EU),
  place('PT', 'Lisbon', 38.722, -9.139, EU),
  place('GR', 'Athens', 37.984, 23.728, EU),
  place('CZ', 'Prague', 50.076, 14.438, EU),
  place('RO', 'Bucharest', 44.426, 26.103, EU),
  place('GB', 'London', 51.507, -0.128),
  place('GB', 'Aberdeen', 57.149, -2.094),
  place('NO', 'Oslo', 59.914, 10.752),
  place('NO', 'Stavanger', 58.97, 5.733),
  place('CH', 'Zurich', 47.377, 8.541),
  place('US', 'New York', 40.713, -74.006),
  place('US', 'Houston', 29.76, -95.37),
  place('US', 'San Jose', 37.339, -121.895),
  place('US', 'Washington', 38.907, -77.037),
  place('CA', 'Toronto', 43.653, -79.383),
  place('CA', 'Calgary', 51.045, -114.072),
  place('JP', 'Tokyo', 35.676, 139.65, PACIFIC),
  place('JP', 'Osaka', 34.694, 135.502, PACIFIC),
  place('KR', 'Seoul', 37.567, 126.978, PACIFIC),
  place('TW', 'Hsinchu', 24.804, 120.971, PACIFIC),
  place('CN', 'Shanghai', 31.23, 121.474),
  place('CN', 'Shenzhen', 22.543, 114.058),
  place('IN', 'Mumbai', 19.076, 72.878, PACIFIC),
  place('IN', 'Bengaluru', 12.972, 77.595, PACIFIC),
  place('AU', 'Sydney', -33.869, 151.209, PACIFIC),
  place('AU', 'Perth', -31.95, 115.86, PACIFIC),
  place('SG', 'Singapore', 1.352, 103.82, ASEAN),
  place('ID', 'Jakarta', -6.209, 106.846, ASEAN),
  place('VN', 'Ho Chi Minh City', 10.823, 106.63, ASEAN),
  place('MY', 'Kuala Lumpur', 3.139, 101.687, ASEAN),
  place('TH', 'Bangkok', 13.756, 100.502, ASEAN),
  place('AE', 'Dubai', 25.205, 55.271, GCC),
  place('AE', 'Abu Dhabi', 24.454, 54.377, GCC),
  place('SA', 'Riyadh', 24.713, 46.675, GCC),
  place('QA', 'Doha', 25.285, 51.531, GCC),
  place('OM', 'Muscat', 23.588, 58.383, GCC),
  place('EG', 'Cairo', 30.044, 31.236),
  place('TR', 'Istanbul', 41.008, 28.978),
  place('NG', 'Lagos', 6.524, 3.379),
  place('KE', 'Nairobi', -1.292, 36.822),
  place('ZA', 'Johannesburg', -26.204, 28.047),
  place('ML', 'Bamako', 12.639, -8.003, SAHEL),
  place('NE', 'Niamey', 13.512, 2.112, SAHEL),
  place('BR', 'São Paulo', -23.551, -46.633),
  place('MX', 'Monterrey', 25.686, -100.316),
  place('CL', 'Santiago', -33.449, -70.669),
  place('AR', 'Buenos Aires', -34.604, -58.382),
]

/** Streets an address is made of: a city's address reads 'Harbour Road 12, Rotterdam'. */
export const STREETS = ['Harbour Road', 'Market Street', 'Station Square', 'Park Avenue', 'Riverside', 'Main Street']

/** The countries of the places as a story names them. */
export const COUNTRY_NAMES: Record<string, string> = {
  DE: 'Germany',
  FR: 'France',
  IT: 'Italy',
  ES: 'Spain',
  NL: 'the Netherlands',
  BE: 'Belgium',
  PL: 'Poland',
  SE: 'Sweden',
  FI: 'Finland',
  DK: 'Denmark',
  EE: 'Estonia',
  LV: 'Latvia',
  LT: 'Lithuania',
  AT: 'Austria',
  IE: 'Ireland',
  PT: 'Portugal',
  GR: 'Greece',
  CZ: 'Czechia',
  RO: 'Romania',
  GB: 'the United Kingdom',
  NO: 'Norway',
  CH: 'Switzerland',
  US: 'the United States',
  CA: 'Canada',
  JP: 'Japan',
  KR: 'South Korea',
  TW: 'Taiwan',
  CN: 'China',
  IN: 'India',
  AU: 'Australia',
  SG: 'Singapore',
  ID: 'Indonesia',
  VN: 'Vietnam',
  MY: 'Malaysia',
  TH: 'Thailand',
  AE: 'the United Arab Emirates',
  SA: 'Saudi Arabia',
  QA: 'Qatar',
  OM: 'Oman',
  EG: 'Egypt',
  TR: 'Türkiye',
  NG: 'Nigeria',
  KE: 'Kenya',
  ZA: 'South Africa',
  ML: 'Mali',
  NE: 'Niger',
  BR: 'Brazil',
  MX: 'Mexico',
  CL: 'Chile',
  AR: 'Argentina',
}
