import { describe, expect, it } from 'vitest'
import { BRIEF_MEMBERSHIP_FACET_TYPES, mayAddDuplicate } from './facetDuplicates'

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
