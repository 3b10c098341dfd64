import { ROUTES } from '../common/routes'

/** The menu routes whose screens exist; each issue that builds a screen adds its route here. */
export const SCREENS: ReadonlySet<string> = new Set<string>([
  ROUTES.adminUsers,
  ROUTES.adminDictionaries,
  ROUTES.adminTemplates,
  ROUTES.countries,
  ROUTES.entities,
  ROUTES.entitiesActors,
  ROUTES.entitiesPlots,
  ROUTES.entitiesContexts,
  ROUTES.entitiesBriefs,
  ROUTES.statEntities,
  ROUTES.untypedEntities,
  ROUTES.adminUntypedEntities,
  ROUTES.assignFacets,
  ROUTES.briefs,
  ROUTES.landscapes,
  ROUTES.sourcesArticles,
  ROUTES.sourcesRegulations,
  ROUTES.sourcesRegulationArticles,
])
