import path from 'node:path'

/** The server's log; silenced in tests with LOG_LEVEL=silent. */
const silent = () => process.env.LOG_LEVEL === 'silent'

function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error ?? '')
  const code = (error as { code?: unknown }).code
  return `${code ? `[${code}] ` : ''}${error.message.slice(0, 500)}\n${error.stack?.split('\n').slice(1, 6).join('\n') ?? ''}`
}

export const log = {
  info: (message: string) => {
    if (!silent()) console.log(message)
  },
  warn: (message: string) => {
    if (!silent()) console.warn(message)
  },
  error: (message: string, error?: unknown) => {
    if (!silent()) console.error(`${message}: ${describe(error)}`)
  },
}

/** A folder as the log shows it: from the working folder when it is inside it (./data), else whole. */
export function shownPath(folder: string): string {
  const relative = path.relative(process.cwd(), folder)
  return relative && !relative.startsWith('..') && !path.isAbsolute(relative) ? `./${relative}` : folder
}

/** Seconds since `started` (a Date.now()), to a tenth, for the start's progress lines. */
export const secondsSince = (started: number) => ((Date.now() - started) / 1000).toFixed(1)
