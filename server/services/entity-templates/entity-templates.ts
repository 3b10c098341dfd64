import { authenticate } from '@feathersjs/authentication'
import { BadRequest, Conflict, MethodNotAllowed, NotFound } from '@feathersjs/errors'
import type { Id, Params } from '@feathersjs/feathers'
import { KnexService } from '@feathersjs/knex'
import { hooks as schemaHooks } from '@feathersjs/schema'
import type { Knex } from 'knex'
import { messages } from '../../../common/messages'
import { templateHeadline, templateStructureErrors, type TemplateInput } from '../../../common/templateRules'
import { dbOf, inCallOf, inTransaction } from '../../db/transaction'
import { versionGuard } from '../../hooks/versions'
import type { Application, HookContext, NextFunction } from '../../declarations'
import { authorize } from '../../hooks/authorize'
import { normaliseQueryOperators } from '../../hooks/queryOperators'
import { recordsOf, sortByDefault } from '../../hooks/results'
import { structureOf, writeStructure } from './entity-templates.structure'
import {
  entityTemplateQueryValidator,
  type EntityTemplateQuery,
  type EntityTemplateRecord,
} from './entity-templates.schema'

type TemplateParams = Params<EntityTemplateQuery>

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** The template row's own columns as sent. */
const templateRow = (data: TemplateInput) => ({
  type: data.type.trim(),
  subType: data.subType?.trim() || null,
  name: data.name.trim(),
  layout: JSON.stringify(data.layout ?? []),
})

/** Templates are written whole: the row, then its facet and field types (see writeStructure). */
export class EntityTemplateService extends KnexService<EntityTemplateRecord, TemplateInput, TemplateParams> {
  private knexOf(params?: TemplateParams): Knex {
    return inCallOf(params, this.getModel(params))
  }

  async create(data: TemplateInput, params?: TemplateParams): Promise<EntityTemplateRecord>
  async create(data: TemplateInput[], params?: TemplateParams): Promise<EntityTemplateRecord[]>
  async create(
    data: TemplateInput | TemplateInput[],
    params?: TemplateParams,
  ): Promise<EntityTemplateRecord | EntityTemplateRecord[]>
  async create(
    data: TemplateInput | TemplateInput[],
    params?: TemplateParams,
  ): Promise<EntityTemplateRecord | EntityTemplateRecord[]> {
    if (Array.isArray(data)) throw new MethodNotAllowed('Can not create multiple entries')
    const [{ id }] = await this.db(params).insert(templateRow(data), ['id'])
    await writeStructure(this.knexOf(params), id, data.facetTypes)
    return this._get(id, { ...params, query: {} })
  }

  async update(id: Id, data: TemplateInput, params?: TemplateParams): Promise<EntityTemplateRecord> {
    const row = { ...templateRow(data), updatedAt: new Date().toISOString() }
    const updated = await this.db(params).where({ id }).update(row, ['id'])
    if (!updated.length) throw new NotFound(`No record found for id '${id}'`)
    await writeStructure(this.knexOf(params), String(id), data.facetTypes)
    return this._get(id, { ...params, query: {} })
  }
}

declare module '../../declarations' {
  interface ServiceTypes {
    'entity-templates': EntityTemplateService
  }
}

/** The template body is checked whole against common/templateRules, in the editor's words. */
function refuseStructureErrors(context: HookContext<EntityTemplateService>) {
  const errors = templateStructureErrors(context.data)
  if (errors.length) throw new BadRequest(templateHeadline(errors), { errors })
}

function refuseUnknownId(context: HookContext<EntityTemplateService>) {
  if (!UUID.test(String(context.id))) throw new NotFound(`No record found for id '${context.id}'`)
}

/** One template per type and sub-type, whatever the case (the unique index stays the last word). */
async function refuseTakenKind(context: HookContext<EntityTemplateService>) {
  const { type, subType } = templateRow(context.data as TemplateInput)
  const taken = dbOf(context)('entity_templates')
    .whereRaw('lower(type) = lower(?)', [type])
    .whereRaw(`lower(coalesce("subType", '')) = lower(?)`, [subType ?? ''])
  if (context.id !== undefined) taken.whereNot('id', String(context.id))
  if (await taken.first()) throw new Conflict(messages.templateKindTaken)
}

/** Every answer carries its templates' facet types with their field types. */
async function withStructure(context: HookContext<EntityTemplateService>, next: NextFunction) {
  await next()
  const templates = recordsOf(context.result as EntityTemplateRecord)
  const structure = await structureOf(
    dbOf(context),
    templates.map((template) => template.id),
  )
  for (const template of templates) template.facetTypes = structure.get(template.id) ?? []
}

/**
 * Entity templates (spec 1 §3, §7): everyone in the console reads them (the create-entity dialog,
 * the editor); admins create and edit them.
 */
export function entityTemplates(app: Application) {
  app.use(
    'entity-templates',
    new EntityTemplateService({
      Model: app.get('knex'),
      name: 'entity_templates',
      paginate: app.get('paginate'),
      multi: false,
    }),
    { methods: ['find', 'get', 'create', 'update'] },
  )
  app.service('entity-templates').hooks({
    around: {
      all: [authenticate('jwt'), authorize],
      find: [withStructure],
      get: [withStructure],
      create: [inTransaction, withStructure],
      update: [
        inTransaction,
        versionGuard({ table: 'entity_templates', column: 'updatedAt', kind: 'template', ids: 'uuid' }),
        withStructure,
      ],
    },
    before: {
      all: [schemaHooks.validateQuery(entityTemplateQueryValidator), normaliseQueryOperators],
      find: [sortByDefault({ type: 1, subType: 1 })],
      get: [refuseUnknownId],
      create: [refuseStructureErrors, refuseTakenKind],
      update: [refuseUnknownId, refuseStructureErrors, refuseTakenKind],
    },
  })
}
