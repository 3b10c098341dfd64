import type { Readable } from 'node:stream'
import { NotAuthenticated, NotFound } from '@feathersjs/errors'
import type { Id, Params } from '@feathersjs/feathers'
import type { FacetRecord } from '../../../common/entityFormat'
import type { FacetGridPage } from '../../../common/facetGrid'
import { dbFor } from '../../db/transaction'
import type { Application } from '../../declarations'
import { loadFacets } from '../entities/entities.load'
import { checkRemoval } from '../entities/entities.workflow'
import { exportFacets } from './facets.export'
import { facetTotal, findFacetPage } from './facets.grid'
import type { FacetQuery } from './facets.schema'

/**
 * GET /facets: the facet-assignment grid (spec 2 §2, §3, §7; facets.grid).
 * DELETE /facets/{id} (spec 1 §7): removes one facet outside a save, by the rule of a save's
 * facetsToDestroy (the admin's or its creator's, never a published one). Removing a facet changes its
 * entity: the entity's version moves, so copies opened before are stale (409 on their next save).
 */
export class FacetService {
  constructor(private app: Application) {}

  async find(params?: Params<FacetQuery>): Promise<FacetGridPage | Readable> {
    if (params?.exportCsv) {
      const query = params.query ?? {}
      const totalRows = await facetTotal(dbFor(this.app, params), query)
      return Object.assign(exportFacets(this.app.get('exportDb'), query), { totalRows })
    }
    return findFacetPage(dbFor(this.app, params), params?.query ?? {})
  }

  async remove(id: Id, params?: Params): Promise<FacetRecord> {
    const user = params?.user
    if (!user) throw new NotAuthenticated('Not authenticated')
    const db = dbFor(this.app, params)
    const [facet] = [...(await loadFacets(db, { column: 'id', ids: [String(id)] })).values()].flat()
    if (!facet) throw new NotFound(`No record found for id '${id}'`)
    const facetType = await db('facet_types').where({ id: facet.facetTypeId }).first('name')
    checkRemoval(facet, facetType, { id: user.id, name: user.name, role: user.role }, true)
    const entity = await db('entities').where({ id: facet.entityId }).forUpdate().first('updatedAt')
    const version = new Date(Math.max(Date.now(), new Date(entity.updatedAt).getTime() + 1))
    await db('facets').where({ id: facet.id }).delete()
    await db('entities')
      .where({ id: facet.entityId })
      .update({ updatedAt: version.toISOString(), updatedById: user.id })
    return facet
  }
}
