import { authenticate } from '@feathersjs/authentication'
import { BadRequest } from '@feathersjs/errors'
import { hooks as schemaHooks } from '@feathersjs/schema'
import { messages } from '../../../common/messages'
import type { Application, HookContext } from '../../declarations'
import { dbOf } from '../../db/transaction'
import { authorize } from '../../hooks/authorize'
import { isStorableId } from '../../hooks/serialIds'
import { briefTreeQueryValidator } from './brief-tree.schema'
import { BriefTreeService } from './brief-tree.class'

declare module '../../declarations' {
  interface ServiceTypes {
    'brief-tree': BriefTreeService
  }
}

/** `topicId` as sent, when it is an id a country could have; anything else names no topic. */
const topicIdOf = (value: unknown) => {
  const id = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value
  return typeof id === 'number' && isStorableId(id) ? id : undefined
}

/** Before the schema, so that any topicId that names no country gets the same words. */
async function refuseUnknownTopic(context: HookContext<BriefTreeService>) {
  const raw = context.params.query?.topicId
  if (raw === undefined) return
  const id = topicIdOf(raw)
  const country = id === undefined ? undefined : await dbOf(context)('countries').select('id').where({ id }).first()
  if (!country) throw new BadRequest(messages.unknownTopic)
}

/** GET /brief-tree?topicId=&kind= (spec 3 §2, §7): the sector → sub-sector → industry tree the feeds filter by. */
export function briefTree(app: Application) {
  app.use('brief-tree', new BriefTreeService(app), { methods: ['find'] })
  app.service('brief-tree').hooks({
    around: { all: [authenticate('jwt'), authorize] },
    before: { find: [refuseUnknownTopic, schemaHooks.validateQuery(briefTreeQueryValidator)] },
  })
}
