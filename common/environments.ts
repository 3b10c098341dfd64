/** The environments the console runs in (spec 3 §9 "Environments by host"). */
export const ENVIRONMENTS = ['local', 'dev', 'stage', 'production'] as const
export type Environment = (typeof ENVIRONMENTS)[number]

export const isEnvironment = (value: unknown): value is Environment =>
  typeof value === 'string' && (ENVIRONMENTS as readonly string[]).includes(value)

/** This machine, a network's own names, and an address by number (no name an environment could be told by). */
const LOCAL_HOST = /^(localhost|\d{1,3}(\.\d{1,3}){3}|\[?[\da-f:]*:[\da-f:]*\]?)$|\.(localhost|local|test)$/
const ENVIRONMENT_NAMES = { dev: ['dev', 'develop', 'development'], stage: ['stage', 'staging'] }
const isEnvironmentName = (part: string) => Object.values(ENVIRONMENT_NAMES).some((names) => names.includes(part))
/** A host label naming an environment: `dev`, `dev-admin`, `admin-stage`, `staging`… */
const labelOf = (environment: 'dev' | 'stage', label: string) =>
  label.split('-').some((part) => ENVIRONMENT_NAMES[environment].includes(part))

/**
 * The environment a host name is of: this machine, an address by number and *.localhost, *.local, *.test are
 * local; a host with
 * a label naming dev or stage is that one (dev.admin.example.com, admin-staging.example.com); any other is
 * production.
 */
export function environmentOfHost(hostname: string): Environment {
  const host = hostname.trim().toLowerCase().replace(/\.$/, '')
  if (!host || LOCAL_HOST.test(host)) return 'local'
  const labels = host.split('.')
  if (labels.some((label) => labelOf('dev', label))) return 'dev'
  if (labels.some((label) => labelOf('stage', label))) return 'stage'
  return 'production'
}

/** The main consumer app of a machine's own console. */
export const LOCAL_CONSUMER_APP_URL = 'http://localhost:3000'

/**
 * The main consumer app's address by environment, when configuration names none (spec 3 §4: roles user and
 * trial go there after accepting an invitation): on this machine, LOCAL_CONSUMER_APP_URL; elsewhere, the
 * console's own host with its first name that is no environment's made `app`, so that each environment's
 * console leads to the same environment's app (admin.dev.example.com → app.dev.example.com,
 * admin-stage.example.com → app-stage.example.com), or `app.` put before a host of two labels
 * (example.com → app.example.com).
 */
export function defaultConsumerAppUrl(environment: Environment, consoleUrl: string): string {
  if (environment === 'local') return LOCAL_CONSUMER_APP_URL
  const url = new URL(consoleUrl)
  const labels = url.hostname.split('.')
  if (labels.length <= 2) return `${url.protocol}//app.${url.hostname}`
  const named = labels.findIndex((label) => label.split('-').some((part) => !isEnvironmentName(part)))
  const at = named < 0 || named >= labels.length - 2 ? 0 : named
  const parts = labels[at].split('-')
  const first = parts.findIndex((part) => !isEnvironmentName(part))
  labels[at] = first < 0 ? 'app' : parts.map((part, index) => (index === first ? 'app' : part)).join('-')
  return `${url.protocol}//${labels.join('.')}`
}
