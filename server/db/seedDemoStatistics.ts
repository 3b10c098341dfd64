import { COMPARISON_SET, type EntityTemplate, type Stage } from '../../common/templateFormat'
import type { Application } from '../declarations'
import type { CeftData } from '../services/cross-entity-facet-types/cross-entity-facet-types.schema'
import type { EntitySave, FacetSave } from '../services/entities/entities.schema'
import type { User } from '../services/users/users.schema'
import { loadDemoContext } from './demo/demoContext'
import { COUNTRY_NAMES } from './demo/places'
import { seededRandom, DEMO_SEED } from './demo/random'
import { EU, G7, SERIES_COUNTRIES, seriesOf, type SeriesName } from './demo/statisticSeries'
import { writeDemoEntities, type DemoEntityDraft } from './demo/writeDemoEntities'
import { isoCountries } from './seedReference'
import { DAY_MS } from '../../common/time'

const AUTHOR = 'keiko.tanaka@example.com'
const G7_SET = 'G7 economies'
const EU_SET = 'EU member states'
const FOOTNOTE = 'Demo figures shaped like IMF and Eurostat series; not official data'

/** The demo's statistic types (spec 2 §3): yearly, each ranked across the G7 or the EU (or all), one with a goal. */
const TYPES: { series: SeriesName; set: string | null; data: CeftData }[] = [
  {
    series: 'growth',
    set: G7_SET,
    data: { name: 'Real GDP growth', units: '%', futureDates: 'PROJECTION', subtitle: 'Annual change in real GDP' },
  },
  {
    series: 'debt',
    set: G7_SET,
    data: {
      name: 'Government debt',
      units: '% of GDP',
      futureDates: 'PROJECTION',
      subtitle: 'Gross, general government',
    },
  },
  {
    series: 'inflation',
    set: EU_SET,
    data: { name: 'Consumer price inflation', units: '%', futureDates: 'PROJECTION', subtitle: 'Annual average' },
  },
  {
    series: 'unemployment',
    set: EU_SET,
    data: { name: 'Unemployment rate', units: '%', futureDates: 'PROJECTION', subtitle: 'Share of the labour force' },
  },
  {
    series: 'renewables',
    set: null,
    data: { name: 'Renewable electricity share', units: '%', futureDates: 'GOAL', subtitle: 'With the 2030 goal' },
  },
]

/** The countries the topics and statistics samples of docs/samples name: their entities stay open to imports. */
const SAMPLE_COUNTRIES = ['FR', 'DE', 'JP']

const QUARTERS = ['2024-01-01', '2024-04-01', '2024-07-01', '2024-10-01', '2025-01-01', '2025-04-01']
const POWER_PRICES = [0.31, 0.3, 0.29, 0.3, 0.32, 0.31]

/** A Name, Summary or Series facet of the Statistic Entity template. */
function facetsOf(template: EntityTemplate) {
  const facetType = (name: string) => template.facetTypes.find((type) => type.name === name)!
  const field = (name: string, kind: string) => facetType(name).facetFieldTypes.find((type) => type.kind === kind)!
  const text = (name: 'Name' | 'Summary', value: string, order: number, stage: Stage = 'published'): FacetSave => ({
    facetTypeId: facetType(name).id,
    order,
    meta: { stage, assignedToId: null },
    fields: [
      { facetFieldTypeId: field(name, name === 'Name' ? 'Label' : 'Detail').id, name: 'value', order: 1, value },
      ...(name === 'Summary'
        ? [
            {
              facetFieldTypeId: field(name, 'Provenance').id,
              name: 'urlInput',
              order: 1,
              value: 'https://www.imf.org/en/Publications/WEO',
            },
          ]
        : []),
    ],
  })
  const series = (
    order: number,
    typeId: string,
    points: { date: string; value: number }[],
    rankFormat: string,
    stage: Stage = 'published',
  ): FacetSave => ({
    facetTypeId: facetType('Series').id,
    order,
    meta: { stage, assignedToId: null },
    fields: [
      { facetFieldTypeId: field('Series', 'Statistic').id, name: 'rankFormat', order: 1, value: rankFormat },
      { facetFieldTypeId: field('Series', 'Statistic').id, name: 'compare', order: 1, value: 'topic' },
    ],
    crossEntityFacetTypeId: typeId,
    crossEntityFacets: points,
  })
  return { text, series }
}

/**
 * Statistic series for the demo, once: five yearly types (2015–2024, growth projected two years on, the
 * renewables share with its 2030 goal), ranked across the 'G7 economies' or 'EU member states' comparison
 * set; a published Statistic Entity per country of the G7 and the EU (and India, ranked in neither),
 * the country's topic entity as the topics import makes it, linked to its sets; and quarterly prices on
 * the demo's 'Electricity prices' entity.
 */
export async function seedDemoStatistics(app: Application, { now = new Date() }: { now?: Date } = {}) {
  const db = app.get('knex')
  if (await db('cross_entity_facet_types').first()) return
  const user = await db<User>('users').where({ email: AUTHOR }).first()
  if (!user) throw new Error(`no demo user ${AUTHOR}`)
  const params = { user }
  const setTemplate = (await app.service('entity-templates').find({ query: { subType: COMPARISON_SET, $limit: 1 } }))
    .data[0]
  const nameFacet = setTemplate.facetTypes.find((type) => type.name === 'Name')!
  const setIds = new Map<string, string>()
  for (const name of [G7_SET, EU_SET]) {
    const stored = await db('entities').where({ type: 'Brief', subType: COMPARISON_SET, name }).first('id')
    const made =
      stored ??
      (await app.service('entities').create(
        {
          entityTemplateId: setTemplate.id,
          type: setTemplate.type,
          subType: setTemplate.subType,
          name: '',
          facets: [
            {
              facetTypeId: nameFacet.id,
              order: 1,
              fields: [{ facetFieldTypeId: nameFacet.facetFieldTypes[0].id, name: 'value', order: 1, value: name }],
            },
          ],
        },
        params,
      ))
    setIds.set(name, made.id)
  }
  const types = new Map<SeriesName, string>()
  for (const type of TYPES) {
    const comparisonSetId = type.set ? setIds.get(type.set)! : null
    const made = await app
      .service('cross-entity-facet-types')
      .create({ ...type.data, periodicity: 'YEAR', footnote: FOOTNOTE, comparisonSetId }, params)
    types.set(type.series, made.id)
  }

  const context = await loadDemoContext(app)
  const template = context.templates.get('Statistic Entity')!
  const { text, series } = facetsOf(template)
  const random = seededRandom(DEMO_SEED + 2)
  const names = new Map(isoCountries().map((country) => [country.iso_code, country.name]))
  const author = context.people.byId.get(user.id)!
  const drafts: DemoEntityDraft[] = SERIES_COUNTRIES.map((iso, index) => {
    const name = (COUNTRY_NAMES[iso] ?? names.get(iso) ?? iso).replace(/^the /, '')
    const sets = [...(G7.includes(iso) ? [G7_SET] : []), ...(EU.includes(iso) ? [EU_SET] : [])]
    // the import samples write to these: published facets would refuse them
    const stage: Stage = SAMPLE_COUNTRIES.includes(iso) ? 'in progress' : 'published'
    const input: EntitySave = {
      entityTemplateId: template.id,
      type: template.type,
      subType: template.subType,
      name: '',
      meta: { stage, assignedToId: null },
      facets: [
        text('Name', name, 1, stage),
        text('Summary', `Headline economic and energy figures for ${name}.`, 2, stage),
        ...TYPES.map((type, order) =>
          series(
            order + 3,
            types.get(type.series)!,
            seriesOf(random, iso, type.series),
            type.series === 'renewables' ? 'percent' : 'number',
            stage,
          ),
        ),
      ],
      links: sets.map((set) => ({ targetId: setIds.get(set)!, direction: 'TO' as const })),
    }
    const createdAt = new Date(now.getTime() - (400 - index * 5) * DAY_MS)
    return {
      id: random.uuid(),
      template,
      input,
      author,
      createdAt,
      activeUntil: new Date(createdAt.getTime() + 30 * DAY_MS),
      topics: context.countryIds.has(iso) ? [context.countryIds.get(iso)!] : [],
      isTopic: true,
    }
  })
  await writeDemoEntities(db, drafts, context.lookups, context.people, random)
  // each is its country's topic entity, as the topics import makes it (docs/imports.md)
  for (const draft of drafts) {
    const [countryId] = draft.topics
    const { name } = await db('entities').where({ id: draft.id }).first('name')
    if (countryId)
      await db('countries').where({ id: countryId }).update({ main_entity_id: draft.id, main_entity_name: name })
  }
  await addPowerPrices(app, params)
}

/** Quarterly household power prices on the demo's 'Electricity prices' entity, through the entity save. */
async function addPowerPrices(app: Application, params: { user: User }) {
  const db = app.get('knex')
  const prices = await db('entities').where({ type: 'Statistic Entity', name: 'Electricity prices' }).first()
  if (!prices) return
  const power = await app.service('cross-entity-facet-types').create(
    {
      name: 'Household power price',
      currency: 'EUR',
      units: 'per kWh',
      periodicity: 'QUARTER',
      futureDates: 'PROJECTION',
      footnote: FOOTNOTE,
    },
    params,
  )
  const stored = await app.service('entities').get(prices.id, params)
  const { series } = facetsOf(stored.entityTemplate)
  const facet = series(
    stored.facets.length + 1,
    power.id,
    QUARTERS.map((date, index) => ({ date, value: POWER_PRICES[index] })),
    'number',
  )
  await app.service('entities').patch(
    prices.id,
    {
      entityTemplateId: stored.entityTemplateId,
      type: stored.type,
      subType: stored.subType,
      name: stored.name,
      meta: { assignedToId: stored.meta.assignedToId, stage: stored.meta.stage },
      updatedAt: stored.updatedAt,
      facets: [{ ...facet, meta: { stage: 'in progress', assignedToId: params.user.id } }],
    },
    params,
  )
}
