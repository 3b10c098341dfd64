import type { Browser, Page } from 'playwright-core'

/**
 * The renderer main thread's CPU time during a traced stretch, by kind, and how many elements its style
 * recalculations touched. CPU time (a trace event's thread duration) leaves out the time the thread waited for a
 * core, so two consoles compare on a busy machine, where frame counts do not.
 */
export interface MainThreadWork {
  /** ms of CPU: every task, and within them script, style, layout and paint */
  cpuMs: { tasks: number; script: number; style: number; layout: number; paint: number }
  /** elements restyled, all recalculations together */
  elementsRestyled: number
  /** layout objects laid out again, all layouts together */
  objectsLaidOut: number
}

interface TraceEvent {
  name: string
  ph?: string
  tid?: number
  tdur?: number
  args?: { name?: string; elementCount?: number; beginData?: { dirtyObjects?: number } }
}

/** Trace events counted as each kind of work (nested ones, such as a function's forced layout, count in both). */
const KINDS: Record<Exclude<keyof MainThreadWork['cpuMs'], 'tasks'>, string[]> = {
  script: ['FunctionCall', 'TimerFire', 'FireAnimationFrame', 'EventDispatch'],
  style: ['UpdateLayoutTree'],
  layout: ['Layout'],
  paint: ['PrePaint', 'Paint', 'Layerize', 'Commit'],
}

/** Traces `page`'s renderer while `work` runs; answers what its main thread did. */
export async function traceMainThread(
  browser: Browser,
  page: Page,
  work: () => Promise<void>,
): Promise<MainThreadWork> {
  await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] })
  let traced: Buffer
  try {
    await work()
  } finally {
    traced = await browser.stopTracing()
  }
  const events = (JSON.parse(traced.toString()) as { traceEvents: TraceEvent[] }).traceEvents
  const main = events.find((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain')?.tid
  const cpu = (names: string[]) =>
    Math.round(
      events
        .filter((event) => event.tid === main && event.ph === 'X' && names.includes(event.name))
        .reduce((sum, event) => sum + (event.tdur ?? 0), 0) / 1000,
    )
  return {
    cpuMs: {
      tasks: cpu(['RunTask']),
      script: cpu(KINDS.script),
      style: cpu(KINDS.style),
      layout: cpu(KINDS.layout),
      paint: cpu(KINDS.paint),
    },
    elementsRestyled: events.reduce(
      (sum, event) => sum + (event.name === 'UpdateLayoutTree' ? (event.args?.elementCount ?? 0) : 0),
      0,
    ),
    objectsLaidOut: events.reduce(
      (sum, event) => sum + (event.name === 'Layout' ? (event.args?.beginData?.dirtyObjects ?? 0) : 0),
      0,
    ),
  }
}
