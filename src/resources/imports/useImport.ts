import { useCallback, useEffect, useState } from 'react'
import { useDataProvider } from 'react-admin'
import type { ImportResult, ImportRowError } from '../../../common/imports'
import { messages } from '../../../common/messages'
import type { ConsoleDataProvider } from '../../providers/dataProvider'
import { needsSignIn } from '../../providers/reloginStore'

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

/** A refusal (a Feathers error) as an ImportFailure. */
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
      // a session that ran out is no refused sheet: the relogin modal is open, and the import can be run again
      setState(needsSignIn(error) ? { phase: 'idle' } : { phase: 'failed', failure: failureOf(error) })
    }
  }, [])

  return {
    state,
    seconds,
    importLink: (url: string) => run(() => dataProvider.post<ImportResult>(service, { url: url.trim() })),
    // a file chosen, or one still to be read (the sample): a failure to read it shows as the import's
    importFile: (file: File | (() => Promise<File>)) =>
      run(async () => dataProvider.sendFile<ImportResult>(service, typeof file === 'function' ? await file() : file)),
  }
}
