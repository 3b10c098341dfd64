import { authenticate } from '@feathersjs/authentication'
import { hooks as schemaHooks } from '@feathersjs/schema'
import type { Application } from '../../declarations'
import { authorize } from '../../hooks/authorize'
import { mediaDataValidator } from './media.schema'
import { MediaService } from './media.class'

declare module '../../declarations' {
  interface ServiceTypes {
    media: MediaService
  }
}

export function media(app: Application) {
  app.use('media', new MediaService(app.get('storage')), { methods: ['create'] })
  app.service('media').hooks({
    around: { all: [authenticate('jwt'), authorize] },
    before: { create: [schemaHooks.validateData(mediaDataValidator)] },
  })
}
