import { relogin } from '../providers/reloginStore'
import { session } from '../providers/session'

const fileNameOf = (response: Response, fallback: string) =>
  /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? fallback

async function failureOf(response: Response) {
  const body: unknown = await response.json().catch(() => null)
  const message = (body as { message?: unknown } | null)?.message
  return typeof message === 'string' ? message : response.statusText
}

/**
 * Downloads a file the API streams (the exports) with the session's token, saved under the name the
 * server gives; a refusal throws its message, and a 401 opens the relogin modal.
 */
export async function downloadFile(url: string, fallbackName: string): Promise<void> {
  const token = session.token()
  const response = await fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {} })
  if (response.status === 401) relogin.open()
  if (!response.ok) throw new Error(await failureOf(response))
  const file = URL.createObjectURL(await response.blob())
  const link = Object.assign(document.createElement('a'), { href: file, download: fileNameOf(response, fallbackName) })
  document.body.append(link)
  link.click()
  link.remove()
  URL.revokeObjectURL(file)
}
