import { CONSOLE_ROLES, ROLES, type Role } from './roles'
import { ROUTES, isUnder } from './routes'

/**
 * The permission matrix: which role may call which service method, and open which console route.
 * The server's authorize hook and the console's menu and route guards both read it.
 */
export const METHODS = ['find', 'get', 'create', 'update', 'patch', 'remove'] as const
export type Method = (typeof METHODS)[number]

const ALL = METHODS
const READ = ['find', 'get'] as const

type ServiceGrants = Partial<Record<Role, readonly Method[]>>

/** Services anyone may call without a token. */
export const PUBLIC_SERVICES = ['authentication', 'health', 'accept-invitation', 'send-pwd-reset', 'reset-pwd'] as const

export const SERVICE_PERMISSIONS: Record<string, ServiceGrants> = {
  // analysts find the console's users for the assignee pickers, narrowed (see USER_DIRECTORY); everyone
  // reads and edits their own record (see OWN_RECORD); every account whole is the admins' users list
  users: { admin: ALL, analyst: ['find'] },
  countries: { admin: ALL, analyst: ALL, trial: READ },
  'send-newsletter': { admin: ['create'], analyst: ['create'], trial: ['create'] },
  // outgoing mail as recorded without SMTP: lets an admin hand an invitation link over by hand
  mails: { admin: READ },
  // analysts read dictionaries for entity fields, and add to them from a field in add mode (spec 2 §5)
  dictionaries: { admin: ALL, analyst: READ },
  'dictionary-items': { admin: ['create', ...READ], analyst: ['create', ...READ] },
  // uploads (flags, images, attachments) and images fetched from other sites for the image picker
  media: { admin: ['create'], analyst: ['create'] },
  'proxy-download': { admin: ['find'], analyst: ['find'] },
  // the reference lists of spec 3 (delete is offered in their lists to both console roles)
  briefs: { admin: ALL, analyst: ALL },
  'brief-tree': { admin: ['find'], analyst: ['find'] },
  landscapes: { admin: ALL, analyst: ALL },
  'rss-sources': { admin: ALL, analyst: ALL },
  // analysts create entities from templates; admins shape the templates (spec 1 §3)
  'entity-templates': { admin: ['create', 'update', ...READ], analyst: READ },
  // the review trail of a facet: both console roles comment (removing their own comments; admins any),
  // both read the log the server writes; rejecting is a stage change, the admin-like role's (spec 2 §6)
  comments: { admin: ['create', 'remove', ...READ], analyst: ['create', 'remove', ...READ] },
  'facet-logs': { admin: READ, analyst: READ },
  // an entity's history is read by whoever reads the entity; restoring it is a save of the entity
  'entity-revisions': { admin: READ, analyst: READ },
  rejections: { admin: ['create', 'remove', ...READ], analyst: READ },
  // analysts write entities; only admins delete them (spec 2 §6 'remove entity')
  entities: { admin: ALL, analyst: ['create', 'patch', ...READ] },
  // the entity grid's stage, assignee and topic cells: the admin-like role's (spec 2 §6)
  'entity-meta-data': { admin: ['patch'] },
  'topic-links': { admin: ['create', 'remove'] },
  // the facet grid is both console roles'; removing a facet too, who created it decides
  // (common/workflow canRemoveFacetField)
  facets: { admin: ['find', 'remove'], analyst: ['find', 'remove'] },
  // the facet grid's mass edits: the stages a role may set limit them (common/workflow)
  'facet-meta-data': { admin: ['patch'], analyst: ['patch'] },
  'facet-fields': { admin: ['create', 'patch'], analyst: ['create', 'patch'] },
  // the three above in one request, all or nothing
  'facet-mass-edits': { admin: ['create'], analyst: ['create'] },
  // statistic types are the console roles' reference data (spec 2 §2 CEFT table); values are written
  // by the entity save and read by the data grid
  'cross-entity-facet-types': { admin: ALL, analyst: ALL },
  'cross-entity-facets': { admin: ['find'], analyst: ['find'] },
  // the link pickers' entity search (spec 2 §7)
  'entity-infos': { admin: ['find'], analyst: ['find'] },
  // the entity editor's relationship panels and a person's roles and educations (spec 2 §2, §7)
  'relationship-to-country': { admin: ['get', 'create'], analyst: ['get', 'create'] },
  'brief-entity-relationship': { admin: ['get', 'create'], analyst: ['get', 'create'] },
  'relationship-to-landscape': { admin: ['get', 'create'], analyst: ['get', 'create'] },
  'relationship-to-entities': { admin: ['get', 'create', 'remove'], analyst: ['get', 'create', 'remove'] },
  roles: { admin: ['find', 'get', 'create', 'patch', 'remove'], analyst: ['find', 'get', 'create', 'patch', 'remove'] },
  educations: {
    admin: ['find', 'get', 'create', 'patch', 'remove'],
    analyst: ['find', 'get', 'create', 'patch', 'remove'],
  },
  // the imports of the analysts' Create Topics and Statistics menus (spec 3 §1–§2), and what they set
  'import-topic': { admin: ['create'], analyst: ['create'] },
  'import-briefs': { admin: ['create'], analyst: ['create'] },
  'import-challenges-scores': { admin: ['create'], analyst: ['create'] },
  'import-sheet': { admin: ['create'], analyst: ['create'] },
  'import-current-themes': { admin: ['create'], analyst: ['create'] },
  'challenge-scores': { admin: ['find'], analyst: ['find'] },
  // the feeds of spec 3 §2
  articles: { admin: ['find'], analyst: ['find'] },
  'articles-count': { admin: ['find'], analyst: ['find'] },
  'regulation-feeds': { admin: ['find'], analyst: ['find'] },
  'regulation-articles': { admin: ['find'], analyst: ['find'] },
  // what analysts make of the feeds (spec 3 §2–§5): both console roles write and delete them
  events: { admin: ALL, analyst: ALL },
  regulation: { admin: ALL, analyst: ALL },
  // reading the sources now rather than at the next scheduled run
  'ingest-runs': { admin: ['create'] },
  // the admin exports (spec 1 §2 /admin/export and /admin/export/analyst-status)
  'entity-exports': { admin: ['find'] },
  'analyst-status': { admin: ['find'] },
  // a link to an export (common/downloads): asked for by whoever may export; the export's own grants
  // are checked when it is asked for and again when it is opened, which needs no token but the link's
  downloads: { admin: ['create'], analyst: ['create'] },
  // the landing figures at /analyst and /admin: the caller's own
  home: { admin: ['find'], analyst: ['find'] },
  // each user's own views of the grids
  'saved-views': { admin: ALL, analyst: ALL },
  // who has which entity open in the editor, and which facets they are editing (common/presence)
  presence: { admin: ['find', 'create', 'remove'], analyst: ['find', 'create', 'remove'] },
  'facet-locks': { admin: ['find', 'create', 'remove'], analyst: ['find', 'create', 'remove'] },
  // the command palette: each role finds only the kinds it may list and open (common/search searchableKinds)
  search: { admin: ['find'], analyst: ['find'] },
  // what the lists of spec 3 deleted: admins read the trash, restore from it and purge it
  trash: { admin: ['find', 'get', 'remove'] },
  'trash-restores': { admin: ['create'] },
}

/** Methods a console role may call on its own user record, and the fields it may change there. */
export const OWN_RECORD = {
  service: 'users',
  roles: ['trial', 'analyst', 'admin'] as readonly Role[],
  methods: ['get', 'patch'] as readonly Method[],
  patchableFields: ['name', 'newsletter'] as readonly string[],
}

/**
 * GET /users (find) by a role that may find users but is not in `fullListRoles`: the directory the
 * assignee pickers and the assignee names read. It lists the console's users only, each with only
 * `fields` (`assignable`: neither blocked nor waiting on an invitation), and takes filters and sorts
 * on `queryFields` only, since a filter on email or on the block flag would tell them. The spec's
 * calls stay as they are: $limit=0 for the total, pages by $skip, name[$iLike] for a search.
 */
export const USER_DIRECTORY = {
  service: 'users',
  fullListRoles: ['admin'] as readonly Role[],
  listedRoles: CONSOLE_ROLES,
  fields: ['id', 'name', 'role', 'assignable'] as const,
  queryFields: ['id', 'name'] as readonly string[],
}

export function canCallService(role: Role | undefined, service: string, method: Method): boolean {
  if ((PUBLIC_SERVICES as readonly string[]).includes(service)) return true
  if (!role) return false
  return SERVICE_PERMISSIONS[service]?.[role]?.includes(method) ?? false
}

/** The roles that may read (find or get) a service's records: those its events are published to. */
export const rolesReading = (service: string): Role[] =>
  ROLES.filter((role) => READ.some((method) => SERVICE_PERMISSIONS[service]?.[role]?.includes(method)))

/** Route areas each role may open; admins open everything. */
const ROUTE_AREAS: Record<Role, readonly string[]> = {
  user: [],
  trial: [ROUTES.user],
  analyst: [ROUTES.user, ROUTES.analyst],
  admin: [ROUTES.root],
}

export function canOpenRoute(role: Role | undefined, path: string): boolean {
  if (!role) return false
  return ROUTE_AREAS[role].some((area) => isUnder(path, area))
}

/**
 * Where a role lands after sign-in, from the root and when it opens a route it has no rights for: the
 * entities area (spec 3 §2 "after login the user goes to the entities area"); the welcome pages /admin
 * and /analyst stay reachable by their address.
 */
export function homeRoute(role: Role): string {
  switch (role) {
    // admins do everything analysts do: their entities area is the same entity grid (/admin/entities holds the templates)
    case 'admin':
    case 'analyst':
      return ROUTES.entities
    case 'trial':
      return ROUTES.user
    case 'user':
      return ROUTES.auth
  }
}
