import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { useDataProvider, useNotify } from 'react-admin'
import type { FacetGridRow } from '../../../common/facetGrid'
import { ERROR_TOAST_MS } from '../../../common/limits'
import { assigneeAfterStageChange } from '../../../common/workflow'
import type { ConsoleUser } from '../../layout/useConsoleUsers'
import { format } from '../../i18n/en'
import { useStrings } from '../../i18n/useStrings'
import type { ConsoleDataProvider } from '../../providers/dataProvider'
import { entityLabel } from './facetCells'
import { pendingCount, planFacetSave, type PendingEdit, type PendingEdits } from './massEditPlan'

/** A row the server refused, by the facet (or field) it names. */
interface RowError {
  id: string
  facetId?: string
  message: string
}

const rowErrorsOf = (error: unknown): RowError[] => {
  const data = (error as { data?: { errors?: unknown } } | null)?.data
  return Array.isArray(data?.errors) ? (data.errors as RowError[]) : []
}
// spec 2 §8: 'Cannot save changes.', or the server's message
const messageOf = (error: unknown, fallback: string) => (error instanceof Error && error.message) || fallback

/**
 * The facet grid's pending edits (spec 2 §2: Save Changes only when some are pending): kept with the
 * rows they change, so that they survive paging and filtering, and saved all or nothing in one call; a
 * refused save keeps every edit and names each refused row with its reason.
 */
export function usePendingFacetEdits(users: readonly ConsoleUser[], onSaved: () => void) {
  const t = useStrings().facetGrid
  const dataProvider = useDataProvider<ConsoleDataProvider>()
  const notify = useNotify()
  const [pending, setPending] = useState<PendingEdits>({})
  const [errors, setErrors] = useState<string[]>([])
  const [rowErrors, setRowErrors] = useState<Record<string, string>>({})
  const [saving, setSaving] = useState(false)
  const rows = useRef(new Map<string, FacetGridRow>())

  const edit = useCallback(
    (targets: readonly FacetGridRow[], change: PendingEdit) =>
      setPending((current) => {
        const next = { ...current }
        for (const row of targets) {
          rows.current.set(row.id, row)
          const merged: PendingEdit = { ...next[row.id], ...change }
          // a new stage keeps the assignee only if allowed at it (spec 2 §4), unless one is chosen too
          if (change.stage !== undefined && change.assignedToId === undefined) {
            const assignedToId = merged.assignedToId !== undefined ? merged.assignedToId : row.meta.assignedToId
            const after = assigneeAfterStageChange(
              change.stage,
              users.find((user) => user.id === assignedToId),
            )
            if (after !== assignedToId) merged.assignedToId = after
          }
          next[row.id] = merged
        }
        return next
      }),
    [users],
  )

  const discard = useCallback(() => {
    setPending({})
    setErrors([])
    setRowErrors({})
  }, [])

  const count = pendingCount(pending)
  useEffect(() => {
    if (!count) return
    const warn = (event: BeforeUnloadEvent) => event.preventDefault()
    window.addEventListener('beforeunload', warn)
    return () => window.removeEventListener('beforeunload', warn)
  }, [count])

  /** Each refused row's reason by its facet, and the reasons as the screen lists them. */
  const describe = useCallback(
    (refused: RowError[]) => {
      const known = [...rows.current.values()]
      const byFacet: Record<string, string> = {}
      const lines = refused.map(({ id, facetId, message }) => {
        const row = known.find((one) => one.id === (facetId ?? id) || one.fields.some((field) => field.id === id))
        if (!row) return message
        byFacet[row.id] = byFacet[row.id] ? `${byFacet[row.id]}; ${message}` : message
        return format(t.rowError, { name: entityLabel(row, t), facet: row.type.name, message })
      })
      return { byFacet, lines }
    },
    [t],
  )

  /** One request, one transaction (POST /facet-mass-edits): all is stored, or nothing and every reason. */
  const save = useCallback(async () => {
    const plan = planFacetSave([...rows.current.values()], pending)
    setSaving(true)
    try {
      await dataProvider.post('facet-mass-edits', plan)
      setPending({})
      rows.current.clear()
      setErrors([])
      setRowErrors({})
      notify(t.saved, { type: 'success' })
      onSaved()
    } catch (error) {
      const refused = rowErrorsOf(error)
      const { byFacet, lines } = describe(refused)
      setErrors(refused.length ? lines : [messageOf(error, t.saveFailed)])
      setRowErrors(byFacet)
      notify(messageOf(error, t.saveFailed), { type: 'error', autoHideDuration: ERROR_TOAST_MS })
    } finally {
      setSaving(false)
    }
  }, [dataProvider, describe, notify, onSaved, pending, t])

  return useMemo(
    () => ({ pending, count, edit, discard, save, saving, errors, rowErrors }),
    [pending, count, edit, discard, save, saving, errors, rowErrors],
  )
}
