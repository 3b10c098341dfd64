import { BadRequest, Conflict, FeathersError, GeneralError, Unavailable } from '@feathersjs/errors'
import { ERROR as KNEX_ERROR } from '@feathersjs/knex'
import { fillMessage, messages } from '../../common/messages'
import { isDatabaseDriverError } from '../db/knex'
import { UNIQUE_INDEX_MESSAGES } from '../db/uniqueIndexes'
import type { HookContext, NextFunction } from '../declarations'
import { log } from '../logger'

interface AjvError {
  instancePath?: string
  keyword?: string
  message?: string
  params?: { additionalProperty?: string; limit?: number; format?: string; allowedValues?: unknown[] }
}
type DatabaseError = { code?: string; message?: string; constraint?: string }

const fieldOf = (error: AjvError) => error.instancePath?.split('/').filter(Boolean).join('.') || 'value'

/** One clear sentence for the first schema error; the full list stays in `data`. */
export function schemaErrorMessage(errors: AjvError[]): string {
  // an unknown property (a `$regex` operator in a filter's anyOf) says more than that the value is not a string
  const error =
    errors.find((e) => e.keyword === 'additionalProperties') ?? errors.find((e) => e.keyword !== 'anyOf') ?? errors[0]
  const field = fieldOf(error)
  switch (error.keyword) {
    case 'additionalProperties':
      return `Unknown property '${error.params?.additionalProperty}'`
    case 'maxLength':
      return `${messages.valueTooLong}: ${field}`
    case 'maxItems':
      return fillMessage(messages.tooManyItems, { max: error.params?.limit ?? 0, field })
    case 'required':
      return `${error.message?.replace('must have required property', 'Missing property')}`
    case 'format':
      if (error.params?.format === 'email') return messages.invalidEmail
      if (error.params?.format === 'date') return fillMessage(messages.dayInvalid, { field })
      if (error.params?.format === 'date-time') return fillMessage(messages.dateTimeInvalid, { field })
      return `Invalid ${error.params?.format}: ${field}`
    case 'enum':
      return `Invalid value for ${field}`
    default:
      return `Invalid ${field}: ${error.message}`
  }
}

/** An error as PostgreSQL (node-pg or PGlite) reports it: a SQLSTATE code and a severity. */
const isDatabaseError = (error: unknown): error is DatabaseError =>
  typeof error === 'object' &&
  error !== null &&
  'severity' in error &&
  typeof (error as DatabaseError).code === 'string' &&
  /^[0-9A-Z]{5}$/.test((error as DatabaseError).code!)

/** The socket errors of a server that is not there, database or not: read as the database's on its calls only. */
const UNREACHABLE = ['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENOTFOUND']
/** What pg says of a connection cut under a query, or used after it was cut; it gives no code. */
const PG_CUT = /Connection terminated|has encountered a connection error and is not queryable/

/**
 * The database is away (stopped, restarting, dropped, its connections ended) rather than refusing the
 * request: SQLSTATE classes 08 and 57P (connection, shutdown), 3D000 (no such database), 53300 (too many
 * connections), pg's cut connection and knex's wait for one; with `unreachable`, a socket's errors too.
 */
export function isDatabaseAway(error: unknown, unreachable = false): boolean {
  if (typeof error !== 'object' || error === null) return false
  const { code, name, message } = error as { code?: unknown; name?: unknown; message?: unknown }
  if (name === 'KnexTimeoutError') return true
  // knex puts the statement before pg's own words: 'COMMIT; - Connection terminated unexpectedly'
  if (typeof message === 'string' && PG_CUT.test(message)) return true
  if (typeof code !== 'string') return false
  if (unreachable && UNREACHABLE.includes(code)) return true
  return code.startsWith('08') || code.startsWith('57P') || code === '3D000' || code === '53300'
}

function uniqueConflict(error: DatabaseError): Conflict {
  const known = error.constraint ? UNIQUE_INDEX_MESSAGES[error.constraint] : undefined
  if (!known) return new Conflict(messages.recordExists)
  return new Conflict(known.message, known.field ? { errors: { [known.field]: known.message } } : undefined)
}

/** The Feathers error a database error is answered with. */
export function fromDatabase(error: DatabaseError): FeathersError {
  if (isDatabaseAway(error, true)) return new Unavailable(messages.databaseAway)
  if (error.code === '23505') return uniqueConflict(error)
  // invalid_datetime_format, datetime_field_overflow: a filter's day that does not exist (2026-13-45)
  if (error.code === '22007' || error.code === '22008') return new BadRequest(messages.queryDateInvalid)
  if (error.code?.startsWith('22')) return new BadRequest('Invalid value in the request')
  if (error.code === '23503') return new BadRequest('A referenced record does not exist')
  return new GeneralError(messages.generic)
}

/**
 * Every error leaves as a Feathers error with a clear message: schema errors are worded, database
 * errors are mapped by their code (never their SQL), and anything unexpected becomes a 500 that is logged.
 */
export async function clearErrors(context: HookContext, next: NextFunction) {
  try {
    await next()
  } catch (raw) {
    const error = raw as FeathersError & { [KNEX_ERROR]?: DatabaseError }
    // the adapter wraps most database errors; some of its queries (patch's update) and raw knex calls do not
    const databaseError =
      error?.[KNEX_ERROR] ??
      (isDatabaseError(raw) || isDatabaseAway(raw, isDatabaseDriverError(raw)) ? raw : undefined)
    if (databaseError) {
      const mapped = fromDatabase(databaseError)
      if (mapped.code >= 500) log.error(`${context.path}.${context.method} failed`, databaseError)
      throw mapped
    }
    if (error instanceof Unavailable) throw error
    if (error instanceof BadRequest && Array.isArray(error.data) && error.data[0]?.keyword) {
      throw new BadRequest(schemaErrorMessage(error.data as AjvError[]), { errors: error.data })
    }
    if (error instanceof FeathersError && error.code < 500) throw error
    log.error(`${context.path}.${context.method} failed`, raw)
    throw new GeneralError(messages.generic)
  }
}
