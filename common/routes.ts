/** Where the API answers, beside the console's routes. */
export const API_PREFIX = '/api'

/** The console's route map (spec 1 §2, spec 3 §2). */
export const ROUTES = {
  root: '/',
  auth: '/auth',
  user: '/user',
  resetRequest: '/reset-request',
  passwordReset: '/password-reset',
  acceptInvitation: '/accept-invitation',
  admin: '/admin',
  adminUsers: '/admin/users',
  adminDictionaries: '/admin/elements/dictionaries',
  adminBriefs: '/admin/elements/briefs',
  adminTemplates: '/admin/entities',
  adminCefs: '/admin/elements/cefs',
  adminExport: '/admin/export',
  adminExportAnalystStatus: '/admin/export/analyst-status',
  adminTrash: '/admin/trash',
  // the entity editor's routes (spec 1 §2): each takes the entity id, or ?templateId= for a new entity
  entityEditor: '/analyst/entities/editor',
  briefEditor: '/analyst/briefs/editor',
  statEntityEditor: '/analyst/statentity/editor',
  adminBriefEditor: '/admin/briefs/editor',
  adminFacetEditor: '/admin/entities/facet-editor',
  analyst: '/analyst',
  assignFacets: '/analyst/assign-facets',
  feed: '/analyst/feed',
  feedArticles: '/analyst/feed/articles',
  feedReview: '/analyst/feed/review',
  feedCreate: '/analyst/feed/create',
  feedManuallyCreate: '/analyst/feed/manually-create',
  feedRegulationsReview: '/analyst/feed/regulations/review',
  feedRegulations: '/analyst/feed/regulations',
  feedRegulationsCreate: '/analyst/feed/regulations/create',
  feedRegulationsManuallyCreate: '/analyst/feed/regulations/manually-create',
  feedRegulationArticles: '/analyst/feed/regulation-articles',
  sourcesArticles: '/analyst/sources/articles',
  sourcesRegulations: '/analyst/sources/regulations',
  sourcesRegulationArticles: '/analyst/sources/regulation-articles',
  events: '/analyst/events',
  regulations: '/analyst/regulations',
  countries: '/analyst/countries',
  entities: '/analyst/entities',
  entitiesActors: '/analyst/entities/actors',
  entitiesPlots: '/analyst/entities/plots',
  entitiesContexts: '/analyst/entities/contexts',
  entitiesBriefs: '/analyst/entities/briefs',
  statEntities: '/analyst/elements/statentity',
  untypedEntities: '/analyst/elements/untyped',
  adminUntypedEntities: '/admin/elements/untyped',
  briefs: '/analyst/elements/briefs',
  landscapes: '/analyst/landscapes',
  ceft: '/analyst/elements/ceft',
  cefs: '/analyst/elements/cefs',
  importStats: '/analyst/elements/import-stats',
  importEntities: '/analyst/elements/import-entities',
  importChallenges: '/analyst/elements/import-challenges',
  importBriefs: '/analyst/elements/import-briefs',
} as const

/** Screens anyone may open, signed in or not. */
export const PUBLIC_ROUTES: readonly string[] = [
  ROUTES.auth,
  ROUTES.resetRequest,
  ROUTES.passwordReset,
  ROUTES.acceptInvitation,
]

/** True when `path` is `prefix` itself or lies below it. */
export const isUnder = (path: string, prefix: string) =>
  prefix === '/' ? path.startsWith('/') : path === prefix || path.startsWith(`${prefix}/`)

/** The template editor: a new template, or the one of `id`. */
export const templateEditorRoute = (id?: string) => `${ROUTES.adminTemplates}/editor${id ? `/${id}` : ''}`

/** A record's own page under its list (events, regulations, statistic types). */
export const recordRoute = (listRoute: string, id: string | number) => `${listRoute}/${encodeURIComponent(String(id))}`

/** The dictionary editor of a saved dictionary. */
export const dictionaryEditorRoute = (id: string) => `${ROUTES.adminDictionaries}/editor/${encodeURIComponent(id)}`

/**
 * A list narrowed by one of its filters, as react-admin keeps it in the address: the way to a record
 * edited in a dialog of its list (countries, briefs, landscapes, users), which has no page of its own.
 */
export const filteredListRoute = (listRoute: string, filter: Record<string, unknown>) =>
  `${listRoute}?${new URLSearchParams({ filter: JSON.stringify(filter) }).toString()}`
