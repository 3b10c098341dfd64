import { MethodNotAllowed, NotAuthenticated, NotFound } from '@feathersjs/errors'
import type { Params } from '@feathersjs/feathers'
import { KnexService } from '@feathersjs/knex'
import type { Knex } from 'knex'
import type { RejectionRecord } from '../../../common/entityFormat'
import { fillMessage, messages } from '../../../common/messages'
import { storedReviewText } from '../../../common/reviewTrailRules'
import type { Role } from '../../../common/roles'
import { REJECTED_STAGE, assigneeAfterStageChange } from '../../../common/workflow'
import { inCallOf } from '../../db/transaction'
import { writeFacetLog } from '../facet-logs/facet-logs.write'
import type { RejectionData, RejectionQuery } from './rejections.schema'

// the facet filter is required of find only (its query schema); get and remove take no query
export type RejectionParams = Params<Partial<RejectionQuery>>

interface FacetRow {
  id: string
  assignedToId: string | null
}

/**
 * Rejections of facets (spec 1 §3, §7). Every read joins the names of the rejector and of the user
 * the facet was assigned to, in the page's one query; the service's hooks shape the rows into
 * RejectionRecords. A rejection moves its facet to the rejected stage, in the call's transaction.
 */
export class RejectionService extends KnexService<RejectionRecord, RejectionData, RejectionParams> {
  private knexOf(params?: RejectionParams): Knex {
    return inCallOf(params, this.getModel(params))
  }

  createQuery(params?: RejectionParams) {
    return super
      .createQuery(params)
      .leftJoin('users as rejector', 'rejector.id', 'rejections.rejectorId')
      .leftJoin('users as assignee', 'assignee.id', 'rejections.userId')
      .select('rejector.name as rejectorName', 'assignee.name as userName')
      .orderBy('rejections.createdAt', 'desc')
      .orderBy('rejections.id', 'desc')
  }

  /** Filters name the rejections' own columns, not the joined users'. */
  filterQuery(params: RejectionParams) {
    const filtered = super.filterQuery(params)
    const query = Object.fromEntries(
      Object.entries(filtered.query).map(([key, value]) => [key.includes('.') ? key : `rejections.${key}`, value]),
    )
    return { ...filtered, query }
  }

  async create(data: RejectionData, params?: RejectionParams): Promise<RejectionRecord>
  async create(data: RejectionData[], params?: RejectionParams): Promise<RejectionRecord[]>
  async create(
    data: RejectionData | RejectionData[],
    params?: RejectionParams,
  ): Promise<RejectionRecord | RejectionRecord[]>
  async create(
    data: RejectionData | RejectionData[],
    params?: RejectionParams,
  ): Promise<RejectionRecord | RejectionRecord[]> {
    if (Array.isArray(data)) throw new MethodNotAllowed('Can not create multiple entries')
    const rejector = params?.user
    if (!rejector) throw new NotAuthenticated('A rejection is written by a signed-in user')
    const db = this.knexOf(params)
    const facet = await db<FacetRow>('facets')
      .select('id', 'assignedToId')
      .where({ id: data.facetId })
      .forUpdate()
      .first()
    if (!facet) throw new NotFound(messages.facetNotFound)
    // an assignee who was removed since is no user to record, and no user to keep
    const assignee = facet.assignedToId
      ? await db<{ id: string; role: Role; isBlocked: boolean; isVerified: boolean }>('users')
          .select('id', 'role', 'isBlocked', 'isVerified')
          .where({ id: facet.assignedToId })
          .first()
      : undefined
    const assignedToId = assigneeAfterStageChange(REJECTED_STAGE, assignee)
    await db('facets').where({ id: facet.id }).update({ stage: REJECTED_STAGE, assignedToId, updatedAt: new Date() })

    const comment = storedReviewText(data.comment)
    const [{ id }] = await db('rejections').insert(
      { facetId: facet.id, comment, rejectorId: rejector.id, userId: assignee?.id ?? null },
      ['id'],
    )
    const user = { id: rejector.id, name: rejector.name }
    await writeFacetLog(db, {
      facetId: facet.id,
      user,
      action: 'reject',
      description: fillMessage(messages.facetLogRejected, { comment }),
      toStage: REJECTED_STAGE,
    })
    if (assignedToId !== facet.assignedToId) {
      await writeFacetLog(db, {
        facetId: facet.id,
        user,
        action: 'reassign',
        description: messages.facetLogUnassigned,
        assignedToId,
      })
    }
    return this._get(id, { ...params, query: {} })
  }
}
