import type { Knex } from 'knex'
import type { EntityRecord } from '../../common/entityFormat'
import type { EntitySave, FacetSave } from '../../server/services/entities/entities.schema'
import { CEF_BATCH_SIZE } from '../../common/statistics'
import type { Stage, EntityTemplate } from '../../common/templateFormat'
import type { RunningApi } from '../server'
import { TARGETS } from '../targets'
import { read, type Measured } from '../timing'
import { ALL_GRID, FIRST_PAGE } from './queries'

const SUITE = 'calls'
/** The entity the editor's figures load and save: 200 facets, as a well-worked Plot has them. */
export const EDITOR_ENTITY = { name: 'Bench editor entity', facets: 200 }
const BULK_ROWS = 500
const PAGE = FIRST_PAGE

type TemplateRecord = EntityTemplate & { id: string }

const fieldType = (template: TemplateRecord, facet: string, field: string) => {
  const facetType = template.facetTypes.find((type) => type.name === facet)!
  return { facetType, field: facetType.facetFieldTypes.find((type) => type.name === field)! }
}

/**
 * A Plot the editor figures use (by default the 200-facet one), made afresh for each run through the
 * API as the editor makes it (the last run's saves left it a long log): its Name and Summary, and
 * `facets` − 2 Key Events each with its dates, what happened and a source. Answers its id.
 */
export async function editorEntity(
  db: Knex,
  api: RunningApi,
  entity: { name: string; facets: number } = EDITOR_ENTITY,
): Promise<string> {
  const stored: string[] = await db('entities').where({ name: entity.name }).pluck('id')
  for (const id of stored) await api.send('DELETE', `/entities/${id}`)
  const { id: templateId }: { id: string } = await db('entity_templates').where({ type: 'Plot' }).first('id')
  const template = await api.send<TemplateRecord>('GET', `/entity-templates/${templateId}`)
  const set = (facet: string, values: Record<string, Record<string, string>>, order: number): FacetSave => ({
    facetTypeId: fieldType(template, facet, Object.keys(values)[0]).facetType.id,
    order,
    fields: Object.entries(values).flatMap(([field, attributes]) =>
      Object.entries(attributes).map(([name, value]) => ({
        facetFieldTypeId: fieldType(template, facet, field).field.id,
        name,
        order: 1,
        value,
      })),
    ),
  })
  const events = Array.from({ length: entity.facets - 2 }, (_, n) =>
    set(
      'Key Events',
      {
        date: { dateType: 'range', dateStart: '2024-01-01', dateEnd: '2024-02-01' },
        event: { value: `Event ${n + 1}: the grid operator raised its tariffs again.` },
        source: { urlInput: `https://news.example.com/story-${n + 1}` },
      },
      3,
    ),
  )
  const body: EntitySave = {
    entityTemplateId: template.id,
    type: template.type,
    subType: template.subType,
    name: '',
    meta: { assignedToId: null, stage: 'in progress' },
    facets: [
      set('Name', { value: { value: entity.name } }, 1),
      set(
        'Summary',
        {
          value: { value: 'A plot worked on for years.' },
          source: { urlInput: 'https://news.example.com/plot' },
        },
        2,
      ),
      ...events,
    ],
  }
  return (await api.send<EntityRecord>('POST', '/entities', body)).id
}

/**
 * The save the editor sends after the user changed what happened in `changed` of the Key Events: those
 * facets with their changed field, on the version just read (spec 1 §7: unchanged fields stay out).
 */
async function editorSave(api: RunningApi, id: string, changed: number, run: number) {
  const entity = await api.send<EntityRecord>('GET', `/entities/${id}`)
  const eventFieldId = fieldType(entity.entityTemplate as TemplateRecord, 'Key Events', 'event').field.id
  const facets = entity.facets
    .filter((facet) => facet.fields.some((field) => field.facetFieldTypeId === eventFieldId))
    .slice(0, changed)
    .map((facet): FacetSave => {
      const field = facet.fields.find((one) => one.facetFieldTypeId === eventFieldId)!
      return {
        id: facet.id,
        facetTypeId: facet.facetTypeId,
        order: facet.order,
        fields: [
          {
            id: field.id,
            facetFieldTypeId: field.facetFieldTypeId,
            name: field.name,
            order: field.order,
            value: `Run ${run}: ${facet.id}`,
          },
        ],
      }
    })
  const body: EntitySave = {
    entityTemplateId: entity.entityTemplateId,
    type: entity.type,
    subType: entity.subType,
    name: entity.name,
    updatedAt: entity.updatedAt,
    facets,
  }
  return { method: 'PATCH' as const, path: `/entities/${id}`, body }
}

/**
 * The hot calls beside the grids' sweep: the article feed's first and 1,000th page, the
 * events list, the command palette's search, a statistic type's values, the editor's load, history and saves of a
 * 200-facet entity, and the facet grid's bulk stage edit of 500 rows. Values that exist in the loaded data.
 */
export async function hotCalls(db: Knex, api: RunningApi): Promise<Measured[]> {
  const user: { id: string } = await db('users').where('email', 'like', 'bench-%').orderBy('id').first('id')
  const articles = Number((await db('feed_items').where({ kind: 'article' }).count({ n: '*' }))[0].n)
  // the 1,000th page, or the last of a smaller feed (a quick run's)
  const deepPage = Math.min(1000, Math.floor(articles / 25))
  const [deep] = await db('feed_items')
    .where({ kind: 'article' })
    .orderBy([
      { column: 'date', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])
    .offset((deepPage - 1) * 25 - 1)
    .limit(1)
    .pluck('id')
  const topic: { countryId: number } = await db('feed_item_topics').where({ kind: 'article' }).first('countryId')
  const brief: { id: number } = await db('briefs').where('name', 'like', 'Bench brief %').orderBy('id').first('id')
  const statistic: { id: string } = await db('cross_entity_facet_types')
    .where('name', 'like', 'Bench statistic %')
    .orderBy('name')
    .first('id')
  const entityId = await editorEntity(db, api)
  const bulk: string[] = await db('facets')
    .whereIn('stage', ['in progress', 'analyst'])
    .orderBy('id')
    .limit(BULK_ROWS)
    .pluck('id')
  let run = 0
  const page = (call: string, path: string) => read(SUITE, call, path, TARGETS.pageP95Ms)
  return [
    page('entities All grid, no filter', `/entities?${PAGE}&${ALL_GRID}&$sort[updatedAt]=-1`),
    page('entities name $iLike', `/entities?${PAGE}&${ALL_GRID}&$sort[updatedAt]=-1&name[$iLike]=kestrel`),
    page(
      'entities stage + assignee',
      `/entities?${PAGE}&${ALL_GRID}&$sort[updatedAt]=-1&stage=published&assignedToId=${user.id}`,
    ),
    page('entities sort by modified', `/entities?${PAGE}&${ALL_GRID}&$sort[updatedAt]=1`),
    page('facets grid page with its lists', `/facets?${PAGE}`),
    page('article feed, first page', '/articles?$limit=25'),
    page(`article feed, page ${deepPage} (after)`, `/articles?$limit=25&after=${deep}`),
    page(`article feed, page ${deepPage} ($skip)`, `/articles?$limit=25&$skip=${(deepPage - 1) * 25}`),
    page('article feed, a topic', `/articles?$limit=25&topicId=${topic.countryId}`),
    page('article feed, a brief', `/articles?$limit=25&briefIds[]=${brief.id}`),
    page('events list, first page', '/events?$limit=25&$skip=0'),
    page('home page: my facets, since my visit, the feeds', '/home'),
    page('events list, title filter', '/events?$limit=25&$skip=0&title=grid'),
    // the command palette: a word thousands of names hold, and the start of one name typed on
    page('search: a common word, every kind', '/search?q=harbor'),
    page('search: two words typed, every kind', `/search?q=${encodeURIComponent('harbor gran')}`),
    page(
      `statistic values, a type's (${CEF_BATCH_SIZE} a page)`,
      `/cross-entity-facets?crossEntityFacetTypeId=${statistic.id}&$limit=${CEF_BATCH_SIZE}&$skip=0&$sort[id]=-1`,
    ),
    read(SUITE, `editor load, ${EDITOR_ENTITY.facets} facets`, `/entities/${entityId}`, TARGETS.editorMs),
    page('entity history: revisions of one entity', `/entity-revisions?entityId=${entityId}&$limit=20`),
    {
      suite: SUITE,
      call: 'editor save, one field',
      target: TARGETS.editorMs,
      writes: true,
      request: () => editorSave(api, entityId, 1, ++run),
    },
    {
      suite: SUITE,
      call: `editor save, every facet (${EDITOR_ENTITY.facets - 2})`,
      target: TARGETS.editorMs,
      writes: true,
      request: () => editorSave(api, entityId, EDITOR_ENTITY.facets, ++run),
    },
    {
      suite: SUITE,
      call: `facet stages, bulk PATCH of ${BULK_ROWS}`,
      target: TARGETS.editorMs,
      writes: true,
      request: () => {
        const stage: Stage = ++run % 2 ? 'analyst' : 'in progress'
        return { method: 'PATCH', path: '/facet-meta-data/', body: bulk.map((id) => ({ id, stage })) }
      },
    },
  ]
}
