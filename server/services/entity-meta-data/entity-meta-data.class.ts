import { BadRequest, MethodNotAllowed, NotAuthenticated } from '@feathersjs/errors'
import type { Id, Params } from '@feathersjs/feathers'
import type { Knex } from 'knex'
import { messages } from '../../../common/messages'
import { ENTITY_STAGES, PUBLISHED_STAGE } from '../../../common/workflow'
import { dbFor } from '../../db/transaction'
import { updateRows } from '../../db/updateRows'
import type { Application } from '../../declarations'
import { versionAfter } from '../../hooks/versions'
import { bulkRows, duplicateErrors, lockedEntities, refuseRows, type RowError } from '../entities/entities.bulk'
import { entitySummary, loadEntities, type EntityRow, type EntitySummary } from '../entities/entities.load'
import { usersById } from '../entities/entities.save-read'
import { assigneeAfter, publishingFailure } from '../entities/entities.workflow'
import type { EntityMetaRow } from './entity-meta-data.schema'

type MetaAfter = Pick<EntityRow, 'id' | 'stage' | 'assignedToId'>

/**
 * PATCH /entity-meta-data/ (spec 2 §2, §7): the grid's Stage and Assigned cells, for many entities at
 * once. Every row is checked first — the entity exists, the stage is an entity stage and publishing
 * finds the required facets filled, the assignee may be assigned at the stage — and any bad row
 * refuses them all; otherwise all are written in the call's transaction.
 */
export class EntityMetaDataService {
  constructor(private app: Application) {}

  /** Why publishing these entities would fail, by entity id (the editor's check, spec 1 §4). */
  private async publishingFailures(db: Knex, ids: string[], params?: Params): Promise<Map<string, string>> {
    const failures = new Map<string, string>()
    const entities = await loadEntities(db, ids)
    // a grid page holds many entities of few templates: each template read once
    const templates = new Map(
      await Promise.all(
        [...new Set(entities.map((entity) => entity.entityTemplateId))].map(
          async (id) =>
            [id, await this.app.service('entity-templates').get(id, { transaction: params?.transaction })] as const,
        ),
      ),
    )
    for (const entity of entities) {
      const template = templates.get(entity.entityTemplateId)!
      const failure = publishingFailure(
        template,
        entity.facets.map((facet) => ({ facetTypeId: facet.facetTypeId, order: facet.order, content: facet })),
      )
      if (failure) failures.set(entity.id, failure)
    }
    return failures
  }

  async patch(id: Id | null, data: EntityMetaRow | EntityMetaRow[], params?: Params): Promise<EntitySummary[]> {
    const user = params?.user
    if (!user) throw new NotAuthenticated('Not authenticated')
    if (id !== null) throw new MethodNotAllowed('PATCH /entity-meta-data/ takes a list of rows')
    const rows = bulkRows(data)
    const db = dbFor(this.app, params)
    const stored = await lockedEntities(
      db,
      rows.map((row) => row.id),
    )
    const lookups = {
      users: await usersById(db, [
        ...rows.map((row) => row.assignedToId),
        ...[...stored.values()].map((row) => row.assignedToId),
      ]),
    }
    const publishing = rows.filter(
      (row) => row.stage === PUBLISHED_STAGE && stored.get(row.id)?.stage !== PUBLISHED_STAGE,
    )
    const failures = await this.publishingFailures(
      db,
      publishing.flatMap((row) => (stored.has(row.id) ? [row.id] : [])),
      params,
    )

    const errors: RowError[] = duplicateErrors(rows)
    const after: MetaAfter[] = []
    for (const row of rows) {
      const from = stored.get(row.id)
      const refuse = (message: string) => errors.push({ id: row.id, message })
      if (!from) refuse(messages.unknownEntity)
      else if (row.stage === undefined && row.assignedToId === undefined) refuse(messages.bulkRowEmpty)
      else if (row.stage !== undefined && !ENTITY_STAGES.includes(row.stage)) refuse(messages.entityStageChoices)
      else if (failures.has(row.id)) refuse(failures.get(row.id)!)
      else {
        const stage = row.stage ?? from.stage
        const wanted = row.assignedToId === undefined ? from.assignedToId : row.assignedToId
        try {
          const assignedToId = assigneeAfter(from, { stage, assignedToId: wanted }, lookups, 'assignedToId')
          after.push({ id: row.id, stage, assignedToId })
        } catch (error) {
          if (!(error instanceof BadRequest)) throw error
          // 'This user cannot be assigned at stage {stage}', or why the user may be assigned at none
          refuse(error.message)
        }
      }
    }
    if (errors.length) throw refuseRows(errors)

    const written = await updateRows<EntityRow>(
      db,
      'entities',
      {
        stage: 'varchar',
        assignedToId: 'uuid',
        failedReason: 'text',
        updatedById: 'uuid',
        updatedAt: 'timestamptz',
      },
      after.map((row) => ({
        id: row.id,
        stage: row.stage,
        assignedToId: row.assignedToId,
        // a stage set here is the entity's whole state: a past publishing failure no longer holds
        failedReason: null,
        updatedById: user.id,
        updatedAt: versionAfter(stored.get(row.id)!.updatedAt).toISOString(),
      })),
      { returning: ['*'] },
    )
    return written.map(entitySummary)
  }
}
