import { describe, expect, it } from 'vitest'
import type { Role } from './roles'
import {
  STAGES,
  assignableRolesForStage,
  assigneeAfterChange,
  assigneeAfterStageChange,
  canBeAssignedAt,
  canRemoveFacetField,
  canSetFacetStage,
  entityStatus,
  isAssignableUser,
  unassignableReason,
  type Stage,
} from './workflow'

describe('assignableRolesForStage (spec 1 §4 "Assignable users by stage")', () => {
  it.each<[Stage | null, readonly Role[]]>([
    [null, []],
    ['unassigned', []],
    ['expired', []],
    ['published', []],
    ['no information', ['admin']],
    ['edit', ['admin']],
    ['analyst', ['analyst', 'admin']],
    ['in progress', ['analyst', 'admin']],
    ['review', ['analyst', 'admin']],
    ['rejected', ['analyst', 'admin']],
  ])('at %s: %j', (stage, roles) => {
    expect(assignableRolesForStage(stage)).toEqual(roles)
  })

  it('covers every stage', () => {
    for (const stage of STAGES) expect(Array.isArray(assignableRolesForStage(stage))).toBe(true)
  })

  it.each<Role>(['user', 'trial'])('never offers the %s role', (role) => {
    for (const stage of STAGES) expect(canBeAssignedAt(stage, role)).toBe(false)
  })
})

describe('assigneeAfterStageChange (spec 2 §4)', () => {
  const analyst = { id: 'a', role: 'analyst' as const }
  const admin = { id: 'b', role: 'admin' as const }
  it.each<[Stage | null, { id: string; role: Role } | null, string | null]>([
    ['review', analyst, 'a'],
    ['edit', analyst, null],
    ['edit', admin, 'b'],
    ['no information', analyst, null],
    ['published', admin, null],
    ['unassigned', analyst, null],
    [null, admin, null],
    ['in progress', null, null],
  ])('moving to %s keeps %j as %s', (stage, assignee, kept) => {
    expect(assigneeAfterStageChange(stage, assignee)).toBe(kept)
  })
})

describe('assigneeAfterChange: the one rule of the editor, the save and the grids (spec 1 §4, spec 2 §4)', () => {
  const people: Record<string, { id: string; role: Role; isBlocked?: boolean }> = {
    ana: { id: 'ana', role: 'analyst' },
    ad: { id: 'ad', role: 'admin' },
    tri: { id: 'tri', role: 'trial' },
    blocked: { id: 'blocked', role: 'analyst', isBlocked: true },
  }
  const userOf = (id: string) => people[id]
  it.each<
    [
      string,
      { stage: Stage; assignedToId: string | null },
      { stage: Stage; assignedToId: string | null },
      string | null,
    ]
  >([
    ['names an allowed user', { stage: 'review', assignedToId: null }, { stage: 'review', assignedToId: 'ana' }, 'ana'],
    ['ignores an analyst at edit', { stage: 'edit', assignedToId: 'ad' }, { stage: 'edit', assignedToId: 'ana' }, 'ad'],
    [
      'ignores anyone at published',
      { stage: 'published', assignedToId: null },
      { stage: 'published', assignedToId: 'ad' },
      null,
    ],
    [
      'ignores a trial account',
      { stage: 'review', assignedToId: 'ana' },
      { stage: 'review', assignedToId: 'tri' },
      'ana',
    ],
    [
      'ignores a blocked user',
      { stage: 'review', assignedToId: 'ana' },
      { stage: 'review', assignedToId: 'blocked' },
      'ana',
    ],
    [
      'ignores an unknown id',
      { stage: 'review', assignedToId: 'ana' },
      { stage: 'review', assignedToId: 'gone' },
      'ana',
    ],
    ['unassigns', { stage: 'review', assignedToId: 'ana' }, { stage: 'review', assignedToId: null }, null],
    [
      'keeps through a stage change while allowed',
      { stage: 'review', assignedToId: 'ad' },
      { stage: 'edit', assignedToId: 'ad' },
      'ad',
    ],
    [
      'clears through a stage change when not',
      { stage: 'review', assignedToId: 'ana' },
      { stage: 'edit', assignedToId: 'ana' },
      null,
    ],
    [
      'ignored at a new stage, the one kept follows it',
      { stage: 'review', assignedToId: 'ana' },
      { stage: 'edit', assignedToId: 'tri' },
      null,
    ],
  ])('%s', (_label, from, to, expected) => {
    expect(assigneeAfterChange(from, to, userOf)).toBe(expected)
  })
})

describe('unassignableReason: users assigned at no stage', () => {
  it.each([
    [{ isBlocked: true, isVerified: true }, 'blocked'],
    [{ isBlocked: true, isVerified: false }, 'blocked'],
    [{ isBlocked: false, isVerified: false }, 'notActivated'],
    [{ isBlocked: false, isVerified: true }, null],
    [{}, null],
    [{ isBlocked: null, isVerified: null }, null],
  ])('%j: %s', (user, reason) => {
    expect(unassignableReason(user)).toBe(reason)
    expect(isAssignableUser(user)).toBe(reason === null)
  })

  it('clears a blocked or never-activated assignee on a change of stage', () => {
    const analyst = { id: 'a', role: 'analyst' as const }
    expect(assigneeAfterStageChange('review', { ...analyst, isBlocked: true, isVerified: true })).toBeNull()
    expect(assigneeAfterStageChange('review', { ...analyst, isBlocked: false, isVerified: false })).toBeNull()
    expect(assigneeAfterStageChange('review', { ...analyst, isBlocked: false, isVerified: true })).toBe('a')
  })

  it("takes the server's verdict where the console has no flags (an analyst's GET /users)", () => {
    const analyst = { id: 'a', role: 'analyst' as const }
    expect(isAssignableUser({ assignable: false })).toBe(false)
    expect(isAssignableUser({ assignable: true })).toBe(true)
    expect(assigneeAfterStageChange('review', { ...analyst, assignable: false })).toBeNull()
    expect(assigneeAfterStageChange('review', { ...analyst, assignable: true })).toBe('a')
  })
})

describe('canSetFacetStage (spec 2 §4: stage choices by role)', () => {
  it.each<[Role, Stage | null, Stage, boolean]>([
    ['admin', 'in progress', 'published', true],
    ['admin', 'review', 'rejected', true],
    ['admin', 'in progress', 'expired', true],
    ['analyst', 'in progress', 'review', true],
    ['analyst', 'review', 'in progress', true],
    ['analyst', 'in progress', 'no information', true],
    ['analyst', 'in progress', 'published', false],
    ['analyst', 'review', 'rejected', false],
    ['analyst', 'in progress', 'edit', false],
    ['analyst', 'published', 'published', true],
    ['trial', 'in progress', 'review', false],
  ])('%s from %s to %s: %s', (role, from, to, allowed) => {
    expect(canSetFacetStage(role, from, to)).toBe(allowed)
  })
})

describe('canRemoveFacetField (spec 2 §6)', () => {
  it.each<[Role, { id?: string; creatorId?: string }, boolean]>([
    ['admin', { id: 'f', creatorId: 'someone' }, true],
    ['analyst', {}, true],
    ['analyst', { id: 'f', creatorId: 'me' }, true],
    ['analyst', { id: 'f', creatorId: 'someone' }, false],
  ])('%s on %j: %s', (role, facet, allowed) => {
    expect(canRemoveFacetField(role, facet, 'me')).toBe(allowed)
  })
})

describe('entityStatus (spec 1 §4 status display)', () => {
  type Draft = { dirty: boolean; hidden: boolean; stage: Stage; failedReason: string | null }
  const base: Draft = { dirty: false, hidden: false, stage: 'in progress', failedReason: null }
  it.each<[string, Partial<Draft>, string]>([
    ['a saved entity in progress', {}, 'in progress'],
    ['a published entity', { stage: 'published' }, 'published'],
    ['unsaved edits', { dirty: true }, 'unsaved'],
    ['a hidden entity', { hidden: true }, 'hidden'],
    ['a publishing failure, whatever else', { failedReason: 'Publishing failed: x', dirty: true }, 'failed'],
  ])('%s', (_label, entity, status) => {
    expect(entityStatus({ ...base, ...entity })).toBe(status)
  })
})
