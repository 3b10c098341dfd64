import { existsSync, readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { expect, type APIRequestContext, type Page } from '@playwright/test'

export const ADMIN = { email: 'admin@example.com', password: 'admin-password' }

/** Signs in on /auth; unless told the sign-in is meant to fail, waits until the console has left /auth. */
export async function signIn(page: Page, email: string, password: string, { shouldFail = false } = {}) {
  // exports then go to the browser's own downloads, from a link, as where there is no save picker: the
  // picker cannot be driven headless (e2e/analystExportsWithProgress.spec.ts stands one in)
  await page.addInitScript(() => Object.defineProperty(window, 'showSaveFilePicker', { value: undefined }))
  await page.goto('/auth')
  await page.locator('input[name=email]').fill(email)
  await page.locator('input[name=password]').fill(password)
  await page.getByRole('button', { name: 'Sign In' }).click()
  if (!shouldFail) await page.waitForURL((url) => url.pathname !== '/auth')
}

export async function apiToken(request: APIRequestContext, email = ADMIN.email, password = ADMIN.password) {
  const response = await request.post('/api/authentication', { data: { email, password, strategy: 'local' } })
  expect(response.status()).toBe(201)
  return ((await response.json()) as { accessToken: string }).accessToken
}

/**
 * Reads every RSS source now (POST /ingest-runs). One run at a time: another spec's run, on the same server
 * (the axe walk runs beside the others), answers 409 until it ends.
 */
export async function readFeedsNow(request: APIRequestContext, headers: Record<string, string>) {
  await expect
    .poll(async () => (await request.post('/api/ingest-runs', { headers, data: {} })).status(), {
      message: 'POST /ingest-runs',
      timeout: 60_000,
      intervals: [1_000],
    })
    .toBe(201)
}

/** Signs the account out through the API, which ends every session of it: the console's pages meet a 401 next. */
export async function endSessions(request: APIRequestContext, email = ADMIN.email, password = ADMIN.password) {
  const token = await apiToken(request, email, password)
  const ended = await request.delete('/api/authentication', { headers: { Authorization: `Bearer ${token}` } })
  expect(ended.status()).toBe(200)
}

/**
 * The link to `route` in the latest mail to `to`. Without SMTP the server writes every mail to a file of
 * DATA_DIR/outbox (never to an API an admin could read); a reset mail is written just after its answer.
 */
export async function lastMailLink(to: string, route: string): Promise<string> {
  const outbox = path.join(process.env.E2E_DATA_DIR!, 'outbox')
  const latestLink = () => {
    const mails = existsSync(outbox) ? readdirSync(outbox).sort() : []
    const texts = mails.map((name) => readFileSync(path.join(outbox, name), 'utf8'))
    const latest = texts.filter((text) => text.startsWith(`To: ${to}\n`)).at(-1) ?? ''
    return /https?:\/\/\S+/.exec(latest)?.[0] ?? ''
  }
  await expect.poll(latestLink, { message: `a mail to ${to} with a link to ${route}` }).toContain(route)
  const link = new URL(latestLink())
  return link.pathname + link.search
}

/** An analyst who accepted their invitation, created through the API. */
export const createAnalyst = (request: APIRequestContext, email: string, password: string, name = 'Ana Analyst') =>
  createUser(request, { email, password, name, role: 'analyst' })

/** A user of `role` who accepted their invitation, created through the API. */
export async function createUser(
  request: APIRequestContext,
  { email, password, name, role }: { email: string; password: string; name: string; role: 'admin' | 'analyst' },
) {
  const token = await apiToken(request)
  const created = await request.post('/api/users', {
    headers: { Authorization: `Bearer ${token}` },
    data: { email, name, role, profile: 'default' },
  })
  // a retry runs on the same server: the user the first try made (and signed up) is there
  if (created.status() === 409) {
    await apiToken(request, email, password)
    return
  }
  expect(created.status()).toBe(201)
  const invitation = await lastMailLink(email, '/accept-invitation')
  const verifyToken = new URL(invitation, 'http://x').searchParams.get('verifyToken')
  const accepted = await request.post('/api/accept-invitation', {
    data: { name, password, verifyToken },
  })
  expect(accepted.status()).toBe(201)
}

interface TemplateBody {
  id: string
  type: string
  subType: string | null
  facetTypes: { id: string; name: string; facetFieldTypes: { id: string; name: string }[] }[]
}

/**
 * An entity saved through the API as `token`'s user: the template's Name and Summary facets filled
 * (every reference template has them), then `more` facets; answers its id.
 */
export async function createEntity(
  request: APIRequestContext,
  token: string,
  type: string,
  name: string,
  more: { facet: string; fields: [string, string, string][] }[] = [],
  subType?: string,
) {
  const headers = { Authorization: `Bearer ${token}` }
  const bySubType = subType ? `&subType=${encodeURIComponent(subType)}` : ''
  const templates = await request.get(`/api/entity-templates?type=${encodeURIComponent(type)}${bySubType}`, {
    headers,
  })
  const template = ((await templates.json()) as { data: TemplateBody[] }).data[0]
  const facetType = (facetName: string) => template.facetTypes.find((facet) => facet.name === facetName)!
  const field = (facetName: string, fieldName: string) =>
    facetType(facetName).facetFieldTypes.find((fieldType) => fieldType.name === fieldName)!.id
  const facet = (facetName: string, order: number, fields: [string, string, string][]) => ({
    facetTypeId: facetType(facetName).id,
    order,
    fields: fields.map(([fieldName, attribute, value]) => ({
      facetFieldTypeId: field(facetName, fieldName),
      name: attribute,
      order: 1,
      value,
    })),
  })
  const response = await request.post('/api/entities', {
    headers,
    data: {
      entityTemplateId: template.id,
      type: template.type,
      subType: template.subType,
      name,
      facets: [
        facet('Name', 1, [['value', 'value', name]]),
        facet('Summary', 2, [
          ['value', 'value', `What ${name} is about.`],
          ['source', 'urlInput', 'https://news.example.com/story'],
        ]),
        ...more.map(({ facet: facetName, fields }, index) => facet(facetName, index + 3, fields)),
      ],
    },
  })
  expect(response.status(), await response.text()).toBe(201)
  return ((await response.json()) as { id: string }).id
}

/** Makes sure the dictionary `key` holds `value` (specs share one server, so it may exist already). */
export async function ensureDictionaryItem(request: APIRequestContext, token: string, key: string, value: string) {
  const headers = { Authorization: `Bearer ${token}` }
  const found = await request.get(`/api/dictionaries?key=${encodeURIComponent(key)}&withItems=true`, { headers })
  type Item = { value: string; category: string }
  const [dictionary] = (
    (await found.json()) as { data: { id: string; name: string; items: Item[]; updatedAt: string }[] }
  ).data
  const item = { value, category: 'Types' }
  const response = dictionary
    ? dictionary.items.some((one) => one.value === value)
      ? null
      : await request.put(`/api/dictionaries/${dictionary.id}`, {
          headers,
          data: {
            key,
            name: dictionary.name,
            updatedAt: dictionary.updatedAt,
            items: [...dictionary.items.map(({ value: v, category }) => ({ value: v, category })), item],
          },
        })
    : await request.post('/api/dictionaries', { headers, data: { key, name: 'Relationship types', items: [item] } })
  if (response) expect(response.ok(), await response.text()).toBe(true)
}

/**
 * Waits until the screen shows its content: its title in the one `h1`, no progress left (react-admin's
 * loading indicator spins while any read is under way) and no transition running, since a dialog half
 * faded in would be judged on colours it does not keep.
 */
export async function settled(page: Page) {
  await expect(page.locator('h1').first()).not.toBeEmpty()
  await expect(page.getByRole('progressbar')).toHaveCount(0)
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.effect?.getTiming().iterations === Infinity),
  )
}
