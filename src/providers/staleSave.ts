import type { StaleSaveData } from '../../common/entityFormat'

/** A save refused because someone saved the record since it was loaded (409): who, when, and their version. */
export interface SaveConflict {
  /** the server's words: who saved, and when */
  message: string
  data: StaleSaveData
}

interface ApiError {
  code?: number
  message?: string
  data?: unknown
}

/** The conflict an error is, when it is the 409 of a stale save; else null. */
export function staleSaveOf(error: unknown): SaveConflict | null {
  const { code, message, data } = (error ?? {}) as ApiError
  const stale = typeof data === 'object' && data !== null && typeof (data as StaleSaveData).updatedAt === 'string'
  return code === 409 && stale ? { message: message ?? '', data: data as StaleSaveData } : null
}

/** The column that is a record's version: `updatedAt`, or `updated_at` for the reference lists. */
const VERSION_FIELDS = ['updatedAt', 'updated_at'] as const

const versionFieldOf = (record: object | undefined) => VERSION_FIELDS.find((field) => record && field in record)

/** What a save sends: its data and the version of the record it was made from, unless it names one itself. */
export function withVersion(data: object, previous: object | undefined): object {
  const field = versionFieldOf(previous)
  if (!field || field in data) return data
  return { ...data, [field]: (previous as Record<string, unknown>)[field] }
}

/**
 * The record a PATCH is compared with, without its version: ra-data-feathers sends only the fields that
 * differ from it, and the version, unchanged by the edit, must still go out.
 */
export function withoutVersion(previous: object | undefined): object | undefined {
  const field = versionFieldOf(previous)
  if (!previous || !field) return previous
  const { [field]: _version, ...rest } = previous as Record<string, unknown>
  return rest
}

/** The record as loaded, with the version of the copy someone else saved: the save then overwrites it knowingly. */
export function overwriting<T extends object>(previous: T, version: string): T {
  const field = versionFieldOf(previous) ?? 'updatedAt'
  return { ...previous, [field]: version }
}
