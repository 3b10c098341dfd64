import type { Knex } from 'knex'
import type { Periodicity } from '../../../common/statistics'
import type { EntityTemplate } from '../../../common/templateFormat'
import type { Application } from '../../declarations'
import { dictionaryItemKey, type Lookups, type UserRef } from '../../services/entities/entities.save-checks'
import type { EntityShell } from './facetValues'
import type { TrailPeople } from './reviewTrail'

/** The demo's reviewers and authors: its admins and analysts who may be assigned (not blocked, activated). */
async function demoPeople(db: Knex): Promise<TrailPeople & { all: UserRef[] }> {
  const all: UserRef[] = await db('users')
    .where('email', 'like', '%@example.com')
    .orderBy('email')
    .select('id', 'name', 'role', 'isBlocked', 'isVerified')
  const working = all.filter((user) => !user.isBlocked && user.isVerified)
  return {
    all,
    analysts: working.filter((user) => user.role === 'analyst'),
    admins: working.filter((user) => user.role === 'admin'),
    byId: new Map(all.map((user) => [user.id, user])),
  }
}

/** What the demo's entities are made with, read once: templates, people, dictionaries, reference ids. */
export interface DemoContext {
  templates: Map<string, EntityTemplate>
  people: TrailPeople
  lookups: Lookups
  /** item values by dictionary key */
  dictionaries: Map<string, string[]>
  /** the entities already there, as link targets */
  entities: EntityShell[]
  countryIds: Map<string, number>
  briefIds: Map<string, number>
  landscapeIds: Map<string, number>
}

export async function loadDemoContext(app: Application): Promise<DemoContext> {
  const db: Knex = app.get('knex')
  const templates = (await app.service('entity-templates').find({ query: { $limit: 100 } })).data
  const people = await demoPeople(db)
  const items: { key: string; value: string }[] = await db('dictionary_items as i')
    .join('dictionaries as d', 'd.id', 'i.dictionaryId')
    .orderBy(['d.key', 'i.position'])
    .select('d.key', 'i.value')
  const dictionaries = new Map<string, string[]>()
  for (const item of items) dictionaries.set(item.key, [...(dictionaries.get(item.key) ?? []), item.value])
  const entities: EntityShell[] = await db('entities').orderBy('name').select('id', 'type', 'subType', 'name')
  const types: { id: string; periodicity: Periodicity }[] = await db('cross_entity_facet_types').select(
    'id',
    'periodicity',
  )
  const idsBy = async (table: string, column: string) =>
    new Map<string, number>(
      (await db(table).select(column, 'id')).map((row: Record<string, unknown>) => [
        String(row[column]),
        Number(row.id),
      ]),
    )
  return {
    templates: new Map(templates.map((template) => [template.name, template])),
    people,
    lookups: {
      users: new Map(people.all.map((user) => [user.id, user])),
      dictionaryItems: new Set(items.map((item) => dictionaryItemKey(item.key, item.value))),
      linkTargets: new Map(entities.map((entity) => [entity.id, { type: entity.type, subType: entity.subType }])),
      statisticTypes: new Map(types.map((type) => [type.id, { periodicity: type.periodicity }])),
    },
    dictionaries,
    entities,
    countryIds: await idsBy('countries', 'iso_code'),
    briefIds: await idsBy('briefs', 'name'),
    landscapeIds: await idsBy('landscapes', 'name'),
  }
}

/** The lookups with more link targets: the entities about to be written beside those stored. */
export const withTargets = (lookups: Lookups, shells: readonly EntityShell[]): Lookups => ({
  ...lookups,
  linkTargets: new Map([
    ...lookups.linkTargets,
    ...shells.map((shell): [string, { type: string; subType: string | null }] => [
      shell.id,
      { type: shell.type, subType: shell.subType },
    ]),
  ]),
})
