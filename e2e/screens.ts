import { expect, type APIRequestContext } from '@playwright/test'
import { ROUTES, templateEditorRoute } from '../common/routes'
import { ADMIN, apiToken, createEntity } from './support'

/** The records the screen walks open: one of each kind the console edits. */
export interface ScreenRecords {
  entityId: string
  dictionaryId: string
  templateId: string
  ceftId: string
  eventId: number
  regulationId: number
}

async function created<T>(request: APIRequestContext, token: string, path: string, data: object): Promise<T> {
  const response = await request.post(`/api/${path}`, { headers: { Authorization: `Bearer ${token}` }, data })
  expect(response.status(), await response.text()).toBe(201)
  return (await response.json()) as T
}

/**
 * Writes one record of each kind through the API, so that the lists have a row and the editors something
 * to show. Names carry `tag`, since the specs share one server.
 */
export async function seedScreens(
  request: APIRequestContext,
  tag: string,
  admin: { email: string; password: string } = ADMIN,
): Promise<ScreenRecords> {
  const token = await apiToken(request, admin.email, admin.password)
  const headers = { Authorization: `Bearer ${token}` }
  const entityId = await createEntity(request, token, 'Actor', `Harbour Authority ${tag}`)
  const dictionary = await created<{ id: string }>(request, token, 'dictionaries', {
    key: `screens-${tag}`,
    name: `Screen kinds ${tag}`,
    items: [{ value: 'Port', category: 'Kinds' }],
  })
  const templates = await request.get('/api/entity-templates?$limit=1', { headers })
  const templateId = ((await templates.json()) as { data: { id: string }[] }).data[0].id
  const ceft = await created<{ id: string }>(request, token, 'cross-entity-facet-types', {
    name: `Port calls ${tag}`,
    periodicity: 'YEAR',
  })
  const countries = await request.get('/api/countries?name=Belgium', { headers })
  const belgium = ((await countries.json()) as { data: { id: number }[] }).data[0].id
  const brief = await created<{ id: number }>(request, token, 'briefs', {
    name: `Port logistics ${tag}`,
    type: 'industry',
  })
  await created(request, token, 'landscapes', { name: `North Sea ports ${tag}`, alternative_names: [] })
  // the trash shows a row, not only its empty state
  const deleted = await created<{ id: number }>(request, token, 'landscapes', { name: `Old harbour ${tag}` })
  await request.delete(`/api/landscapes/${deleted.id}`, { headers })
  const event = await created<{ id: number }>(request, token, 'events', {
    title: `The harbour closes its lock ${tag}`,
    topics: [belgium],
    entities: [entityId],
    briefs: [brief.id],
    date: '2026-04-01T00:00:00.000Z',
    sources: ['https://wire.example/lock'],
  })
  const regulation = await created<{ id: number }>(request, token, 'regulation', {
    issuerEntityId: entityId,
    topicId: belgium,
    summarizedName: `Lock safety rules ${tag}`,
    legalName: `Regulation on lock safety ${tag}`,
    industryBriefIds: [brief.id],
    source: 'https://wire.example/rules',
    attachment: { key: `media/${crypto.randomUUID()}/rules.pdf`, name: 'rules.pdf' },
  })
  return {
    entityId,
    dictionaryId: dictionary.id,
    templateId,
    ceftId: ceft.id,
    eventId: event.id,
    regulationId: regulation.id,
  }
}

/** The screens before sign-in. */
export const PUBLIC_SCREENS: readonly string[] = [
  ROUTES.auth,
  ROUTES.resetRequest,
  `${ROUTES.passwordReset}?token=unknown`,
  `${ROUTES.acceptInvitation}?verifyToken=unknown`,
]

/** Every screen of the spec an admin can open, with the records of `seedScreens` in its editors. */
export const consoleScreens = (records: ScreenRecords): string[] => [
  ROUTES.analyst,
  ROUTES.admin,
  ROUTES.user,
  ROUTES.adminUsers,
  ROUTES.adminDictionaries,
  `${ROUTES.adminDictionaries}/editor`,
  `${ROUTES.adminDictionaries}/editor/${records.dictionaryId}`,
  ROUTES.adminTemplates,
  templateEditorRoute(),
  templateEditorRoute(records.templateId),
  ROUTES.entities,
  ROUTES.entitiesActors,
  ROUTES.entitiesPlots,
  ROUTES.entitiesContexts,
  ROUTES.entitiesBriefs,
  `${ROUTES.entityEditor}/${records.entityId}`,
  ROUTES.statEntities,
  ROUTES.untypedEntities,
  ROUTES.adminUntypedEntities,
  ROUTES.assignFacets,
  ROUTES.countries,
  ROUTES.briefs,
  ROUTES.landscapes,
  ROUTES.sourcesArticles,
  ROUTES.sourcesRegulations,
  ROUTES.sourcesRegulationArticles,
  ROUTES.ceft,
  `${ROUTES.ceft}/${records.ceftId}`,
  `${ROUTES.cefs}/${records.ceftId}`,
  ROUTES.importStats,
  ROUTES.importEntities,
  ROUTES.importChallenges,
  ROUTES.importBriefs,
  ROUTES.feedArticles,
  ROUTES.feedRegulations,
  ROUTES.feedRegulationArticles,
  ROUTES.feedManuallyCreate,
  ROUTES.feedRegulationsManuallyCreate,
  ROUTES.events,
  `${ROUTES.events}/${records.eventId}`,
  ROUTES.regulations,
  `${ROUTES.regulations}/${records.regulationId}`,
  ROUTES.adminExport,
  ROUTES.adminExportAnalystStatus,
  ROUTES.adminTrash,
]
