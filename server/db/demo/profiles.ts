import { NAME_STEMS } from '../nameWords'
import { DEGREES, PERSON_ROLES, UNIVERSITIES, namesOf } from './people'
import { COUNTRY_NAMES, PLACES, type Place } from './places'
import type { Random } from './random'
import { LEGAL_FORMS, TRADES } from './trades'
import { DAY_MS } from '../../../common/time'

/** What the demo's entities are: the kinds its generated entities are of, one per reference template group. */
export type ProfileKind = 'organisation' | 'person' | 'plot' | 'context' | 'core' | 'industry' | 'country' | 'set'

/** Everything an entity's facets are filled from: its name and story, where it is, what it is about. */
export interface EntityProfile {
  name: string
  summary: string
  place: Place
  /** ISO codes of the countries it is about, its own place's first */
  topics: string[]
  /** an item of the 'sectors' dictionary */
  sector: string
  /** names of briefs (server/db/seedDemoReference) it belongs under */
  briefs: string[]
  keywords: string[]
  source: string
  /** a year of founding, a day of birth or a key event, by kind */
  since: Date
  until?: Date
  /** a person's role; a plot's kind of event */
  role?: string
  /** who a person works for */
  employer?: string
  education?: { degree: string; institution: string }
}

const MORE_STEMS = [
  'Nordic',
  'Baltic',
  'Alpine',
  'Pacific',
  'Atlantic',
  'Sahara',
  'Andes',
  'Aurora',
  'Beacon',
  'Crescent',
]
const STEMS = [...NAME_STEMS, ...MORE_STEMS]

const OUTLETS = [
  'https://www.reuters.com/business/',
  'https://www.ft.com/companies/',
  'https://www.bloomberg.com/news/articles/',
  'https://asia.nikkei.com/Business/',
  'https://www.politico.eu/article/',
  'https://www.euractiv.com/section/energy/news/',
  'https://www.thenationalnews.com/business/',
  'https://www.iea.org/reports/',
]

const PLOT_SUBJECTS = [
  'Port',
  'Grid',
  'Refinery',
  'Pipeline',
  'Chip plant',
  'Rail',
  'Bank',
  'Mine',
  'Data centre',
  'Airport',
]
const PLOT_EVENTS = [
  { words: 'strike', label: 'Supply disruption' },
  { words: 'outage', label: 'Supply disruption' },
  { words: 'fire', label: 'Supply disruption' },
  { words: 'cyberattack', label: 'Supply disruption' },
  { words: 'takeover battle', label: 'Acquisition' },
  { words: 'bankruptcy', label: 'Bankruptcy' },
  { words: 'sanctions', label: 'Sanction' },
  { words: 'price shock', label: 'Price shock' },
  { words: 'licensing dispute', label: 'Regulation in force' },
  { words: 'listing', label: 'IPO' },
]
const CONTEXT_THEMES = [
  'Energy transition',
  'Water stress',
  'Digital sovereignty',
  'Critical minerals race',
  'Food security',
  'Defence spending',
  'Green hydrogen',
  'Carbon pricing',
  'Debt distress',
  'AI adoption',
  'Shipping decarbonisation',
  'Grid congestion',
  'Supply-chain reshoring',
  'Semiconductor subsidies',
  'Ageing workforce',
]
const COMPARISON_SETS = [
  'BRICS',
  'Mercosur',
  'Nordic countries',
  'ASEAN-5',
  'Gulf producers',
  'Baltic states',
  'G20 emerging markets',
  'Major oil exporters',
  'Semiconductor hubs',
  'Visegrád group',
  'Alpine economies',
  'Pacific Alliance',
]

/** How a story names the region of a landscape. */
const REGIONS: Record<string, string> = {
  'European Union': 'Europe',
  'Gulf Cooperation Council': 'the Gulf',
  ASEAN: 'Southeast Asia',
  Sahel: 'the Sahel',
  'Indo-Pacific': 'the Indo-Pacific',
}

const noonOf = (year: number, month: number, day: number) => new Date(Date.UTC(year, month, day, 12))
const slug = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
const countryOf = (place: Place) => COUNTRY_NAMES[place.iso] ?? place.iso

/**
 * Makes profiles of one kind with names not given before (`taken`): names composed from word lists
 * ('Kestrel Wind AS', 'Katrin Tamm', 'Port strike in Rotterdam'), each with a story that fits its place.
 */
export function profileMaker(random: Random, taken: Set<string>, now: Date) {
  const source = (name: string) => `${random.pick(OUTLETS)}${slug(name)}`
  const unique = (make: () => string) => {
    for (let attempt = 0; attempt < 50; attempt++) {
      const name = make()
      if (!taken.has(name)) return (taken.add(name), name)
    }
    let number = 2
    const base = make()
    while (taken.has(`${base} ${number}`)) number++
    taken.add(`${base} ${number}`)
    return `${base} ${number}`
  }
  const yearsAgo = (min: number, max: number) => new Date(now.getTime() - random.int(min * 365, max * 365) * DAY_MS)
  // a place's neighbours: the other countries of its landscape
  const nearby = (place: Place) =>
    PLACES.filter((other) => place.landscape && other.landscape === place.landscape && other.iso !== place.iso)
  const topicsOf = (place: Place) => {
    const neighbours = nearby(place)
    return neighbours.length && random.chance(0.4) ? [place.iso, random.pick(neighbours).iso] : [place.iso]
  }

  const makers: Record<ProfileKind, () => EntityProfile> = {
    organisation() {
      const place = random.pick(PLACES)
      const trade = random.pick(TRADES)
      const form = LEGAL_FORMS[place.iso] ?? 'Ltd'
      const name = unique(() => `${random.pick(STEMS)} ${trade.word} ${form}`)
      const founded = yearsAgo(3, 80)
      return {
        name,
        summary: `${name.replace(` ${form}`, '')} ${trade.does} from ${place.city}, ${countryOf(place)}.`,
        place,
        topics: topicsOf(place),
        sector: trade.sector,
        briefs: [trade.brief],
        keywords: [trade.word.toLowerCase(), trade.sector.toLowerCase(), place.city.toLowerCase()],
        source: source(name),
        since: noonOf(founded.getUTCFullYear(), 0, 1),
      }
    },
    person() {
      const place = random.pick(PLACES)
      const names = namesOf(place.iso)
      const name = unique(() => `${random.pick(names.given)} ${random.pick(names.family)}`)
      const role = random.pick(PERSON_ROLES)
      const trade = random.pick(TRADES)
      const employer =
        role.at === 'government' ? `the government of ${countryOf(place)}` : `a ${trade.sector.toLowerCase()} group`
      const born = yearsAgo(32, 75)
      const university = random.pick(UNIVERSITIES)
      return {
        name,
        summary: `${role.title} at ${employer}, based in ${place.city}.`,
        place,
        topics: [place.iso],
        sector: trade.sector,
        briefs: [trade.brief],
        keywords: [role.title.toLowerCase(), place.city.toLowerCase()],
        source: source(name),
        since: noonOf(born.getUTCFullYear(), born.getUTCMonth(), born.getUTCDate()),
        role: role.title,
        employer,
        education: { degree: random.pick(DEGREES), institution: university.name },
      }
    },
    plot() {
      const place = random.pick(PLACES)
      const event = random.pick(PLOT_EVENTS)
      const name = unique(() => `${random.pick(PLOT_SUBJECTS)} ${event.words} in ${place.city}`)
      const subject = name.slice(0, name.indexOf(` ${event.words}`))
      const start = yearsAgo(0, 2)
      const trade = random.pick(TRADES)
      return {
        name,
        summary: `A ${subject.toLowerCase()} ${event.words} in ${place.city} weighs on ${trade.sector.toLowerCase()} across ${countryOf(place)}.`,
        place,
        topics: topicsOf(place),
        sector: trade.sector,
        briefs: [trade.brief, 'Supply Chains'],
        keywords: [event.words, subject.toLowerCase(), place.city.toLowerCase()],
        source: source(name),
        since: noonOf(start.getUTCFullYear(), start.getUTCMonth(), start.getUTCDate()),
        until: new Date(start.getTime() + random.int(1, 90) * DAY_MS),
        role: event.label,
      }
    },
    context() {
      const place = random.pick(PLACES)
      const where = place.landscape && random.chance(0.5) ? REGIONS[place.landscape] : countryOf(place)
      const name = unique(() => `${random.pick(CONTEXT_THEMES)} in ${where}`)
      const theme = name.slice(0, name.indexOf(' in '))
      const trade = random.pick(TRADES)
      return {
        name,
        summary: `${theme} reshapes ${trade.sector.toLowerCase()} in ${where}: policy, prices and who gains.`,
        place,
        topics: topicsOf(place),
        sector: trade.sector,
        briefs: ['Climate Transition', trade.brief],
        keywords: [theme.toLowerCase(), where.toLowerCase()],
        source: source(name),
        since: yearsAgo(0, 3),
      }
    },
    core: () =>
      brief(`${random.pick(CONTEXT_THEMES)}: ${random.pick(['outlook', 'risks', 'who wins', 'what to watch'])}`),
    industry: () => brief(`${random.pick(TRADES).brief} ${random.pick(['market watch', 'outlook', 'supply chain'])}`),
    country: () => {
      const place = random.pick(PLACES)
      return brief(`${countryOf(place)} ${random.pick(['country brief', 'risk brief', 'political economy'])}`, place)
    },
    set: () => brief(random.pick(COMPARISON_SETS)),
  }

  function brief(title: string, place = random.pick(PLACES)): EntityProfile {
    const name = unique(() => title.charAt(0).toUpperCase() + title.slice(1))
    return {
      name,
      summary: `What the newsroom tracks under ${name}: the actors, the plots and the numbers.`,
      place,
      topics: [place.iso],
      sector: random.pick(TRADES).sector,
      briefs: ['Geopolitics'],
      keywords: [name.toLowerCase()],
      source: source(name),
      since: yearsAgo(0, 2),
    }
  }

  return (kind: ProfileKind) => makers[kind]()
}
