import { BadRequest } from '@feathersjs/errors'
import { IN_FILTER_MAX } from '../../common/limits'
import { fillMessage, messages } from '../../common/messages'
import type { HookContext, NextFunction } from '../declarations'

type Container = Record<string, unknown> | unknown[]

/** A parsed query or JSON body's own objects and lists; not a Date, a Buffer or a stream. */
const isContainer = (value: unknown): value is Container => {
  if (Array.isArray(value)) return true
  if (typeof value !== 'object' || value === null) return false
  const prototype = Object.getPrototypeOf(value)
  return prototype === Object.prototype || prototype === null
}

/**
 * Every key and value of a query or body, with its path, breadth first and without recursion: a body
 * nested thousands deep is walked like a flat one.
 */
function* entriesOf(root: unknown): Generator<[path: string, key: string, value: unknown]> {
  const queue: [string, unknown][] = [['', root]]
  for (let index = 0; index < queue.length; index++) {
    const [path, value] = queue[index]
    if (!isContainer(value)) continue
    for (const [key, inner] of Object.entries(value)) {
      const at = path ? `${path}.${key}` : key
      yield [at, key, inner]
      if (isContainer(inner)) queue.push([at, inner])
    }
  }
}

/** PostgreSQL's text holds no NUL character: refused by its path, before any query (or export) starts. */
function refuseNulCharacters(value: unknown) {
  if (typeof value === 'string' && value.includes('\u0000')) {
    throw new BadRequest(fillMessage(messages.nulCharacter, { field: 'value' }))
  }
  for (const [path, key, inner] of entriesOf(value)) {
    if (key.includes('\u0000') || (typeof inner === 'string' && inner.includes('\u0000'))) {
      throw new BadRequest(fillMessage(messages.nulCharacter, { field: path.replaceAll('\u0000', '%00') }))
    }
  }
}

/** An `$in` or `$nin` of more values than a page holds (the query parser makes a long list an object). */
function refuseLongInFilters(query: unknown) {
  for (const [, key, inner] of entriesOf(query)) {
    if ((key === '$in' || key === '$nin') && isContainer(inner) && Object.keys(inner).length > IN_FILTER_MAX) {
      throw new BadRequest(fillMessage(messages.inFilterTooLong, { max: IN_FILTER_MAX, operator: key }))
    }
  }
}

/**
 * An app-wide around hook: inputs no service can take are refused with a clear 400 before the service
 * (or a streamed export) reads the database.
 */
export async function refuseUnusableInputs(context: HookContext, next: NextFunction) {
  refuseNulCharacters(context.params.query)
  refuseLongInFilters(context.params.query)
  refuseNulCharacters(context.data)
  await next()
}
