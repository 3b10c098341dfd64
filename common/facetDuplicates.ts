import type { Role } from './roles'

/**
 * The facet types of brief membership (spec 2 §5 'seven fixed ids'): facet types are known by name,
 * since their ids are made per template and per install (docs/templates.md 'Brief membership'). A second
 * facet of one of them on an entity (a duplicate) may be added only by a role whose list names it.
 */
export const BRIEF_MEMBERSHIP_FACET_TYPES = [
  'Core Brief Membership',
  'Industry Brief Membership',
  'Macro Brief Membership',
  'Country Brief Membership',
  'Sector Brief Membership',
  'Sub-Sector Brief Membership',
  'Landscape Brief Membership',
] as const

/** Every role's list: Core, Industry, Macro and Country Brief Membership. */
const SHORT_LIST: readonly string[] = BRIEF_MEMBERSHIP_FACET_TYPES.slice(0, 4)

/** The memberships each role may add as duplicates: the admin-like role all seven (the Sector Brief kinds too). */
export const DUPLICATE_MEMBERSHIPS: Readonly<Record<Role, readonly string[]>> = {
  admin: BRIEF_MEMBERSHIP_FACET_TYPES,
  analyst: SHORT_LIST,
  user: SHORT_LIST,
  trial: SHORT_LIST,
}

/** Whether `role` may add a facet of this type to an entity that already has one (spec 2 §5). */
export const mayAddDuplicate = (role: Role | undefined, facetTypeName: string) =>
  !(BRIEF_MEMBERSHIP_FACET_TYPES as readonly string[]).includes(facetTypeName) ||
  (role ? DUPLICATE_MEMBERSHIPS[role] : SHORT_LIST).includes(facetTypeName)
