import { BadRequest } from '@feathersjs/errors'
import type { Params } from '@feathersjs/feathers'
import type { Knex } from 'knex'
import type { FacetMeta } from '../../../common/entityFormat'
import type { FacetMetaAfter } from '../../../common/facetGrid'
import { fillMessage, messages } from '../../../common/messages'
import { PUBLISHED_STAGE, STAGES_NEEDING_COMPLETE, canSetFacetStage } from '../../../common/workflow'
import { updateRows } from '../../db/updateRows'
import type { Application } from '../../declarations'
import { assignmentDrafts, notifyAfterCommit } from '../../notifications/notify'
import { laterDuplicates } from '../entities/entities.bulk'
import { usersById } from '../entities/entities.save-read'
import { assigneeAfter, type Caller } from '../entities/entities.workflow'
import { writeFacetLogs, type FacetLogEntry } from '../facet-logs/facet-logs.write'
import { type PartRefusal, type PlannedPart } from '../facet-fields/facet-fields.mass-edit'
import { incompleteFacets, lockedFacets, templatesOf, touchEntities, type LockedFacet } from '../facets/facets.bulk'
import type { FacetMetaRowInput } from './facet-meta-data.schema'

/**
 * The stage and assignee part of the facet grid's mass edits (PATCH /facet-meta-data/, POST
 * /facet-mass-edits): its rows are checked, reading and locking the facets, then the rows kept are written.
 */

/**
 * The rows of PATCH /facet-meta-data/ checked (spec 1 §4, spec 2 §4, §6, §7 'Facet grid'): the facet
 * exists and is named once, the row changes something, the stage is the caller's to set, a stage that
 * means the work is done finds the required fields filled (as the call's transaction `db` holds them),
 * and a newly named assignee may be assigned. Locks the facets.
 */
export async function planMeta(
  app: Application,
  db: Knex,
  caller: Caller,
  rows: readonly FacetMetaRowInput[],
  params?: Params,
): Promise<PlannedPart<FacetMetaAfter[], [earlierLogs?: FacetLogEntry[]]>> {
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
  // moving a facet on, or handing it on, at a stage whose work is done needs its required fields (spec 2 §4)
  const finishing = rows.flatMap((row) => {
    const from = stored.get(row.id)
    if (!from) return []
    const movesOn = row.stage !== undefined && row.stage !== from.stage
    const handsOn = row.assignedToId !== undefined && row.assignedToId !== from.assignedToId
    return (movesOn || handsOn) && STAGES_NEEDING_COMPLETE.includes(row.stage ?? from.stage) ? [from] : []
  })
  const notFilled = finishing.length
    ? await incompleteFacets(db, finishing, await templatesOf(app, finishing, params))
    : new Set<string>()

  const refusals: PartRefusal[] = laterDuplicates(rows).map((index) => ({
    index,
    id: rows[index].id,
    facetId: rows[index].id,
    message: messages.sentTwice,
  }))
  const after: { from: LockedFacet; meta: FacetMeta }[] = []
  rows.forEach((row, index) => {
    const from = stored.get(row.id)
    const refuse = (message: string) => refusals.push({ index, id: row.id, facetId: row.id, message })
    const stage = row.stage ?? from?.stage
    if (!from || !stage) refuse(messages.facetNotFound)
    else if (row.stage === undefined && row.assignedToId === undefined) refuse(messages.bulkRowEmpty)
    else if (
      stage !== from.stage &&
      ((from.stage === PUBLISHED_STAGE && caller.role !== 'admin') || !canSetFacetStage(caller.role, from.stage, stage))
    ) {
      refuse(fillMessage(messages.cannotSetStage, { stage }))
    } else if (notFilled.has(row.id)) refuse(messages.requiredFieldIncomplete)
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
        refuse(error.message)
      }
    }
  })

  // the log entries of a mass edit's earlier parts come first, written in the same insert to keep their order
  const write = async (earlierLogs: FacetLogEntry[] = []): Promise<FacetMetaAfter[]> => {
    const logs: FacetLogEntry[] = [...earlierLogs]
    const written: FacetMetaAfter[] = []
    const at = new Date().toISOString()
    const user = { id: caller.id, name: caller.name }
    for (const { from, meta } of after) {
      const entry = (
        action: FacetLogEntry['action'],
        description: string,
        more: Pick<FacetLogEntry, 'assignedToId' | 'toStage'> = {},
      ) => logs.push({ facetId: from.id, user, action, description, ...more })
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
    if (!written.length) {
      await writeFacetLogs(db, logs)
      return written
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
      user,
    )
    notifyAfterCommit(app, db, assignmentDrafts(logs))
    return written
  }
  return { refusals, write }
}
