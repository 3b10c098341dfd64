import { BadRequest, MethodNotAllowed, NotAuthenticated } from '@feathersjs/errors'
import type { Id, Params } from '@feathersjs/feathers'
import type { FacetMeta } from '../../../common/entityFormat'
import { requiredFieldsFilled } from '../../../common/facetFilled'
import { fillMessage, messages } from '../../../common/messages'
import { PUBLISHED_STAGE, STAGES_NEEDING_COMPLETE, canSetFacetStage } from '../../../common/workflow'
import { dbFor } from '../../db/transaction'
import { updateRows } from '../../db/updateRows'
import type { Application } from '../../declarations'
import { bulkRows, duplicateErrors, refuseRows, type RowError } from '../entities/entities.bulk'
import { loadFacets } from '../entities/entities.load'
import { usersById } from '../entities/entities.save'
import { assigneeAfter } from '../entities/entities.workflow'
import { writeFacetLogs, type FacetLogEntry } from '../facet-logs/writeFacetLog'
import { lockedFacets, templatesOf, touchEntities, type LockedFacet } from '../facets/facets.bulk'
import type { FacetMetaRowInput } from './facet-meta-data.schema'

/** A facet's meta as the mass edit leaves it. */
export interface FacetMetaAfter {
  id: string
  entityId: string
  meta: FacetMeta & { id: string }
  updatedAt: string
}

/**
 * PATCH /facet-meta-data/ (spec 2 §7 'Facet grid'): the stages and assignees of many facets at once,
 * by the rules of a save (spec 1 §4, spec 2 §4, §6). Every row is checked first and any bad row
 * refuses them all; otherwise all are written, with their log entries, in the call's transaction.
 */
export class FacetMetaDataService {
  constructor(private app: Application) {}

  /** Whether each facet moving to a stage that means its work is done has its required fields filled. */
  private async incomplete(facets: LockedFacet[], params?: Params): Promise<Set<string>> {
    if (!facets.length) return new Set()
    const db = dbFor(this.app, params)
    const templates = await templatesOf(this.app, facets, params)
    const contents = [...(await loadFacets(db, { column: 'id', ids: facets.map((facet) => facet.id) })).values()].flat()
    return new Set(
      facets.flatMap((facet) => {
        const facetType = templates.get(facet.entityTemplateId)?.facetTypes.find((one) => one.id === facet.facetTypeId)
        const content = contents.find((one) => one.id === facet.id)
        return facetType && content && !requiredFieldsFilled(facetType, content) ? [facet.id] : []
      }),
    )
  }

  async patch(
    id: Id | null,
    data: FacetMetaRowInput | FacetMetaRowInput[],
    params?: Params,
  ): Promise<FacetMetaAfter[]> {
    const user = params?.user
    if (!user) throw new NotAuthenticated('Not authenticated')
    if (id !== null) throw new MethodNotAllowed('PATCH /facet-meta-data/ takes a list of rows')
    const rows = bulkRows(data)
    const db = dbFor(this.app, params)
    const stored = await lockedFacets(
      db,
      rows.map((row) => row.id),
    )
    const lookups = {
      users: await usersById(db, [
        ...rows.map((row) => row.assignedToId),
        ...[...stored.values()].map((row) => row.assignedToId),
      ]),
    }
    const finishing = rows.flatMap((row) => {
      const from = stored.get(row.id)
      return from && row.stage && row.stage !== from.stage && STAGES_NEEDING_COMPLETE.includes(row.stage) ? [from] : []
    })
    const incomplete = await this.incomplete(finishing, params)

    const errors: RowError[] = duplicateErrors(rows)
    const after: { from: LockedFacet; meta: FacetMeta }[] = []
    for (const row of rows) {
      const from = stored.get(row.id)
      const refuse = (message: string) => errors.push({ id: row.id, message })
      const stage = row.stage ?? from?.stage
      if (!from || !stage) refuse(messages.facetNotFound)
      else if (row.stage === undefined && row.assignedToId === undefined) refuse(messages.bulkRowEmpty)
      else if (
        stage !== from.stage &&
        ((from.stage === PUBLISHED_STAGE && user.role !== 'admin') || !canSetFacetStage(user.role, from.stage, stage))
      ) {
        refuse(fillMessage(messages.cannotSetStage, { stage }))
      } else if (incomplete.has(row.id)) refuse(messages.requiredFieldIncomplete)
      else {
        const wanted = row.assignedToId === undefined ? from.assignedToId : row.assignedToId
        try {
          after.push({
            from,
            meta: {
              stage,
              assignedToId: assigneeAfter(from, { stage, assignedToId: wanted }, lookups, 'assignedToId'),
            },
          })
        } catch (error) {
          if (!(error instanceof BadRequest)) throw error
          refuse(fillMessage(messages.cannotBeAssignedAtStage, { stage }))
        }
      }
    }
    if (errors.length) throw refuseRows(errors)

    const caller = { id: user.id, name: user.name }
    const logs: FacetLogEntry[] = []
    const written: FacetMetaAfter[] = []
    const at = new Date().toISOString()
    for (const { from, meta } of after) {
      const entry = (
        action: FacetLogEntry['action'],
        description: string,
        more: Pick<FacetLogEntry, 'assignedToId' | 'toStage'> = {},
      ) => logs.push({ facetId: from.id, user: caller, action, description, ...more })
      if (meta.stage !== from.stage) {
        entry('stage', fillMessage(messages.facetLogStage, { from: from.stage, to: meta.stage }), {
          toStage: meta.stage,
        })
      }
      if (meta.assignedToId !== from.assignedToId) {
        const name = meta.assignedToId ? lookups.users.get(meta.assignedToId)?.name : undefined
        const description = name ? fillMessage(messages.facetLogReassigned, { name }) : messages.facetLogUnassigned
        entry('reassign', description, { assignedToId: meta.assignedToId })
      }
      written.push({ id: from.id, entityId: from.entityId, meta: { id: from.id, ...meta }, updatedAt: at })
    }
    await updateRows(
      db,
      'facets',
      { stage: 'varchar', assignedToId: 'uuid', updatedAt: 'timestamptz' },
      written.map(({ id, meta }) => ({ id, stage: meta.stage, assignedToId: meta.assignedToId, updatedAt: at })),
    )
    await writeFacetLogs(db, logs)
    await touchEntities(
      db,
      after.map(({ from }) => from.entityId),
      caller,
    )
    return written
  }
}
