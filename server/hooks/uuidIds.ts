import { MethodNotAllowed, NotFound } from '@feathersjs/errors'
import type { HookContext } from '../declarations'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export const isUuid = (value: unknown) => typeof value === 'string' && UUID.test(value)

/**
 * For services of uuid ids read or changed one at a time: an id that is not a uuid names no row (and
 * would make PostgreSQL fail), so it is not found, as an unused one is.
 */
export function refuseNonUuidId(context: HookContext) {
  if (context.id === null) throw new MethodNotAllowed(`Can not ${context.method} multiple entries`)
  if (!isUuid(String(context.id))) throw new NotFound(`No record found for id '${context.id}'`)
}
