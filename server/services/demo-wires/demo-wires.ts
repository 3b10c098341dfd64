import type { Application, HookContext, NextFunction } from '../../declarations'
import { DEMO_WIRES_PATH } from '../../db/demoFeeds'
import { DemoWireService } from './demo-wires.class'

declare module '../../declarations' {
  interface ServiceTypes {
    [DEMO_WIRES_PATH]: DemoWireService
  }
}

/** An RSS document or a web page, by what was asked for, rather than JSON. */
async function asDocument(context: HookContext, next: NextFunction) {
  await next()
  const type = String(context.id).endsWith('.xml') ? 'application/rss+xml' : 'text/html'
  context.http = { ...context.http, headers: { 'content-type': `${type}; charset=utf-8` } }
}

/** The demo's wires (npm run demo only): configured by server/demo.ts beside its content. */
export function demoWires(app: Application) {
  app.use(DEMO_WIRES_PATH, new DemoWireService(app), { methods: ['get'] })
  app.service(DEMO_WIRES_PATH).hooks({ around: { get: [asDocument] } })
}
