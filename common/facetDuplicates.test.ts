import { describe, expect, it } from 'vitest'
import { BRIEF_MEMBERSHIP_FACET_TYPES, duplicateAllows, mayAddDuplicate } from './facetDuplicates'

describe('duplicates of brief membership facet types (spec 2 §5)', () => {
  it('are seven', () => expect(BRIEF_MEMBERSHIP_FACET_TYPES).toHaveLength(7))

  it.each([
    ['Core Brief Membership', true, true],
    ['Industry Brief Membership', true, true],
    ['Macro Brief Membership', true, true],
    ['Country Brief Membership', true, true],
    ['Sector Brief Membership', true, false],
    ['Sub-Sector Brief Membership', true, false],
    ['Landscape Brief Membership', true, false],
    ['Key Events', true, true],
  ])('%s: admins %s, analysts %s', (name, admin, analyst) => {
    expect(mayAddDuplicate('admin', name)).toBe(admin)
    expect(mayAddDuplicate('analyst', name)).toBe(analyst)
    // a role not known yet gets the shorter list
    expect(mayAddDuplicate(undefined, name)).toBe(analyst)
  })
})

describe("a type's duplicate setting (spec 2 §3 'duplicate setting true/section/other', docs/templates.md)", () => {
  it.each([
    ['none', false],
    ['section', false],
    ['true', true],
    ['other', true],
  ] as const)('%s: a second facet may be added: %s', (duplicate, again) => {
    const facetType = { name: 'Drivers', duplicate }
    expect(duplicateAllows(facetType, 0, 'analyst')).toBe(true)
    expect(duplicateAllows(facetType, 1, 'analyst')).toBe(again)
    expect(duplicateAllows(facetType, 2, 'admin')).toBe(again)
  })

  it('let the role list decide a repeatable brief membership, and never a setting that forbids it', () => {
    expect(duplicateAllows({ name: 'Sector Brief Membership', duplicate: 'true' }, 0, 'analyst')).toBe(true)
    expect(duplicateAllows({ name: 'Sector Brief Membership', duplicate: 'true' }, 1, 'analyst')).toBe(false)
    expect(duplicateAllows({ name: 'Sector Brief Membership', duplicate: 'true' }, 1, 'admin')).toBe(true)
    expect(duplicateAllows({ name: 'Core Brief Membership', duplicate: 'section' }, 1, 'admin')).toBe(false)
  })
})
