/**
 * Resource names are the console's routes (spec 1 §2) without the leading slash; each maps to the
 * API service it reads and writes.
 */
export const RESOURCE_SERVICES: Record<string, string> = {
  'admin/users': 'users',
  'admin/elements/dictionaries': 'dictionaries',
  countries: 'countries',
  'analyst/countries': 'countries',
}

export const serviceOf = (resource: string) => RESOURCE_SERVICES[resource] ?? resource

export const resourceRoute = (resource: string) => `/${resource}`
