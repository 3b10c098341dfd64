import { errorText } from '../../providers/apiErrors'

/** Refusals the server words for the user: a rule broken, a role without the right, a stale copy. */
const REFUSALS = [400, 403, 409, 422]

/**
 * What a failed load or save of an event or a regulation says (spec 3 §8): the server's message when it
 * refused by a rule, else the spec's fallback ("Can't load event", "Can't update event"). A record that
 * is not there, a server fault or an answer that is no JSON tell an analyst nothing in their own words.
 */
export function failureText(error: unknown, fallback: string): string {
  const { code } = (error ?? {}) as { code?: unknown }
  return typeof code === 'number' && REFUSALS.includes(code) ? errorText(error, fallback) : fallback
}
