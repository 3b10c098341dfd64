import { BadRequest } from '@feathersjs/errors'
import { hooks as schemaHooks } from '@feathersjs/schema'
import { Type, type TObject, type TSchema } from '@feathersjs/typebox'
import { MAX_SKIP } from '../../common/limits'
import { fillMessage, messages } from '../../common/messages'
import type { HookContext } from '../declarations'

/**
 * The grids' queries (GET /entities, GET /facets; spec 2 §7): what their paging and sort take, and a
 * query validation that says what is wrong with a filter the grid cannot take in the words of
 * common/messages, instead of the schema's.
 */

/** A sort direction: 1 ascending, -1 descending, nothing else. */
export const sortDirection = Type.Unsafe<1 | -1>({ type: 'integer', enum: [1, -1] })

/** `$sort` on the given columns. */
export const sortOn = (columns: readonly string[]) =>
  Type.Object(Object.fromEntries(columns.map((name) => [name, Type.Optional(sortDirection)])), {
    additionalProperties: false,
  })

/** `$limit`: a whole number of rows from 0 (the upper bound is the service's, with its own message). */
export const pageLimit = Type.Integer({ minimum: 0 })
/** `$skip`: a whole number of rows from 0 to MAX_SKIP. */
export const pageSkip = Type.Integer({ minimum: 0, maximum: MAX_SKIP })

/**
 * Feathers' query syntax (`querySyntax` of @feathersjs/typebox) given the grids' paging: whole numbers
 * for `$limit` and `$skip` (where it takes any number from 0), and 1 or -1 for each sort (where it takes
 * -1, 0 and 1). The static type stays querySyntax's.
 */
export function withGridPaging<S extends TSchema>(schema: S): S {
  // TypeBox composes the intersection of objects into one object
  const paging = schema as unknown as { properties: Record<string, TSchema> }
  const sorts = paging.properties.$sort as TObject
  paging.properties.$limit = pageLimit
  paging.properties.$skip = pageSkip
  paging.properties.$sort = sortOn(Object.keys(sorts.properties))
  return schema
}

interface AjvError {
  instancePath?: string
  keyword?: string
  params?: { additionalProperty?: string }
}

/** How a grid words a filter it cannot take, by the filter's name: `field` is the name. */
export type FilterWording = Record<string, (field: string) => string>

const dateWording = (field: string) => fillMessage(messages.dateFilterInvalid, { field })
const userWording = (field: string) => fillMessage(messages.userFilterInvalid, { field })

/** The wording of date filters and user-id filters, for the fields named. */
export const datesAndUsers = (dates: readonly string[], users: readonly string[]): FilterWording => ({
  ...Object.fromEntries(dates.map((field) => [field, dateWording])),
  ...Object.fromEntries(users.map((field) => [field, userWording])),
})

/** The filter an error is about: the first name of its path, past `$or`/`$and` and their indexes. */
function pathOf(error: AjvError): string[] {
  const path = (error.instancePath ?? '').split('/').filter(Boolean)
  while ((path[0] === '$or' || path[0] === '$and') && /^\d+$/.test(path[1] ?? '')) path.splice(0, 2)
  return path
}

/** The grid's words for a schema error, or undefined to leave it to the schema's (clearErrors). */
function worded(errors: AjvError[], wording: FilterWording): BadRequest | undefined {
  // an unknown filter is said as such (clearErrors: "Unknown property 'x'")
  if (errors.some((error) => error.keyword === 'additionalProperties' && !pathOf(error).length)) return undefined
  for (const error of errors) {
    const [field, inner] = pathOf(error)
    const path = pathOf(error).join('.')
    if (field === '$sort') {
      if (error.keyword === 'additionalProperties') {
        const column = error.params?.additionalProperty ?? ''
        return new BadRequest(fillMessage(messages.sortFieldInvalid, { field: column }), { path: `$sort.${column}` })
      }
      if (inner) return new BadRequest(fillMessage(messages.sortDirectionInvalid, { field: inner }), { path })
      return new BadRequest(messages.sortInvalid, { path })
    }
    if (field === '$limit') return new BadRequest(messages.pageLimitInvalid, { path })
    if (field === '$skip') return new BadRequest(fillMessage(messages.pageSkipInvalid, { max: MAX_SKIP }), { path })
    if (field && wording[field]) return new BadRequest(wording[field](field), { path: field })
  }
  return undefined
}

/** The date values a query gives the date filters, wherever they stand ($or, $and, operators), by filter. */
function datesIn(value: unknown, dates: readonly string[], field?: string): { field: string; value: string }[] {
  if (typeof value === 'string') return field ? [{ field, value }] : []
  if (Array.isArray(value)) return value.flatMap((one) => datesIn(one, dates, field))
  if (!value || typeof value !== 'object') return []
  return Object.entries(value).flatMap(([key, inner]) =>
    datesIn(inner, dates, field ?? (dates.includes(key) ? key : undefined)),
  )
}

const BOUNDS = { $gte: 'start', $gt: 'start', $lt: 'end', $lte: 'end' } as const

/**
 * Whether a date filter's bounds hold no moment: a start ($gte, $gt) after an end ($lt, $lte), or at it
 * unless both take that moment ($gte with $lte).
 */
function holdsNothing(range: unknown): boolean {
  if (!range || typeof range !== 'object') return false
  const bounds = Object.entries(range).flatMap(([operator, value]) =>
    operator in BOUNDS && typeof value === 'string'
      ? [{ operator, side: BOUNDS[operator as keyof typeof BOUNDS], at: new Date(value).getTime() }]
      : [],
  )
  return bounds.some(
    (start) =>
      start.side === 'start' &&
      bounds.some(
        (end) =>
          end.side === 'end' &&
          (start.at > end.at || (start.at === end.at && !(start.operator === '$gte' && end.operator === '$lte'))),
      ),
  )
}

/** The date filters whose bounds hold no moment, wherever they stand ($or, $and). */
function emptyRangesIn(value: unknown, dates: readonly string[]): string[] {
  if (!value || typeof value !== 'object') return []
  return Object.entries(value).flatMap(([key, inner]) =>
    dates.includes(key) && holdsNothing(inner) ? [key] : emptyRangesIn(inner, dates),
  )
}

/**
 * A grid's query validation: the schema's, with the grid's words for the filters it cannot take (a date
 * filter that is no date and time, a stage that is not one, a user filter that is no user id, a sort on
 * something else or in another direction, a page that is no whole number). A date PostgreSQL cannot hold
 * (before the year 1) is refused too, rather than reaching the database, and so is a date range that
 * holds no moment (From after To), rather than answering no rows as if none matched.
 */
export function validateGridQuery(
  validator: Parameters<typeof schemaHooks.validateQuery>[0],
  wording: FilterWording,
  dates: readonly string[],
) {
  const validate = schemaHooks.validateQuery(validator)
  return async (context: HookContext) => {
    try {
      await validate(context)
    } catch (error) {
      const data = (error as BadRequest).data
      const better =
        error instanceof BadRequest && Array.isArray(data) ? worded(data as AjvError[], wording) : undefined
      throw better ?? error
    }
    const outOfRange = datesIn(context.params.query, dates).find(
      ({ value }) => !(new Date(value).getUTCFullYear() >= 1),
    )
    if (outOfRange) throw new BadRequest(dateWording(outOfRange.field), { path: outOfRange.field })
    const [empty] = emptyRangesIn(context.params.query, dates)
    if (empty) throw new BadRequest(fillMessage(messages.dateRangeEmpty, { field: empty }), { path: empty })
  }
}
