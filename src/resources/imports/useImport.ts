import { useCallback, useEffect, useState } from 'react'
import { useDataProvider } from 'react-admin'
import type { ImportResult, ImportRowError } from '../../../common/imports'
import { messages } from '../../../common/messages'
import type { ConsoleDataProvider } from '../../providers/dataProvider'
import { API_URL } from '../../providers/feathersClient'
import { relogin } from '../../providers/reloginStore'
import { session } from '../../providers/session'

/** Why an import was refused, as the server says it: its message, the rows to correct, or why the sheet could not be read. */
export interface ImportFailure {
  message: string
  reason?: string
  errors: ImportRowError[]
  errorCount: number
}

export type ImportState =
  | { phase: 'idle' }
  | { phase: 'running'; startedAt: number }
  | { phase: 'done'; result: ImportResult }
  | { phase: 'failed'; failure: ImportFailure }

/** A refusal's body (a Feathers error, from the client or from fetch) as an ImportFailure. */
export function failureOf(error: unknown): ImportFailure {
  const body = (error ?? {}) as {
    message?: unknown
    errors?: unknown
    data?: { reason?: unknown; errorCount?: unknown }
  }
  const errors = Array.isArray(body.errors) ? (body.errors as ImportRowError[]) : []
  return {
    message: typeof body.message === 'string' && body.message ? body.message : messages.generic,
    reason: typeof body.data?.reason === 'string' ? body.data.reason : undefined,
    errors,
    errorCount: typeof body.data?.errorCount === 'number' ? body.data.errorCount : errors.length,
  }
}

/** POSTs a sheet file as multipart (the Feathers client sends JSON only); a 401 opens the relogin modal. */
async function postFile(service: string, file: File): Promise<ImportResult> {
  const form = new FormData()
  form.append('file', file, file.name)
  const token = session.token()
  const response = await fetch(`${API_URL}/${service}`, {
    method: 'POST',
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    body: form,
  })
  const body: unknown = await response.json().catch(() => null)
  if (response.status === 401) relogin.open()
  if (!response.ok) throw body
  return body as ImportResult
}

/** Runs one import at a time for a screen and keeps what it answered; `seconds` counts while it runs. */
export function useImport(service: string) {
  const dataProvider = useDataProvider<ConsoleDataProvider>()
  const [state, setState] = useState<ImportState>({ phase: 'idle' })
  const [seconds, setSeconds] = useState(0)
  useEffect(() => {
    if (state.phase !== 'running') return
    const timer = setInterval(() => setSeconds(Math.floor((Date.now() - state.startedAt) / 1000)), 1000)
    return () => clearInterval(timer)
  }, [state])

  const run = useCallback(async (call: () => Promise<ImportResult>) => {
    setSeconds(0)
    setState({ phase: 'running', startedAt: Date.now() })
    try {
      setState({ phase: 'done', result: await call() })
    } catch (error) {
      setState({ phase: 'failed', failure: failureOf(error) })
    }
  }, [])

  return {
    state,
    seconds,
    importLink: (url: string) => run(() => dataProvider.post<ImportResult>(service, { url: url.trim() })),
    importFile: (file: File) => run(() => postFile(service, file)),
  }
}
