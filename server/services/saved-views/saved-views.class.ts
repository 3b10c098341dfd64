import type { Params } from '@feathersjs/feathers'
import { KnexService } from '@feathersjs/knex'
import type { SavedViewData, SavedViewPatch, SavedViewQuery, SavedViewRecord } from './saved-views.schema'

export class SavedViewService extends KnexService<
  SavedViewRecord,
  SavedViewData,
  Params<SavedViewQuery>,
  SavedViewPatch
> {}
