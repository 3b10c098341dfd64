import { DAY_MS } from './time'

/**
 * The records a delete puts in the trash, from which admins restore them until they are purged: the
 * reference lists of spec 3 (countries, briefs, landscapes, RSS sources) and what analysts make of the
 * feeds (events, regulations).
 */
export const TRASH_KINDS = ['country', 'brief', 'landscape', 'source', 'event', 'regulation'] as const
export type TrashKind = (typeof TRASH_KINDS)[number]

export const isTrashKind = (value: unknown): value is TrashKind => TRASH_KINDS.includes(value as TrashKind)

/** Days a deleted record stays in the trash before the purge deletes it for good (TRASH_RETENTION_DAYS). */
export const TRASH_RETENTION_DAYS = 30

/** An item of the trash list: the record's kind and id, its name, who deleted it and when, and when it goes. */
export interface TrashItem {
  /** `{kind}-{recordId}`: one id for every kind, what GET and DELETE /trash/{id} take */
  id: string
  kind: TrashKind
  recordId: number
  name: string
  deletedAt: string
  deletedBy: { id: string; name: string } | null
  /** null when the trash is kept for ever (TRASH_RETENTION_DAYS=0) */
  purgeAt: string | null
}

export const trashItemId = (kind: TrashKind, recordId: number) => `${kind}-${recordId}`

/** The kind and record id a trash item id names, or undefined when it names none. */
export function parseTrashItemId(id: string): { kind: string; recordId: number } | undefined {
  const match = /^([a-z]+)-(\d{1,10})$/.exec(id)
  return match ? { kind: match[1], recordId: Number(match[2]) } : undefined
}

/** When the purge deletes a record deleted at `deletedAt`; null when nothing is purged. */
export function purgeDateOf(deletedAt: Date, retentionDays: number): Date | null {
  return retentionDays > 0 ? new Date(deletedAt.getTime() + retentionDays * DAY_MS) : null
}
