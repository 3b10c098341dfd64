import { describe, expect, it } from 'vitest'
import {
  METHODS,
  OWN_RECORD,
  PUBLIC_SERVICES,
  USER_DIRECTORY,
  canCallService,
  canOpenRoute,
  homeRoute,
  rolesReading,
  type Method,
} from './permissions'
import { ROLES, type Role } from './roles'
import { PUBLIC_ROUTES, ROUTES, isUnder } from './routes'

const READ: Method[] = ['find', 'get']
const WRITE: Method[] = ['create', 'update', 'patch', 'remove']

/** The matrix as the spec states it and as we decided where it is silent, written out independently of common/permissions. */
const EXPECTED: Record<string, Record<Role, Method[]>> = {
  users: { user: [], trial: [], analyst: ['find'], admin: [...METHODS] },
  countries: { user: [], trial: READ, analyst: [...METHODS], admin: [...METHODS] },
  'send-newsletter': { user: [], trial: ['create'], analyst: ['create'], admin: ['create'] },
  mails: { user: [], trial: [], analyst: [], admin: READ },
  briefs: { user: [], trial: [], analyst: [...METHODS], admin: [...METHODS] },
  'brief-tree': { user: [], trial: [], analyst: ['find'], admin: ['find'] },
  landscapes: { user: [], trial: [], analyst: [...METHODS], admin: [...METHODS] },
  'rss-sources': { user: [], trial: [], analyst: [...METHODS], admin: [...METHODS] },
  'entity-templates': { user: [], trial: [], analyst: READ, admin: ['find', 'get', 'create', 'update'] },
  comments: {
    user: [],
    trial: [],
    analyst: ['find', 'get', 'create', 'remove'],
    admin: ['find', 'get', 'create', 'remove'],
  },
  'facet-logs': { user: [], trial: [], analyst: READ, admin: READ },
  'entity-revisions': { user: [], trial: [], analyst: READ, admin: READ },
  rejections: { user: [], trial: [], analyst: READ, admin: ['find', 'get', 'create', 'remove'] },
  entities: { user: [], trial: [], analyst: ['find', 'get', 'create', 'patch'], admin: [...METHODS] },
  facets: { user: [], trial: [], analyst: ['find', 'remove'], admin: ['find', 'remove'] },
  'facet-meta-data': { user: [], trial: [], analyst: ['patch'], admin: ['patch'] },
  'facet-fields': { user: [], trial: [], analyst: ['create', 'patch'], admin: ['create', 'patch'] },
  'entity-meta-data': { user: [], trial: [], analyst: [], admin: ['patch'] },
  'topic-links': { user: [], trial: [], analyst: [], admin: ['create', 'remove'] },
  search: { user: [], trial: [], analyst: ['find'], admin: ['find'] },
}

describe('canCallService', () => {
  const cases = Object.entries(EXPECTED).flatMap(([service, byRole]) =>
    ROLES.flatMap((role) => METHODS.map((method) => [service, role, method, byRole[role].includes(method)] as const)),
  )

  it.each(cases)('%s: %s may %s → %s', (service, role, method, allowed) => {
    expect(canCallService(role, service, method)).toBe(allowed)
  })

  it.each(METHODS.flatMap((method) => Object.keys(EXPECTED).map((service) => [service, method] as const)))(
    'no role, %s.%s → refused',
    (service, method) => {
      expect(canCallService(undefined, service, method)).toBe(false)
    },
  )

  it.each(PUBLIC_SERVICES.flatMap((service) => [undefined, ...ROLES].map((role) => [service, role] as const)))(
    'public %s is open to %s',
    (service, role) => {
      expect(canCallService(role, service, 'create')).toBe(true)
    },
  )

  it('role user reaches no console service at all', () => {
    for (const service of Object.keys(EXPECTED)) {
      for (const method of METHODS) expect(canCallService('user', service, method)).toBe(false)
    }
  })

  it('an unknown service is closed to everyone, admin included', () => {
    for (const role of ROLES)
      for (const method of METHODS) expect(canCallService(role, 'no-such-service', method)).toBe(false)
  })

  it('nobody may write users except admins', () => {
    for (const role of ROLES) {
      for (const method of WRITE) expect(canCallService(role, 'users', method)).toBe(role === 'admin')
    }
  })
})

describe('OWN_RECORD', () => {
  it('lets the console roles read and patch their own record, and change only name and newsletter', () => {
    expect([...OWN_RECORD.roles].sort()).toEqual(['admin', 'analyst', 'trial'])
    expect(OWN_RECORD.roles).not.toContain('user')
    expect([...OWN_RECORD.methods].sort()).toEqual(['get', 'patch'])
    expect([...OWN_RECORD.patchableFields].sort()).toEqual(['name', 'newsletter'])
    expect(OWN_RECORD.patchableFields).not.toContain('role')
    expect(OWN_RECORD.service).toBe('users')
  })
})

describe('USER_DIRECTORY', () => {
  it('gives the full list of users to admins only, and the others who find users the console users by id and name', () => {
    expect(USER_DIRECTORY.service).toBe('users')
    expect([...USER_DIRECTORY.fullListRoles]).toEqual(['admin'])
    expect([...USER_DIRECTORY.listedRoles].sort()).toEqual(['admin', 'analyst'])
    expect([...USER_DIRECTORY.fields].sort()).toEqual(['assignable', 'id', 'name', 'role'])
    expect([...USER_DIRECTORY.queryFields].sort()).toEqual(['id', 'name'])
    const narrowed = ROLES.filter(
      (role) => canCallService(role, 'users', 'find') && !USER_DIRECTORY.fullListRoles.includes(role),
    )
    expect(narrowed).toEqual(['analyst'])
  })
})

describe('canOpenRoute', () => {
  it.each<[Role | undefined, string, boolean]>([
    ['admin', ROUTES.adminUsers, true],
    ['admin', ROUTES.adminDictionaries, true],
    ['admin', ROUTES.analyst, true],
    ['admin', ROUTES.events, true],
    ['admin', ROUTES.user, true],
    ['analyst', ROUTES.analyst, true],
    ['analyst', ROUTES.events, true],
    ['analyst', '/analyst/events/42', true],
    ['analyst', ROUTES.countries, true],
    ['analyst', ROUTES.user, true],
    ['analyst', ROUTES.admin, false],
    ['analyst', ROUTES.adminUsers, false],
    ['analyst', '/analystx', false],
    ['trial', ROUTES.user, true],
    ['trial', ROUTES.analyst, false],
    ['trial', ROUTES.adminUsers, false],
    ['user', ROUTES.user, false],
    ['user', ROUTES.analyst, false],
    ['user', ROUTES.admin, false],
    [undefined, ROUTES.admin, false],
    [undefined, ROUTES.analyst, false],
  ])('%s opens %s → %s', (role, path, allowed) => {
    expect(canOpenRoute(role, path)).toBe(allowed)
  })
})

// spec 3 §2: after login the user goes to the entities area
describe('homeRoute', () => {
  it.each<[Role, string]>([
    ['admin', '/analyst/entities'],
    ['analyst', '/analyst/entities'],
    ['trial', '/user'],
    ['user', '/auth'],
  ])('%s lands on %s', (role, path) => {
    expect(homeRoute(role)).toBe(path)
  })

  it('every home route can be opened by its role, except the sign-in of role user which is public', () => {
    for (const role of ROLES) {
      const home = homeRoute(role)
      expect(canOpenRoute(role, home) || PUBLIC_ROUTES.includes(home)).toBe(true)
    }
  })
})

describe('isUnder', () => {
  it.each([
    ['/admin/users', '/admin', true],
    ['/admin', '/admin', true],
    ['/administrator', '/admin', false],
    ['/anything', '/', true],
    ['/analyst/entities/actors', '/analyst/entities', true],
  ])('%s under %s → %s', (path, prefix, expected) => {
    expect(isUnder(path, prefix)).toBe(expected)
  })
})

describe('PUBLIC_ROUTES', () => {
  it('are the sign-in, reset and invitation screens', () => {
    expect([...PUBLIC_ROUTES].sort()).toEqual(['/accept-invitation', '/auth', '/password-reset', '/reset-request'])
  })
})

describe('rolesReading: who receives a service’s live events', () => {
  it.each([
    ['comments', ['analyst', 'admin']],
    ['entities', ['analyst', 'admin']],
    ['countries', ['trial', 'analyst', 'admin']],
    ['mails', ['admin']],
    ['entity-meta-data', []],
    ['no-such-service', []],
  ])('%s: %j', (service, roles) => {
    expect(rolesReading(service)).toEqual(roles)
  })
})
