import type { FieldSetValues } from '../../../common/entityFormat'
import type { Stage } from '../../../common/workflow'

/** Field sets by field type name, for one facet. */
export type FacetValues = Record<string, FieldSetValues[]>

export interface DemoFacet {
  values: FacetValues
  stage?: Stage
  /** email of the assignee; the author when not given */
  assignee?: string | null
  comments?: { by: string; details: string; assessment: number }[]
  /** an admin rejects the facet with this comment */
  rejection?: string
}

export interface AnchorEntity {
  template: string
  author: string
  facets: Record<string, DemoFacet>
  /** an admin publishes the entity once its facets are in */
  publish?: boolean
  /** ISO codes of its topics */
  topics: string[]
}

export const ANALYSTS = {
  amira: 'amira.haddad@example.com',
  jonas: 'jonas.weber@example.com',
  keiko: 'keiko.tanaka@example.com',
  lena: 'lena.ortiz@example.com',
}

const named = (name: string, summary: string, source: string, importance?: [string, string]) => ({
  Name: { values: { value: [{ value: name }] } },
  Summary: { values: { value: [{ value: summary }], source: [{ urlInput: source }] } },
  ...(importance && {
    Importance: { values: { importance: [{ selectedValue: importance[0], selectedLabel: importance[1] }] } },
  }),
})

/**
 * The demo's showcase entities, written by hand: the feeds' stories, the relationships and the statistics
 * name them.
 */
export const ANCHOR_ENTITIES: AnchorEntity[] = [
  {
    template: 'Actor – Organisation',
    topics: ['EE', 'FI'],
    author: ANALYSTS.jonas,
    publish: true,
    facets: {
      ...named(
        'Northwind Energy',
        'Baltic utility running offshore wind farms and the Estlink grid interconnectors.',
        'https://www.reuters.com/business/energy/',
        ['4', 'High'],
      ),
      Founded: { values: { date: [{ dateType: 'single', dateSingle: '1998-01-01T12:00:00.000Z', format: 'YYYY' }] } },
      Logo: {
        values: {
          image: [
            {
              key: 'northwind-logo.png',
              imageLabel: 'Northwind Energy logo',
              imageDetail: 'The turbine mark used since the 2019 rebrand.',
              sourceUrl: 'https://www.reuters.com/business/energy/',
            },
          ],
        },
      },
      Sector: { values: { value: [{ value: 'Power generation', selectedValue: 'Power generation' }] } },
      Headquarters: {
        values: {
          location: [
            {
              address: 'Narva mnt 5, 10117 Tallinn, Estonia',
              lat: 59.4372,
              lng: 24.7536,
              zoom: 12,
              selectedLocationValue: 'Headquarters',
              selectedLocationName: 'Tallinn head office',
            },
          ],
        },
      },
    },
  },
  {
    template: 'Actor – Organisation',
    topics: ['AE', 'OM'],
    author: ANALYSTS.amira,
    facets: {
      ...named(
        'Meridian Logistics',
        'Container shipping group with hubs in Jebel Ali, Salalah and Colombo.',
        'https://www.ft.com/companies/transport',
      ),
      Sector: { values: { value: [{ value: 'Telecommunications' }] }, stage: 'review' },
    },
  },
  {
    template: 'Actor – Person',
    topics: ['JP'],
    author: ANALYSTS.keiko,
    facets: {
      ...named(
        'Hiroshi Sato',
        'Chief executive of a Japanese chipmaker; formerly at the trade ministry.',
        'https://asia.nikkei.com/Business',
        ['3', 'Significant'],
      ),
      Born: {
        values: { date: [{ dateType: 'single', dateSingle: '1967-04-12T12:00:00.000Z', format: 'MM/DD/YYYY' }] },
      },
      Portrait: { values: { image: [{ key: 'hiroshi-sato.png', imageLabel: 'Hiroshi Sato (placeholder portrait)' }] } },
    },
  },
  {
    template: 'Plot',
    topics: ['EG', 'YE'],
    author: ANALYSTS.amira,
    facets: {
      ...named(
        'Red Sea shipping disruption',
        'Attacks on merchant ships push carriers around the Cape of Good Hope, lengthening routes by two weeks.',
        'https://www.bbc.com/news/world-middle-east',
        ['5', 'Critical'],
      ),
      'Key Events': {
        values: {
          date: [
            {
              dateType: 'range',
              dateStart: '2023-11-19T12:00:00.000Z',
              dateEnd: '2024-03-01T12:00:00.000Z',
              format: 'MM/DD/YYYY',
              selectedLabel: 'Supply disruption',
            },
          ],
          event: [{ value: 'Major carriers suspend Suez transits.' }],
        },
        stage: 'review',
        comments: [
          { by: ANALYSTS.lena, details: 'Add the insurers’ war-risk premiums as a second event.', assessment: 4 },
        ],
      },
    },
  },
  {
    template: 'Plot',
    topics: ['EE', 'LV', 'LT'],
    author: ANALYSTS.jonas,
    facets: {
      ...named(
        'Baltic grid synchronisation',
        'Estonia, Latvia and Lithuania leave the Russian-run grid and join the continental European one.',
        'https://www.euractiv.com/section/energy/',
      ),
      'Key Events': {
        values: {
          date: [
            {
              dateType: 'range',
              dateStart: '2025-02-08T12:00:00.000Z',
              dateEnd: '2025-02-09T12:00:00.000Z',
              format: 'MM/DD/YYYY',
              selectedLabel: 'Regulation in force',
            },
          ],
          event: [{ value: 'The three grids switch over to continental frequency control.' }],
        },
        rejection: 'The date is the day of the switch-over, not the day of the announcement: check the source.',
      },
    },
  },
  {
    template: 'Context',
    topics: ['JP', 'TW', 'KR'],
    author: ANALYSTS.keiko,
    facets: {
      ...named(
        'Semiconductor export controls',
        'Restrictions on advanced chips and tooling reshape supply chains across East Asia.',
        'https://www.csis.org/analysis',
        ['4', 'High'],
      ),
      Drivers: {
        values: {
          section: [{ section: 'Technology', requirement: 'Semiconductors', description: 'Licensing of EUV tools.' }],
          confirmed: [{ checked: true }],
        },
        stage: 'edit',
        assignee: ANALYSTS.lena,
        comments: [{ by: ANALYSTS.lena, details: 'Name the licensing authority for each tool.', assessment: 3 }],
      },
    },
  },
  {
    template: 'Context',
    topics: ['AE', 'SA'],
    author: ANALYSTS.amira,
    facets: named(
      'Energy transition in the Gulf',
      // link markup, shown as an anchor in the facet-assignment grid's Description
      'Gulf producers invest oil revenue in solar, hydrogen and grid storage.\nSee [the IEA outlook](https://www.iea.org/reports).',
      'https://www.iea.org/reports',
    ),
  },
  {
    template: 'Brief – Core Brief',
    topics: ['DE'],
    author: ANALYSTS.jonas,
    facets: named('Energy security', 'What keeps the lights on: supply, grids and prices.', 'https://www.iea.org'),
  },
  {
    template: 'Brief – Comparison Set',
    topics: ['US', 'GB'],
    author: ANALYSTS.lena,
    facets: named('G7 economies', 'The seven economies statistics are ranked against.', 'https://www.g7germany.de'),
  },
  {
    template: 'Statistic Entity',
    topics: ['DE', 'FR'],
    author: ANALYSTS.keiko,
    facets: named('Electricity prices', 'Household electricity prices per kWh.', 'https://ec.europa.eu/eurostat'),
  },
]
