/**
 * Resource names are the console's routes (spec 1 §2) without the leading slash; each maps to the
 * API service it reads and writes.
 */
export const RESOURCE_SERVICES: Record<string, string> = {
  'admin/users': 'users',
  'admin/elements/dictionaries': 'dictionaries',
  'admin/entities': 'entity-templates',
  countries: 'countries',
  'analyst/countries': 'countries',
  'analyst/elements/briefs': 'briefs',
  'admin/elements/briefs': 'briefs',
  'analyst/landscapes': 'landscapes',
  'analyst/entities': 'entities',
  'analyst/entities/actors': 'entities',
  'analyst/entities/plots': 'entities',
  'analyst/entities/contexts': 'entities',
  'analyst/entities/briefs': 'entities',
  'analyst/elements/statentity': 'entities',
  'analyst/elements/untyped': 'entities',
  'admin/elements/untyped': 'entities',
  'analyst/assign-facets': 'facets',
  'analyst/elements/ceft': 'cross-entity-facet-types',
  'analyst/sources/articles': 'rss-sources',
  'analyst/sources/regulations': 'rss-sources',
  'analyst/sources/regulation-articles': 'rss-sources',
  'analyst/events': 'events',
  'analyst/regulations': 'regulation',
  'admin/trash': 'trash',
}

export const serviceOf = (resource: string) => RESOURCE_SERVICES[resource] ?? resource

export const resourceRoute = (resource: string) => `/${resource}`
