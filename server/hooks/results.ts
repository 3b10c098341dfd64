import type { Paginated, Query } from '@feathersjs/feathers'
import type { Knex } from 'knex'
import { dbOf } from '../db/transaction'
import type { HookContext, NextFunction } from '../declarations'
import { isStorableId } from './serialIds'

/** The records of a method's result, whatever it answered: a page, a list or one. */
export const recordsOf = <T>(result: T | T[] | Paginated<T> | undefined): T[] =>
  result === undefined ? [] : Array.isArray(result) ? result : isPage(result) ? result.data : [result]

const isPage = <T>(result: T | Paginated<T>): result is Paginated<T> =>
  typeof result === 'object' && result !== null && 'data' in result && 'total' in result

/** A before hook for find: a query without a sort of its own is sorted by `sort`. */
export const sortByDefault =
  (sort: Record<string, 1 | -1>) =>
  (context: HookContext): void => {
    const query: Query = context.params.query ?? {}
    if (!query.$sort) context.params = { ...context.params, query: { ...query, $sort: sort } }
  }

/**
 * A before hook for find, after any default sort: the id breaks ties the way of the last sort, so that
 * pages read one after another ($skip, $limit) neither repeat nor skip rows of equal values.
 */
export function sortTiesById(context: HookContext): void {
  const query: Query = context.params.query ?? {}
  const sort = query.$sort as Record<string, number> | undefined
  if (!sort || 'id' in sort) return
  const last = Object.values(sort).at(-1)
  context.params = { ...context.params, query: { ...query, $sort: { ...sort, id: last === -1 ? -1 : 1 } } }
}

/**
 * An around hook giving each record of the answer the list `field` read from a link table: for a
 * page, in one query. `linksOf` answers the linked items of some record ids, each with its record's
 * id under `ownerKey`, in the order the lists show. A removed record's links go with it (cascade), so
 * they are read before.
 */
export function attachLists<Owner extends string, Item extends object>(
  field: string,
  ownerKey: Owner,
  linksOf: (db: Knex, ids: number[]) => Promise<(Item & Record<Owner, number>)[]>,
) {
  return async (context: HookContext, next: NextFunction) => {
    const id = Number(context.id)
    const removed = context.method === 'remove' && isStorableId(id) ? await linksOf(dbOf(context), [id]) : undefined
    await next()
    const records = recordsOf<Record<string, unknown>>(context.result as Record<string, unknown>)
    const links =
      removed ??
      (await linksOf(
        dbOf(context),
        records.map((record) => record.id as number),
      ))
    const byOwner = new Map<number, Item[]>()
    for (const link of links) {
      const { [ownerKey]: owner, ...item } = link
      byOwner.set(owner, [...(byOwner.get(owner) ?? []), item as unknown as Item])
    }
    for (const record of records) record[field] = byOwner.get(record.id as number) ?? []
  }
}
