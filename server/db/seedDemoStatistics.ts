import type { EntitySave } from '../services/entities/entities.schema'
import { COMPARISON_SET } from '../../common/templateFormat'
import type { Application } from '../declarations'
import type { User } from '../services/users/users.schema'

const AUTHOR = 'keiko.tanaka@example.com'
const COMPARISON_SET_NAME = 'G7 economies'

/** The demo's statistic types (spec 2 §3): yearly ranked across the G7, a goal series and a quarterly one. */
const TYPES = {
  gdp: {
    name: 'Real GDP growth',
    units: '%',
    periodicity: 'YEAR',
    futureDates: 'PROJECTION',
    subtitle: 'Annual change in real gross domestic product',
    footnote: 'Source: IMF World Economic Outlook, rounded',
  },
  renewables: {
    name: 'Renewable electricity share',
    units: '%',
    periodicity: 'YEAR',
    futureDates: 'GOAL',
    subtitle: 'Share of electricity generated from renewables',
  },
  power: {
    name: 'Household power price',
    currency: 'EUR',
    units: 'per kWh',
    periodicity: 'QUARTER',
    futureDates: 'PROJECTION',
  },
} as const

const SOURCE = 'https://www.imf.org/en/Publications/WEO'
const YEARS = [2019, 2020, 2021, 2022, 2023, 2024]

/** Country series: real GDP growth 2019–2024 and the renewable share 2019–2024 with its 2030 goal. */
const COUNTRIES: { name: string; g7: boolean; gdp: number[]; renewables: number[]; goal: number }[] = [
  { name: 'Canada', g7: true, gdp: [1.9, -5.0, 5.3, 3.8, 1.2, 1.3], renewables: [66, 68, 67, 68, 66, 67], goal: 90 },
  { name: 'France', g7: true, gdp: [2.0, -7.6, 6.8, 2.6, 1.1, 1.1], renewables: [20, 24, 22, 25, 30, 32], goal: 40 },
  { name: 'Germany', g7: true, gdp: [1.1, -3.8, 3.2, 1.8, -0.3, -0.2], renewables: [40, 44, 40, 44, 52, 55], goal: 80 },
  { name: 'Italy', g7: true, gdp: [0.5, -9.0, 8.3, 4.0, 0.9, 0.7], renewables: [35, 38, 36, 32, 37, 41], goal: 65 },
  { name: 'Japan', g7: true, gdp: [-0.4, -4.1, 2.6, 1.0, 1.9, 0.1], renewables: [18, 20, 22, 22, 23, 25], goal: 38 },
  {
    name: 'United Kingdom',
    g7: true,
    gdp: [1.6, -10.3, 8.6, 4.8, 0.3, 1.1],
    renewables: [37, 43, 40, 41, 47, 50],
    goal: 95,
  },
  {
    name: 'United States',
    g7: true,
    gdp: [2.5, -2.2, 6.1, 2.5, 2.9, 2.8],
    renewables: [18, 20, 20, 22, 23, 24],
    goal: 45,
  },
  // not in the comparison set: its values are kept, not ranked against the G7
  { name: 'India', g7: false, gdp: [3.9, -5.8, 9.7, 7.0, 8.2, 6.5], renewables: [20, 21, 20, 22, 21, 22], goal: 50 },
]

const QUARTERS = ['2024-01-01', '2024-04-01', '2024-07-01', '2024-10-01', '2025-01-01', '2025-04-01']
const POWER_PRICES = [0.31, 0.3, 0.29, 0.3, 0.32, 0.31]

/**
 * Statistic series for the demo: three types, a Statistic Entity per country with its
 * series (the country's topic entity, as the topics import makes it), the G7 members linked to the 'G7 economies' comparison set so that their values rank
 * against each other, and quarterly prices on the demo's 'Electricity prices' entity. Made through the
 * services, as the editor makes them.
 */
export async function seedDemoStatistics(app: Application) {
  const db = app.get('knex')
  if (await db('cross_entity_facet_types').first()) return
  const user = await db<User>('users').where({ email: AUTHOR }).first()
  if (!user) throw new Error(`no demo user ${AUTHOR}`)
  const params = { user }
  const set = await db('entities').where({ type: 'Brief', subType: COMPARISON_SET, name: COMPARISON_SET_NAME }).first()
  const types = {
    gdp: await app
      .service('cross-entity-facet-types')
      .create({ ...TYPES.gdp, comparisonSetId: set?.id ?? null }, params),
    renewables: await app
      .service('cross-entity-facet-types')
      .create({ ...TYPES.renewables, comparisonSetId: set?.id ?? null }, params),
    power: await app.service('cross-entity-facet-types').create(TYPES.power, params),
  }
  const templates = (await app.service('entity-templates').find({ query: { type: 'Statistic Entity', $limit: 10 } }))
    .data
  const template = templates[0]
  const facetType = (name: string) => template.facetTypes.find((type) => type.name === name)!
  const field = (facetTypeName: string, kind: string) =>
    facetType(facetTypeName).facetFieldTypes.find((type) => type.kind === kind)!
  const meta = { assignedToId: user.id, stage: 'in progress' as const }
  const series = (order: number, typeId: string, points: { date: string; value: number }[], rankFormat = 'number') => ({
    facetTypeId: facetType('Series').id,
    order,
    meta,
    fields: [
      { facetFieldTypeId: field('Series', 'Statistic').id, name: 'rankFormat', order: 1, value: rankFormat },
      { facetFieldTypeId: field('Series', 'Statistic').id, name: 'compare', order: 1, value: 'topic' },
    ],
    crossEntityFacetTypeId: typeId,
    crossEntityFacets: points,
  })
  const text = (name: string, value: string, order: number) => ({
    facetTypeId: facetType(name).id,
    order,
    meta,
    fields: [
      { facetFieldTypeId: field(name, name === 'Name' ? 'Label' : 'Detail').id, name: 'value', order: 1, value },
      ...(name === 'Summary'
        ? [{ facetFieldTypeId: field(name, 'Provenance').id, name: 'urlInput', order: 1, value: SOURCE }]
        : []),
    ],
  })
  for (const country of COUNTRIES) {
    const payload: EntitySave = {
      entityTemplateId: template.id,
      type: template.type,
      subType: template.subType,
      name: '',
      meta,
      facets: [
        text('Name', country.name, 1),
        text('Summary', `Headline economic and energy figures for ${country.name}.`, 2),
        series(
          3,
          types.gdp.id,
          YEARS.map((year, index) => ({ date: `${year}-01-01`, value: country.gdp[index] })),
        ),
        series(
          4,
          types.renewables.id,
          [
            ...YEARS.map((year, index) => ({ date: `${year}-01-01`, value: country.renewables[index] })),
            { date: '2030-01-01', value: country.goal },
          ],
          'percent',
        ),
      ],
      links: country.g7 && set ? [{ targetId: set.id, direction: 'TO' }] : [],
    }
    const entity = await app.service('entities').create(payload, params)
    // the country's topic entity, as the topics import makes it (docs/imports.md)
    const topic = await db('countries').where({ name: country.name }).first()
    if (!topic) continue
    await db('entities').where({ id: entity.id }).update({ isTopic: true })
    await db('topic_links').insert({ entityId: entity.id, countryId: topic.id })
    await db('countries').where({ id: topic.id }).update({ main_entity_id: entity.id, main_entity_name: entity.name })
  }
  const prices = await db('entities').where({ type: 'Statistic Entity', name: 'Electricity prices' }).first()
  if (prices) {
    const stored = await app.service('entities').get(prices.id, params)
    await app.service('entities').patch(
      prices.id,
      {
        entityTemplateId: stored.entityTemplateId,
        type: stored.type,
        subType: stored.subType,
        name: stored.name,
        meta: { assignedToId: stored.meta.assignedToId, stage: stored.meta.stage },
        updatedAt: stored.updatedAt,
        facets: [
          series(
            stored.facets.length + 1,
            types.power.id,
            QUARTERS.map((date, index) => ({ date, value: POWER_PRICES[index] })),
          ),
        ],
      },
      params,
    )
  }
}
