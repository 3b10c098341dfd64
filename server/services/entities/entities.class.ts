import type { Readable } from 'node:stream'
import { randomUUID } from 'node:crypto'
import { BadRequest, Forbidden, NotAuthenticated, NotFound } from '@feathersjs/errors'
import type { Id, Paginated, Params } from '@feathersjs/feathers'
import { KnexService } from '@feathersjs/knex'
import type { Knex } from 'knex'
import type { EntityRecord } from '../../../common/entityFormat'
import { messages } from '../../../common/messages'
import type { EntityTemplate } from '../../../common/templateFormat'
import { canRemoveEntity } from '../../../common/workflow'
import { committed, dbFor } from '../../db/transaction'
import { staleCopy, versionAfter } from '../../hooks/versions'
import type { Application } from '../../declarations'
import { log } from '../../logger'
import { writeRevision } from '../entity-revisions/entity-revisions.write'
import { exportEntities } from './entities.export'
import { findGridPage, type EntityGridRow } from './entities.grid'
import { listedIds, patchHidden } from './entities.bulk'
import { loadEntities, type EntityRow, type EntitySummary, type StoredEntity } from './entities.load'
import { lookupsFor } from './entities.save-read'
import { deleteEntityRows, removalRefusal, removeEntities } from './entities.remove'
import { assignmentDrafts, notifyAfterCommit } from '../../notifications/notify'
import { planSave } from './entities.save-plan'
import { savedEntity, writeSave } from './entities.save-write'
import { TemplateCache } from './entities.templates'
import type { EntityHiddenRow, EntityQuery, EntitySave } from './entities.schema'
import type { Caller } from './entities.workflow'

export type EntityParams = Params<EntityQuery> & { topicId?: number }

function callerOf(params?: EntityParams): Caller {
  const user = params?.user
  if (!user) throw new NotAuthenticated('Not authenticated')
  return { id: user.id, name: user.name, role: user.role }
}

/**
 * Entities (spec 1 §3, §7): a list of their own columns, and the whole entity — facets, fields, links,
 * template — read and saved at once. A save reads what it needs (entities.save-read), is planned whole
 * without I/O (entities.save-plan) and then written (entities.save-write) in the call's transaction, so
 * a refused save writes nothing.
 */
export class EntityService {
  private rows: KnexService<EntityRow, EntityRow, EntityParams>
  private templates: TemplateCache

  constructor(private app: Application) {
    this.templates = new TemplateCache(app)
    this.rows = new KnexService<EntityRow, EntityRow, EntityParams>({
      Model: app.get('knex'),
      name: 'entities',
      paginate: app.get('paginate'),
      multi: false,
    })
  }

  private templateOf = (id: string, params?: EntityParams): Promise<EntityTemplate> => this.templates.get(id, params)

  private async answer(db: Knex, id: string, template: EntityTemplate): Promise<EntityRecord> {
    const [entity] = await loadEntities(db, [id])
    return { ...entity, entityTemplate: template }
  }

  private async stored(db: Knex, id: Id): Promise<StoredEntity> {
    const [entity] = await loadEntities(db, [String(id)])
    if (!entity) throw new NotFound(`No record found for id '${id}'`)
    return entity
  }

  async find(params?: EntityParams): Promise<Paginated<EntityGridRow> | Readable> {
    const db = dbFor(this.app, params)
    if (params?.exportCsv) return exportEntities(this.rows, db, this.app.get('exportDb'), { ...params })
    return findGridPage(this.rows, db, { ...params }, this.app.get('paginate'))
  }

  async get(id: Id, params?: EntityParams): Promise<EntityRecord> {
    const entity = await this.stored(dbFor(this.app, params), id)
    return { ...entity, entityTemplate: await this.templateOf(entity.entityTemplateId, params) }
  }

  async create(data: EntitySave, params?: EntityParams): Promise<EntityRecord> {
    const caller = callerOf(params)
    const db = dbFor(this.app, params)
    const template = await this.templateOf(data.entityTemplateId, params).catch((error: unknown) => {
      throw error instanceof NotFound ? new BadRequest(messages.unknownTemplate, { path: 'entityTemplateId' }) : error
    })
    const entityId = randomUUID()
    const lookups = await lookupsFor(db, template, data, null, caller)
    const plan = planSave({ input: data, stored: null, template, caller, lookups, entityId, newId: randomUUID })
    const create = { entityTemplateId: template.id, type: template.type, subType: template.subType }
    await writeSave(db, plan, { entityId, caller, version: new Date(), create })
    notifyAfterCommit(this.app, db, assignmentDrafts(plan.logs))
    const entity = await this.answer(db, entityId, template)
    await writeRevision(db, entity, caller)
    return entity
  }

  /** One entity's save; or, without an id, the grid's Hidden cells of many (entities.bulk). */
  async patch(id: Id, data: EntitySave, params?: EntityParams): Promise<EntityRecord>
  async patch(id: null, data: EntityHiddenRow[], params?: EntityParams): Promise<EntitySummary[]>
  async patch(
    id: Id | null,
    data: EntitySave | EntityHiddenRow[],
    params?: EntityParams,
  ): Promise<EntityRecord | EntitySummary[]> {
    const caller = callerOf(params)
    const db = dbFor(this.app, params)
    if (id === null) return patchHidden(db, caller, data as EntityHiddenRow[])
    if (Array.isArray(data)) throw new BadRequest('Only a list of entities is patched without an id')
    if (!data.updatedAt) throw new BadRequest(messages.entityVersionMissing, { path: 'updatedAt' })
    // the row stays locked until the save commits: two saves of one copy cannot both pass the check
    const row: EntityRow | undefined = await db('entities')
      .where({ id: String(id) })
      .forUpdate()
      .first()
    if (!row) throw new NotFound(`No record found for id '${id}'`)
    if (new Date(data.updatedAt).getTime() !== row.updatedAt.getTime()) {
      throw await staleCopy(db, 'entity', { at: row.updatedAt, byId: row.updatedById })
    }
    const stored = await this.stored(db, id)
    const template = await this.templateOf(stored.entityTemplateId, params)
    const lookups = await lookupsFor(db, template, data, stored, caller)
    const plan = planSave({ input: data, stored, template, caller, lookups, entityId: stored.id, newId: randomUUID })
    const version = versionAfter(row.updatedAt)
    await writeSave(db, plan, { entityId: stored.id, caller, version })
    notifyAfterCommit(this.app, db, assignmentDrafts(plan.logs))
    this.releaseLocksAfterCommit(db, stored.id, params)
    const saved = await savedEntity(db, stored, plan, { caller, version })
    await writeRevision(db, saved, caller)
    return { ...saved, entityTemplate: template }
  }

  /** A save ends its author's edits of the entity: their facet locks on it go once it commits (common/presence). */
  private releaseLocksAfterCommit(db: Knex, entityId: string, params?: EntityParams) {
    committed(db).then(
      () =>
        this.app
          .service('facet-locks')
          .remove(null, { query: { entityId }, user: params?.user })
          .catch((error: unknown) => log.error('facet locks: releasing after a save', error)),
      () => undefined,
    )
  }

  /** One entity; or, without an id, those of `id[$in]`, all or none (entities.remove). */
  async remove(id: Id, params?: EntityParams): Promise<EntityRecord>
  async remove(id: null, params?: EntityParams): Promise<EntitySummary[]>
  async remove(id: Id | null, params?: EntityParams): Promise<EntityRecord | EntitySummary[]> {
    const caller = callerOf(params)
    const db = dbFor(this.app, params)
    if (!canRemoveEntity(caller.role)) throw new Forbidden(messages.notAllowed)
    if (id === null) return removeEntities(db, listedIds(params?.query) as string[])
    const entity = await this.get(id, params)
    const refusal = removalRefusal(entity)
    if (refusal) throw new BadRequest(refusal)
    await deleteEntityRows(db, [entity.id])
    return entity
  }
}
