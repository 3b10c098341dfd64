import { GeneralError, errors, type FeathersError } from '@feathersjs/errors'
import { messages } from '../../common/messages'

/** What the REST client says of an answer whose body is no JSON (an empty 500, a proxy's HTML page). */
const NOT_JSON = 'JSON parsing error'

interface Failure {
  code?: unknown
  className?: unknown
  message?: unknown
  data?: { unworded?: unknown } | null
  response?: { status?: unknown }
}

/** True when the failure carries the server's own message, not one the console had to supply. */
export function serverWorded(error: unknown): boolean {
  const failure = (error ?? {}) as Failure
  return (
    typeof failure.message === 'string' &&
    failure.message.trim() !== '' &&
    failure.message !== NOT_JSON &&
    (typeof failure.code === 'number' || typeof failure.className === 'string') &&
    failure.data?.unworded !== true
  )
}

/**
 * A failed call as the screens see it: the server's error as it sent it, or, when it sent no message (an
 * empty or non-JSON body, no answer at all), an error of the same status reading the generic 'Something
 * went wrong...' (spec 1 §8) and marked unworded, so that a screen with a fallback of its own shows that.
 */
export function worded(error: unknown): unknown {
  if (serverWorded(error)) return error
  const failure = (error ?? {}) as Failure
  const status = typeof failure.code === 'number' ? failure.code : failure.response?.status
  const Kind = (typeof status === 'number' && errors[status as keyof typeof errors]) || GeneralError
  return new (Kind as typeof GeneralError)(messages.generic, { unworded: true }) as FeathersError
}

/** The text of a failed call: the server's message, else `fallback` (the screen's own, or the generic one). */
export function errorText(error: unknown, fallback: string = messages.generic): string {
  return serverWorded(error) ? (error as { message: string }).message : fallback
}

/** The rows a bulk call refused, with why: its 400's `errors` (the Feathers client keeps them in `data` too). */
export function refusedRows(error: unknown): { id: string | number; message: string }[] {
  const failure = error as { errors?: unknown; data?: { errors?: unknown } } | null
  const rows = failure?.data?.errors ?? failure?.errors
  return Array.isArray(rows) ? rows : []
}
