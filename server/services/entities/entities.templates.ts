import type { Params } from '@feathersjs/feathers'
import type { EntityTemplate } from '../../../common/templateFormat'
import { dbFor } from '../../db/transaction'
import type { Application } from '../../declarations'

const iso = (value: Date | string) => new Date(value).toISOString()

/** Frozen all the way down: one template object serves every call, so none may change it. */
function frozen<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    for (const inner of Object.values(value)) frozen(inner)
    Object.freeze(value)
  }
  return value
}

/**
 * The templates entities are loaded and saved with, kept in memory per API process. Each use reads the
 * template's version (its updatedAt, set by every template write) instead of its three tables; a template
 * written through this process is dropped at once.
 */
export class TemplateCache {
  private kept = new Map<string, EntityTemplate>()

  constructor(private app: Application) {
    const drop = (template: { id: string }) => this.kept.delete(String(template.id))
    for (const event of ['created', 'updated']) app.service('entity-templates').on(event, drop)
  }

  async get(id: string, params?: Params): Promise<EntityTemplate> {
    const kept = this.kept.get(id)
    if (kept) {
      const stored: { updatedAt: Date } | undefined = await dbFor(
        this.app,
        params,
      )('entity_templates')
        .where({ id })
        .first('updatedAt')
      if (stored && iso(stored.updatedAt) === kept.updatedAt) return kept
      this.kept.delete(id)
    }
    const template = await this.app.service('entity-templates').get(id, { transaction: params?.transaction })
    const current: EntityTemplate = frozen({
      ...template,
      createdAt: iso(template.createdAt),
      updatedAt: iso(template.updatedAt),
    })
    this.kept.set(id, current)
    return current
  }
}
