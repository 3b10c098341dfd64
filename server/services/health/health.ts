import type { Application } from '../../declarations'

declare module '../../declarations' {
  interface ServiceTypes {
    health: HealthService
  }
}

/** GET /api/health: ok once the database answers (migrations ran before the server listened). */
export class HealthService {
  constructor(private app: Application) {}

  async find(): Promise<{ status: 'ok' }> {
    await this.app.get('knex').raw('select 1')
    return { status: 'ok' }
  }
}

export function health(app: Application) {
  app.use('health', new HealthService(app), { methods: ['find'] })
}
