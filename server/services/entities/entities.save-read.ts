import type { Knex } from 'knex'
import { dictionaryOfValue } from '../../../common/fieldValueRules'
import { linkTypeDictionary } from '../../../common/linkRules'
import type { Periodicity } from '../../../common/statistics'
import type { EntityTemplate } from '../../../common/templateFormat'
import type { StoredEntity } from './entities.load'
import { dictionaryItemKey, type Lookups, type UserRef } from './entities.save-checks'
import type { EntitySave } from './entities.schema'
import type { Caller } from './entities.workflow'

/** Reading what a save needs before it is planned: the rows its rules read, one query each. */

/** The users some rows name (assignees, the caller), by id, as the assignment rules read them (role, blocked, activated). */
export async function usersById(db: Knex, ids: Iterable<string | null | undefined>): Promise<Map<string, UserRef>> {
  const wanted = [...new Set([...ids].filter((id): id is string => typeof id === 'string'))]
  const users: UserRef[] = wanted.length
    ? await db('users').whereIn('id', wanted).select('id', 'name', 'role', 'isBlocked', 'isVerified')
    : []
  return new Map(users.map((user) => [user.id, user]))
}

/** What the checks need from the database: the users, dictionary items, link targets and statistic types a save names. */
export async function lookupsFor(
  db: Knex,
  template: EntityTemplate,
  input: EntitySave,
  stored: StoredEntity | null,
  caller: Caller,
): Promise<Lookups> {
  const users = await usersById(db, [
    caller.id,
    input.meta?.assignedToId,
    stored?.meta.assignedToId,
    ...input.facets.map((facet) => facet.meta?.assignedToId),
    ...(stored?.facets ?? []).map((facet) => facet.meta.assignedToId),
  ])

  const fieldTypes = new Map(
    template.facetTypes.flatMap((facetType) => facetType.facetFieldTypes).map((fieldType) => [fieldType.id, fieldType]),
  )
  const wanted = input.facets.flatMap((facet) => [
    ...facet.fields.flatMap((field) => {
      const fieldType = fieldTypes.get(field.facetFieldTypeId)
      const key = fieldType && dictionaryOfValue(fieldType.kind, fieldType.rules, field.name)
      return key && typeof field.value === 'string' && field.value ? [{ key, value: field.value }] : []
    }),
    // a link's type is an item of its field's dictionary for its direction
    ...(facet.links ?? []).flatMap((link) => {
      const fieldType = link.facetFieldTypeId ? fieldTypes.get(link.facetFieldTypeId) : undefined
      const key = fieldType && linkTypeDictionary(fieldType.rules, link.direction)
      return key && link.type ? [{ key, value: link.type }] : []
    }),
  ])
  const items: { key: string; value: string }[] = wanted.length
    ? await db('dictionary_items')
        .join('dictionaries', 'dictionaries.id', 'dictionary_items.dictionaryId')
        .whereIn('dictionaries.key', [...new Set(wanted.map((item) => item.key))])
        .whereIn('dictionary_items.value', [...new Set(wanted.map((item) => item.value))])
        .select('dictionaries.key', 'dictionary_items.value')
    : []

  const targetIds = [
    ...new Set([...(input.links ?? []), ...input.facets.flatMap((facet) => facet.links ?? [])].map((l) => l.targetId)),
  ]
  const targets: { id: string; type: string; subType: string | null }[] = targetIds.length
    ? await db('entities').whereIn('id', targetIds).select('id', 'type', 'subType')
    : []
  const typeIds = [
    ...new Set([...input.facets, ...(stored?.facets ?? [])].flatMap((facet) => facet.crossEntityFacetTypeId ?? [])),
  ]
  const statisticTypes: { id: string; periodicity: Periodicity }[] = typeIds.length
    ? await db('cross_entity_facet_types').whereIn('id', typeIds).select('id', 'periodicity')
    : []
  return {
    users,
    dictionaryItems: new Set(items.map((item) => dictionaryItemKey(item.key, item.value))),
    linkTargets: new Map(targets.map((target) => [target.id, { type: target.type, subType: target.subType }])),
    statisticTypes: new Map(statisticTypes.map((type) => [type.id, { periodicity: type.periodicity }])),
  }
}
