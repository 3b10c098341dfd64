import { authenticate } from '@feathersjs/authentication'
import { BadRequest, Conflict, NotFound } from '@feathersjs/errors'
import { hooks as schemaHooks } from '@feathersjs/schema'
import { messages } from '../../../common/messages'
import { templateHeadline, templateStructureErrors, type TemplateInput } from '../../../common/templateRules'
import { dbOf, inTransaction } from '../../db/transaction'
import { versionGuard } from '../../hooks/versions'
import type { Application, HookContext, NextFunction } from '../../declarations'
import { authorize } from '../../hooks/authorize'
import { normaliseQueryOperators } from '../../hooks/queryOperators'
import { recordsOf, sortByDefault } from '../../hooks/results'
import { structureOf } from './entity-templates.structure'
import { entityTemplateQueryValidator, type EntityTemplateRecord } from './entity-templates.schema'
import { EntityTemplateService, templateRow } from './entity-templates.class'

declare module '../../declarations' {
  interface ServiceTypes {
    'entity-templates': EntityTemplateService
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

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
