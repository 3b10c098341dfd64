import { MethodNotAllowed, NotFound } from '@feathersjs/errors'
import type { HookContext } from '../declarations'

/** The largest id a serial column holds: a bigger one names no row (and would make PostgreSQL fail). */
const MAX_SERIAL = 2_147_483_647

export const isStorableId = (id: number) => Number.isSafeInteger(id) && id > 0 && id <= MAX_SERIAL

/**
 * For services of serial ids changed one at a time: an id that names no row (not a number, or beyond
 * what the id column holds) finds none, as an unused one does.
 */
export function refuseImpossibleId(context: HookContext) {
  if (context.id === null) throw new MethodNotAllowed(`Can not ${context.method} multiple entries`)
  if (!isStorableId(Number(context.id))) throw new NotFound(`No record found for id '${context.id}'`)
}
