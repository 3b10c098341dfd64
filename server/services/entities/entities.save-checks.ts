import { BadRequest } from '@feathersjs/errors'
import type { Role } from '../../../common/roles'
import type { Periodicity } from '../../../common/statistics'

/**
 * What the pure checks of a save share: the lookups they are given (read beforehand by
 * entities.save-read, one query each) and the refusal they throw.
 */

export interface UserRef {
  id: string
  name: string
  role: Role
  /** read by the assignment rules (common/workflow unassignableReason) */
  isBlocked?: boolean
  isVerified?: boolean
}

/** What the checks read from the database, fetched in one query each before they run. */
export interface Lookups {
  /** users named as assignees, now or before */
  users: Map<string, UserRef>
  /** `dictionaryItemKey(key, value)` of the dictionary values the save sends that exist */
  dictionaryItems: Set<string>
  /** link targets that exist, with their entity type */
  linkTargets: Map<string, { type: string; subType: string | null }>
  /** the statistic types the save's facets name, now or before */
  statisticTypes: Map<string, { periodicity: Periodicity }>
}

export const dictionaryItemKey = (key: string, value: string) => `${key}\u0000${value}`

/** A refusal naming where the problem is (`facets.2.fields.5`), for the editor to point at. */
export const refuse = (message: string, path: string) => new BadRequest(message, { path })
