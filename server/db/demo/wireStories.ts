import type { RssSourceType } from '../../../common/rssSourceTypes'
import type { Random } from './random'

/** The demo's wires: a desk of articles per region, one of regulations and one of regulation articles. */
export const DESKS = {
  europe: { name: 'Demo wire – Europe', kind: 'article' },
  americas: { name: 'Demo wire – Americas', kind: 'article' },
  asia: { name: 'Demo wire – Asia-Pacific', kind: 'article' },
  mea: { name: 'Demo wire – Middle East & Africa', kind: 'article' },
  rules: { name: 'Demo wire – Rules', kind: 'regulation' },
  compliance: { name: 'Demo wire – Compliance', kind: 'regulation-article' },
} as const satisfies Record<string, { name: string; kind: RssSourceType }>
export type Desk = keyof typeof DESKS

/** An entity a story may be about, with the ISO codes of its topics (the countries it is filed under). */
export interface StoryEntity {
  name: string
  type: string
  subType: string | null
  topics: string[]
}

export interface WireStory {
  desk: Desk
  title: string
  summary: string
  /** ISO codes of the countries the story is about: the item's topics */
  topics: string[]
  hoursAgo: number
}

const AMERICAS = ['US', 'CA', 'MX', 'BR', 'CL', 'AR']
const ASIA = ['JP', 'KR', 'TW', 'CN', 'IN', 'AU', 'SG', 'ID', 'VN', 'MY', 'TH']
const MIDDLE_EAST_AFRICA = ['AE', 'SA', 'QA', 'OM', 'EG', 'TR', 'NG', 'KE', 'ZA', 'ML', 'NE', 'LK']

const deskOf = (iso: string): Desk =>
  AMERICAS.includes(iso)
    ? 'americas'
    : ASIA.includes(iso)
      ? 'asia'
      : MIDDLE_EAST_AFRICA.includes(iso)
        ? 'mea'
        : 'europe'

/** Industries as stories name them: the names of the demo's industry briefs, so the analyser files the story under them. */
const INDUSTRIES = [
  'offshore wind',
  'solar power',
  'battery storage',
  'container shipping',
  'chip fabrication',
  'cloud services',
  'cybersecurity',
  'reinsurance',
  'retail banking',
  'refining',
  'airlines',
  'vaccines',
]

/** The showcase stories, about the demo's hand-made entities, newest first. */
const ANCHOR_STORIES: WireStory[] = [
  {
    desk: 'europe',
    title: 'Northwind Energy wins Baltic offshore wind tender',
    summary:
      'Northwind Energy will build 1.2 GW of turbines off Estonia. The award is the largest in the European Union this year.',
    topics: ['EE'],
    hoursAgo: 2,
  },
  {
    desk: 'mea',
    title: 'Meridian Logistics reroutes Asia–Europe loops around the Cape',
    summary:
      'Meridian Logistics said the Red Sea shipping disruption adds two weeks to each voyage from the United Arab Emirates; Egypt loses canal fees as container shipping rates rise again.',
    topics: ['AE', 'EG'],
    hoursAgo: 5,
  },
  {
    desk: 'asia',
    title: 'Hiroshi Sato outlines chip fabrication plans',
    summary: 'Hiroshi Sato told investors that chip fabrication in Kumamoto, Japan, will double by 2027.',
    topics: ['JP'],
    hoursAgo: 9,
  },
  {
    desk: 'mea',
    title: 'GCC states pledge solar power investment',
    summary:
      'The Gulf States (Saudi Arabia, the United Arab Emirates, Qatar and Oman) agreed a common fund for solar power and battery storage.',
    topics: ['SA', 'AE', 'QA', 'OM'],
    hoursAgo: 26,
  },
  {
    desk: 'rules',
    title: 'Regulation on offshore wind grid connections',
    summary:
      'Sets deadlines for grid operators to connect offshore wind farms across the European Union, from Germany and France to Estonia.',
    topics: ['DE', 'FR', 'EE'],
    hoursAgo: 4,
  },
  {
    desk: 'compliance',
    title: 'What the grid connection rules mean for Northwind Energy',
    summary: 'Lawyers read the new Regulation as a boost for offshore wind developers in the Baltic, Estonia first.',
    topics: ['EE'],
    hoursAgo: 6,
  },
]

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1)

type Teller = (
  one: StoryEntity,
  country: string,
  industry: string,
  other: StoryEntity,
  where: string,
) => [string, string]

const ORGANISATION_STORIES: Teller[] = [
  (e, c, i) => [
    `${e.name} wins ${c} ${i} tender`,
    `${e.name} will deliver the project over five years. It is the largest ${i} award in ${c} this year.`,
  ],
  (e, c, i) => [
    `${e.name} shares fall after outage in ${c}`,
    `Traders sold ${e.name} after an unplanned outage; analysts expect ${i} output to recover within weeks.`,
  ],
  (e, c, i) => [
    `${e.name} to cut 800 jobs in ${c}`,
    `${e.name} blamed weak demand in ${i}; unions in ${c} called a strike ballot.`,
  ],
  (e, c, i, o, w) => [
    `${e.name} agrees to buy ${o.name}`,
    `The deal values ${o.name} at €2.1bn and takes ${e.name}'s ${i} business from ${c} into ${w}.`,
  ],
  (e, c, i) => [
    `Regulator fines ${e.name} over reporting failures`,
    `The regulator in ${c} said ${e.name} misreported ${i} volumes for two years.`,
  ],
  (e, c, i) => [
    `${e.name} raises guidance on ${i} demand`,
    `${e.name} expects orders from ${c} to grow by a fifth next year.`,
  ],
]
const PERSON_STORIES: Teller[] = [
  (e, c, i) => [
    `${e.name} warns of ${i} shortages`,
    `Speaking in ${c}, ${e.name} said ${i} capacity will not keep up with demand before 2028.`,
  ],
  (e, c, i, o) => [
    `${e.name} joins the board of ${o.name}`,
    `${o.name} said ${e.name} brings decades of ${i} experience in ${c}.`,
  ],
]
const PLOT_STORIES: Teller[] = [
  (e, c, i) => [
    `${e.name}: what we know`,
    `The ${lowerFirst(e.name)} keeps ${i} markets on edge; officials in ${c} promise an update on Monday.`,
  ],
  (e, c, i) => [
    `${e.name} enters second week`,
    `Buyers of ${i} in ${c} look for other suppliers as the ${lowerFirst(e.name)} drags on.`,
  ],
]
const CONTEXT_STORIES: Teller[] = [
  (e, c, i) => [
    `Analysis: ${e.name}`,
    `Why it matters for ${i}: investors in ${c} weigh policy, prices and who gains.`,
  ],
]
const REGULATIONS: Teller[] = [
  (_, c, i) => [
    `Regulation on ${i} reporting in ${c}`,
    `Operators in ${c} must report ${i} capacity and outages every quarter from next year.`,
  ],
  (_, c, i) => [
    `Directive on ${i} permits`,
    `Member states, ${c} among them, must decide ${i} permits within two years.`,
  ],
  (_, c, i) => [
    `Rule on ${i} capital requirements`,
    `Firms active in ${i} in ${c} must hold more capital against market risk.`,
  ],
]
const REGULATION_ARTICLES: Teller[] = [
  (e, c, i) => [
    `What the ${c} ${i} rules mean for ${e.name}`,
    `Lawyers expect ${e.name} to file new disclosures in ${c} before the summer.`,
  ],
  (e, c, i) => [
    `${e.name} prepares for ${i} audit`,
    `The new ${i} rules in ${c} reach ${e.name} first; its compliance team doubled.`,
  ],
]

const TELLERS: Record<string, Teller[]> = {
  Organisation: ORGANISATION_STORIES,
  Person: PERSON_STORIES,
  Plot: PLOT_STORIES,
  Context: CONTEXT_STORIES,
}

/** Hours back the stories spread over: six weeks. */
export const WIRE_SPAN_HOURS = 42 * 24

/**
 * The demo's stories: the showcase ones, then `articles` articles and `rules` regulations and regulation
 * articles each about entities of the demo, spread over six weeks. A story's topics are the countries of
 * the entities it names (`countryName` names them in the text), so an item about Estonia is filed under Estonia.
 */
export function wireStories(
  random: Random,
  entities: readonly StoryEntity[],
  countryName: (iso: string) => string,
  { articles, rules }: { articles: number; rules: number },
): WireStory[] {
  const about = entities.filter((entity) => entity.topics.length)
  const organisations = about.filter((entity) => entity.subType === 'Organisation')
  const story = (desk: Desk | null, tellers: Teller[], one: StoryEntity): WireStory => {
    const other = random.pick(organisations)
    const [title, summary] = random.pick(tellers)(
      one,
      countryName(one.topics[0]),
      random.pick(INDUSTRIES),
      other,
      countryName(other.topics[0]),
    )
    // the country the story names, and the countries of the entities it names
    const text = `${title} ${summary}`
    const topics = [
      ...new Set([
        one.topics[0],
        ...(text.includes(one.name) ? one.topics : []),
        ...(text.includes(other.name) ? other.topics : []),
      ]),
    ]
    return { desk: desk ?? deskOf(one.topics[0]), title, summary, topics, hoursAgo: random.int(1, WIRE_SPAN_HOURS) }
  }
  const made = [
    ...Array.from({ length: articles }, () => {
      const one = random.pick(about)
      return story(null, TELLERS[one.subType ?? one.type] ?? CONTEXT_STORIES, one)
    }),
    ...Array.from({ length: rules }, () => story('rules', REGULATIONS, random.pick(organisations))),
    ...Array.from({ length: rules }, () => story('compliance', REGULATION_ARTICLES, random.pick(organisations))),
  ]
  return [...ANCHOR_STORIES, ...made]
}
