import type { Query } from '@feathersjs/feathers'
import type { HookContext } from '../declarations'

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`)

/** `$iLike`/`$ilike` as clients send them ('abc' or '%abc%') mean: case-insensitive contains. */
export const containsPattern = (value: string) => `%${escapeLike(value.replace(/^%+|%+$/g, ''))}%`

function rewrite(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(rewrite)
  if (!value || typeof value !== 'object' || value instanceof Date) return value
  const out: Record<string, unknown> = {}
  for (const [key, inner] of Object.entries(value)) {
    if ((key === '$iLike' || key === '$ilike') && typeof inner === 'string') out.$ilike = containsPattern(inner)
    else out[key] = rewrite(inner)
  }
  return out
}

/** A before hook, after query validation. */
export function normaliseQueryOperators(context: HookContext) {
  if (context.params.query) context.params = { ...context.params, query: rewrite(context.params.query) as Query }
}
