import { MethodNotAllowed, NotFound } from '@feathersjs/errors'
import type { Id, Params } from '@feathersjs/feathers'
import { KnexService } from '@feathersjs/knex'
import type { Knex } from 'knex'
import type { TemplateInput } from '../../../common/templateRules'
import { inCallOf } from '../../db/transaction'
import { writeStructure } from './entity-templates.structure'
import type { EntityTemplateQuery, EntityTemplateRecord } from './entity-templates.schema'

type TemplateParams = Params<EntityTemplateQuery>

/** The template row's own columns as sent. */
export const templateRow = (data: TemplateInput) => ({
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
