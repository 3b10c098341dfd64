import type { Role } from './roles'
import type { DuplicateSetting, FacetType } from './templateFormat'

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

/**
 * Whether a type's `duplicate` setting lets an entity holding `count` facets of it take one more
 * (docs/templates.md): none — only the first; section — once per section, and a facet's section is its
 * type's, so only the first too; true and other — any number.
 */
export const duplicateSettingAllows = (duplicate: DuplicateSetting, count: number) =>
  count === 0 || duplicate === 'true' || duplicate === 'other'

/**
 * Whether an entity holding `count` facets of a type may take one more: the type's duplicate setting,
 * then, for a duplicate of a brief membership type, the role's list (spec 2 §3, §5).
 */
export const duplicateAllows = (
  facetType: Pick<FacetType, 'name' | 'duplicate'>,
  count: number,
  role: Role | undefined,
) => duplicateSettingAllows(facetType.duplicate, count) && (count === 0 || mayAddDuplicate(role, facetType.name))
