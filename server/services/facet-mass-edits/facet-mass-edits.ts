import { authenticate } from '@feathersjs/authentication'
import { BadRequest } from '@feathersjs/errors'
import { hooks as schemaHooks } from '@feathersjs/schema'
import { MAX_PAGE_SIZE } from '../../../common/limits'
import { FACET_MASS_EDIT_PARTS } from '../../../common/facetGrid'
import { fillMessage, messages } from '../../../common/messages'
import { inTransaction } from '../../db/transaction'
import type { Application, HookContext } from '../../declarations'
import { authorize } from '../../hooks/authorize'
import { FacetMassEditService } from './facet-mass-edits.class'
import { facetMassEditValidator } from './facet-mass-edits.schema'

declare module '../../declarations' {
  interface ServiceTypes {
    'facet-mass-edits': FacetMassEditService
  }
}

/**
 * Ahead of the schema: one object (the schema hook would check each item of a list), and lists of at
 * most MAX_PAGE_SIZE rows said with the bulk calls' words rather than the schema's.
 */
function refuseListsAndLargeParts(context: HookContext) {
  const data: unknown = context.data
  if (Array.isArray(data)) throw new BadRequest(messages.massEditOneObject)
  for (const part of FACET_MASS_EDIT_PARTS) {
    const rows = (data as Record<string, unknown> | null)?.[part]
    if (Array.isArray(rows) && rows.length > MAX_PAGE_SIZE) {
      throw new BadRequest(fillMessage(messages.pageTooLarge, { max: MAX_PAGE_SIZE }), { path: part })
    }
  }
}

/** A mass edit answers what it wrote: 200, not 201 (it creates no resource of its own). */
function answerOk(context: HookContext) {
  context.http = { ...context.http, status: 200 }
}

/** The facet grid's pending edits in one request, all or nothing (docs/api.md). */
export function facetMassEdits(app: Application) {
  app.use('facet-mass-edits', new FacetMassEditService(app), { methods: ['create'] })
  app.service('facet-mass-edits').hooks({
    around: { all: [authenticate('jwt'), authorize], create: [inTransaction] },
    before: { create: [refuseListsAndLargeParts, schemaHooks.validateData(facetMassEditValidator)] },
    after: { create: [answerOk] },
  })
}
