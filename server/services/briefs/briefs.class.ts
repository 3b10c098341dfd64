import { MethodNotAllowed } from '@feathersjs/errors'
import type { Id, NullableId, Params } from '@feathersjs/feathers'
import { KnexService } from '@feathersjs/knex'
import type { Knex } from 'knex'
import type { BriefType } from '../../../common/briefTypes'
import { inCallOf } from '../../db/transaction'
import type { StoredBrief } from './briefs.rules'
import type { Brief, BriefData, BriefParent, BriefPatch, BriefQuery } from './briefs.schema'

export type BriefParams = Params<BriefQuery>

/** A parent link with the parent as a brief lists it. */
export interface ParentLink extends BriefParent {
  brief_id: number
}

/** The parents of some briefs, each list sorted by name, in one query. */
export async function parentLinksOf(db: Knex, briefIds: number[]): Promise<ParentLink[]> {
  if (!briefIds.length) return []
  return db('brief_parents')
    .join('briefs', 'briefs.id', 'brief_parents.parent_id')
    .whereIn('brief_parents.brief_id', briefIds)
    .select('brief_parents.brief_id', 'briefs.id', 'briefs.name', 'briefs.type')
    .orderBy([{ column: 'briefs.name' }, { column: 'briefs.id' }])
}

/** A brief as stored, with its parent ids, or undefined when there is none of that id. */
export async function storedBriefOf(db: Knex, id: number): Promise<StoredBrief | undefined> {
  const row = await db<{ id: number; name: string; type: BriefType }>('briefs')
    .select('id', 'name', 'type')
    .where({ id })
    .first()
  if (!row) return undefined
  // the live parents: a link to one in the trash waits for its restore, and a PATCH is checked without it
  const links: { parent_id: number }[] = await db('brief_parents')
    .join('briefs', 'briefs.id', 'brief_parents.parent_id')
    .select('parent_id')
    .where({ brief_id: id })
  return { ...row, parents: links.map((link) => link.parent_id) }
}

async function replaceParents(db: Knex, briefId: number, parents: number[]) {
  await db('brief_parents').where({ brief_id: briefId }).delete()
  if (parents.length) {
    await db('brief_parents').insert(parents.map((parentId) => ({ brief_id: briefId, parent_id: parentId })))
  }
}

/**
 * A brief is written with its parent links, which live in brief_parents; the hooks have checked the
 * rules and attach the parents to every answer.
 */
export class BriefService extends KnexService<Brief, BriefData, BriefParams, BriefPatch> {
  private knexOf(params?: BriefParams): Knex {
    return inCallOf(params, this.getModel(params))
  }

  async create(data: BriefData, params?: BriefParams): Promise<Brief>
  async create(data: BriefData[], params?: BriefParams): Promise<Brief[]>
  async create(data: BriefData | BriefData[], params?: BriefParams): Promise<Brief | Brief[]>
  async create(data: BriefData | BriefData[], params?: BriefParams): Promise<Brief | Brief[]> {
    if (Array.isArray(data)) throw new MethodNotAllowed('Can not create multiple entries')
    const [{ id }] = await this.db(params).insert({ name: data.name, type: data.type }, ['id'])
    await replaceParents(this.knexOf(params), id, data.parents ?? [])
    return this._get(id, { ...params, query: {} })
  }

  async patch(id: Id, data: BriefPatch, params?: BriefParams): Promise<Brief>
  async patch(id: null, data: BriefPatch, params?: BriefParams): Promise<Brief[]>
  async patch(id: NullableId, data: BriefPatch, params?: BriefParams): Promise<Brief | Brief[]>
  async patch(id: NullableId, data: BriefPatch, params?: BriefParams): Promise<Brief | Brief[]> {
    if (id === null) throw new MethodNotAllowed('Can not patch multiple entries')
    const { parents, ...fields } = data
    const query = await this.sanitizeQuery(params)
    const brief = await this._patch(id, { ...fields, updated_at: new Date().toISOString() }, { ...params, query })
    if (parents) await replaceParents(this.knexOf(params), brief.id, parents)
    return brief
  }
}
