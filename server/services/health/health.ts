import type { Application } from '../../declarations'
import { HealthService } from './health.class'

declare module '../../declarations' {
  interface ServiceTypes {
    health: HealthService
  }
}

export function health(app: Application) {
  app.use('health', new HealthService(app), { methods: ['find'] })
}
