import type { Application } from '../declarations'
import type { User } from '../services/users/users.schema'

const AUTHOR = 'keiko.tanaka@example.com'

/** The relationship panels of demo entities: countries with a primary one, briefs, landscapes. */
const LISTS: { entity: string; countries: string[]; briefs: string[]; landscapes: string[] }[] = [
  {
    entity: 'Hiroshi Sato',
    countries: ['Japan'],
    briefs: ['Semiconductors', 'Chip Fabrication'],
    landscapes: ['Indo-Pacific'],
  },
  {
    entity: 'Northwind Energy',
    countries: ['Estonia', 'Finland'],
    briefs: ['Offshore Wind'],
    landscapes: ['European Union'],
  },
  {
    entity: 'Meridian Logistics',
    countries: ['United Arab Emirates', 'Oman', 'Sri Lanka'],
    briefs: ['Container Shipping', 'Red Sea Shipping Disruption'],
    landscapes: ['Gulf Cooperation Council'],
  },
]

const RELATED: { source: string; target: string; type: string; strength: number }[] = [
  { source: 'Northwind Energy', target: 'Meridian Logistics', type: 'Partners with', strength: 2 },
  { source: 'Hiroshi Sato', target: 'Meridian Logistics', type: 'Advises', strength: 3 },
]

/**
 * Demo relationships, roles and educations, made through the services as the panels make them, on the
 * entities seedDemoEntities made; an entity or item missing from the demo is left out.
 */
export async function seedDemoRelationships(app: Application) {
  const db = app.get('knex')
  const user = await db<User>('users').where({ email: AUTHOR }).first()
  if (!user) throw new Error(`no demo user ${AUTHOR}`)
  const params = { user }
  const idOf = async (table: string, name: string) => (await db(table).where({ name }).first('id'))?.id
  // once: the generated entities have panels of their own, so the showcase's first one tells
  const first = await idOf('entities', LISTS[0].entity)
  if (!first || (await db('entity_countries').where({ entityId: first }).first())) return
  const ids = async (table: string, names: string[]) =>
    (await Promise.all(names.map((name) => idOf(table, name)))).filter((id) => id !== undefined)

  for (const list of LISTS) {
    const entityId = await idOf('entities', list.entity)
    if (!entityId) continue
    const countryIds = await ids('countries', list.countries)
    await app
      .service('relationship-to-country')
      .create({ entityId, countryIds, primary: countryIds[0] ?? null }, params)
    await app
      .service('brief-entity-relationship')
      .create({ entityId, briefIds: await ids('briefs', list.briefs) }, params)
    await app
      .service('relationship-to-landscape')
      .create({ entityId, landscapeIds: await ids('landscapes', list.landscapes) }, params)
  }
  for (const related of RELATED) {
    const [sourceId, targetId] = [await idOf('entities', related.source), await idOf('entities', related.target)]
    if (sourceId && targetId) {
      await app
        .service('relationship-to-entities')
        .create({ sourceId, targetId, type: related.type, strength: related.strength }, params)
    }
  }

  await linkInRelatedActors(app, params, 'Northwind Energy', 'Meridian Logistics', 'Supplies')

  const sato = await idOf('entities', 'Hiroshi Sato')
  if (!sato) return
  const meridian = await idOf('entities', 'Meridian Logistics')
  const roles = [
    {
      title: 'Chief Executive Officer',
      type: 'Executive',
      organization: 'Kansai Silicon Works',
      isPrimary: true,
      source: 'https://asia.nikkei.com/Business',
      startDate: '2017-04-01',
    },
    {
      title: 'Director, Trade Policy Bureau',
      type: 'Government',
      organization: 'Ministry of Economy, Trade and Industry',
      department: 'Trade Policy Bureau',
      source: 'https://www.meti.go.jp/english/',
      startDate: '2009-07-01',
      endDate: '2017-03-31',
    },
    ...(meridian
      ? [
          {
            title: 'Independent board member',
            type: 'Board',
            employerEntityId: meridian,
            source: 'https://www.reuters.com/business/',
            startDate: '2021-06-15',
          },
        ]
      : []),
  ]
  for (const role of roles) await app.service('roles').create({ entityId: sato, ...role }, params)
  await app.service('educations').create(
    {
      entityId: sato,
      degree: 'MEng Electrical Engineering',
      specialty: 'Semiconductor devices',
      institution: 'University of Tokyo',
      source: 'https://www.u-tokyo.ac.jp/en/',
      startDate: '1986-04-01',
      endDate: '1992-03-31',
    },
    params,
  )
}

/** A link in the source's Related Actors facet (a Link field, TO, its default significance). */
async function linkInRelatedActors(
  app: Application,
  params: { user: User },
  source: string,
  target: string,
  type: string,
) {
  const db = app.get('knex')
  const [sourceRow, targetRow] = [
    await db('entities').where({ name: source }).first('id'),
    await db('entities').where({ name: target }).first('id'),
  ]
  if (!sourceRow || !targetRow) return
  const entity = await app.service('entities').get(sourceRow.id, params)
  const facetType = entity.entityTemplate.facetTypes.find((one) => one.name === 'Related Actors')
  const field = facetType?.facetFieldTypes.find((one) => one.kind === 'Link')
  if (!facetType || !field) return
  await app.service('entities').patch(
    entity.id,
    {
      entityTemplateId: entity.entityTemplateId,
      type: entity.type,
      subType: entity.subType,
      name: entity.name,
      meta: { assignedToId: entity.meta.assignedToId, stage: entity.meta.stage },
      updatedAt: entity.updatedAt,
      facets: [
        {
          facetTypeId: facetType.id,
          order: entity.facets.length + 1,
          fields: [],
          links: [{ facetFieldTypeId: field.id, targetId: targetRow.id, direction: 'TO', type }],
        },
      ],
    },
    params,
  )
}
