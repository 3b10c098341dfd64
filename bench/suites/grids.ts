import type { Knex } from 'knex'
import { FACET_GRID_SORTS } from '../../common/facetGrid'
import { DATA_END } from '../data/grids'
import { TARGETS } from '../targets'
import { read, type Measured } from '../timing'
import { ALL_GRID, FIRST_PAGE } from './queries'

const SUITE = 'grids'
const UNTYPED = ALL_GRID
const PAGE = FIRST_PAGE
// the entity grids' column sorts (src/resources/entities/columns.tsx)
const ENTITY_SORTS = ['type', 'name', 'stage', 'assignedToId', 'createdAt', 'updatedAt', 'hidden', 'completeness']

/** One day within the last year of the data, as the grids send an MMDDYYYY filter: [$gte, $lt) of the whole UTC day. */
function dayRange(field: string): string {
  const day = new Date(new Date(DATA_END).getTime() - 200 * 86_400_000)
  const next = new Date(day.getTime() + 86_400_000)
  return `${field}[$gte]=${day.toISOString()}&${field}[$lt]=${next.toISOString()}`
}

/**
 * The grid calls as the console sends them (spec 2 §7; gridConfig, the facet grid's filters), with
 * values that exist in the loaded data: the untyped entity grid newest first with each filter, then each
 * sort; the facet grid with each filter of facets.schema, then each sort of FACET_GRID_SORTS.
 */
export async function gridCalls(db: Knex): Promise<Measured[]> {
  const user: { id: string } = await db('users').where('email', 'like', 'bench-%').orderBy('id').first('id')
  const country: { countryId: number } = await db('topic_links').orderBy('countryId').first('countryId')
  const facetType: { name: string; section: string; level: string } = await db('facet_types')
    .where({ name: 'Summary' })
    .first('name', 'section', 'level')
  const entities = (name: string, query: string) =>
    read(SUITE, `entities ${name}`, `/entities?${PAGE}&${query}`, TARGETS.pageP95Ms)
  const newest = `${UNTYPED}&$sort[updatedAt]=-1`
  const facets = (name: string, query: string) =>
    read(SUITE, `facets ${name}`, `/facets?${PAGE}${query ? `&${query}` : ''}`, TARGETS.pageP95Ms)
  const encode = encodeURIComponent
  return [
    entities('untyped, no filter', newest),
    entities('Actor grid', 'type=Actor&$sort[updatedAt]=-1'),
    entities('name $iLike', `${newest}&name[$iLike]=kestrel`),
    entities('name $iLike, 2 words', `${newest}&name[$iLike]=${encode('kestrel grid')}`),
    entities('stage', `${newest}&stage=published`),
    entities('assignedToId', `${newest}&assignedToId=${user.id}`),
    entities('topicId', `${newest}&topicId=${country.countryId}`),
    entities('hidden', `${newest}&hidden=true`),
    entities('visible', `${newest}&hidden=false`),
    entities('type (Actor, in untyped)', 'type=Actor&$sort[name]=1'),
    entities('created day', `${newest}&${dayRange('createdAt')}`),
    entities('updated day', `${newest}&${dayRange('updatedAt')}`),
    ...ENTITY_SORTS.flatMap((field) => [
      entities(`sort ${field} asc`, `${UNTYPED}&$sort[${field}]=1`),
      entities(`sort ${field} desc`, `${UNTYPED}&$sort[${field}]=-1`),
    ]),
    facets('no filter', ''),
    facets('entityName', 'entityName=kestrel'),
    facets('label', 'label=kestrel'),
    facets('description', 'description=boreal'),
    facets('typeName', `typeName=${encode(facetType.name)}`),
    facets('section', `section=${encode(facetType.section)}`),
    facets('level', `level=${encode(facetType.level)}`),
    facets('stage', 'stage=review'),
    facets('assignedToId', `assignedToId=${user.id}`),
    facets('editorId', `editorId=${user.id}`),
    facets('topic', `topic=${country.countryId}`),
    facets('type', 'type=Plot'),
    facets('subType', `subType=${encode('Person')}`),
    facets('created day', dayRange('createdAt')),
    facets('updated day', dayRange('updatedAt')),
    ...FACET_GRID_SORTS.flatMap((field) => [
      facets(`sort ${field} asc`, `$sort[${field}]=1`),
      facets(`sort ${field} desc`, `$sort[${field}]=-1`),
    ]),
  ]
}
