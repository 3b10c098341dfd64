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
