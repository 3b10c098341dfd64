import { useCallback, useEffect, useRef, useState } from 'react'
import { useDataProvider, useNotify } from 'react-admin'
import type { FacetGridRow } from '../../../common/facetGrid'
import { ERROR_TOAST_MS } from '../../../common/limits'
import { assigneeAfterStageChange } from '../../../common/workflow'
import type { ConsoleUser } from '../../custom/entity-editor/useConsoleUsers'
import { app, format } from '../../i18n/en'
import type { ConsoleDataProvider } from '../../providers/dataProvider'
import { entityLabel } from './facetCells'
import { pendingCount, planFacetSave, type PendingEdit, type PendingEdits } from './massEditPlan'

const t = app.facetGrid
const FIELD_KEYS = ['label', 'description', 'sources'] as const

interface RowError {
  id: string
  message: string
}

const rowErrorsOf = (error: unknown): RowError[] => {
  const data = (error as { data?: { errors?: unknown } } | null)?.data
  return Array.isArray(data?.errors) ? (data.errors as RowError[]) : []
}
// spec 2 §8: 'Cannot save changes.', or the server's message
const messageOf = (error: unknown) => (error instanceof Error && error.message) || t.saveFailed

const without = (pending: PendingEdits, keys: readonly (keyof PendingEdit)[]): PendingEdits =>
  Object.fromEntries(
    Object.entries(pending).flatMap(([id, edit]) => {
      const rest = Object.fromEntries(Object.entries(edit).filter(([key]) => !keys.includes(key as keyof PendingEdit)))
      return Object.keys(rest).length ? [[id, rest]] : []
    }),
  )

/**
 * The facet grid's pending edits (spec 2 §2: Save Changes only when some are pending): kept with the
 * rows they change, so that they survive paging and filtering, and saved by the three calls of spec 2
 * §7. A refused call keeps what it did not store, and names each refused row.
 */
export function usePendingFacetEdits(users: ConsoleUser[], onSaved: () => void) {
  const dataProvider = useDataProvider<ConsoleDataProvider>()
  const notify = useNotify()
  const [pending, setPending] = useState<PendingEdits>({})
  const [errors, setErrors] = useState<string[]>([])
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
  }, [])

  const count = pendingCount(pending)
  useEffect(() => {
    if (!count) return
    const warn = (event: BeforeUnloadEvent) => event.preventDefault()
    window.addEventListener('beforeunload', warn)
    return () => window.removeEventListener('beforeunload', warn)
  }, [count])

  const describe = useCallback((refused: RowError[]) => {
    const known = [...rows.current.values()]
    return refused.map(({ id, message }) => {
      const row = known.find((one) => one.id === id || one.fields.some((field) => field.id === id))
      return row ? format(t.rowError, { name: entityLabel(row), facet: row.type.name, message }) : message
    })
  }, [])

  const save = useCallback(async () => {
    const plan = planFacetSave([...rows.current.values()], pending)
    let left = pending
    setSaving(true)
    try {
      if (plan.fieldValues.length) await dataProvider.patchMany('facet-fields', plan.fieldValues)
      if (plan.newFields.length) await dataProvider.createMany('facet-fields', plan.newFields, { fromMassAssign: true })
      left = without(left, FIELD_KEYS)
      // fields first: a facet moving to review needs its required fields filled
      if (plan.meta.length) await dataProvider.patchMany('facet-meta-data', plan.meta)
      left = {}
      setErrors([])
      notify(t.saved, { type: 'success' })
    } catch (error) {
      const refused = rowErrorsOf(error)
      setErrors(refused.length ? describe(refused) : [messageOf(error)])
      notify(messageOf(error), { type: 'error', autoHideDuration: ERROR_TOAST_MS })
    } finally {
      setPending(left)
      for (const id of rows.current.keys()) if (!left[id]) rows.current.delete(id)
      setSaving(false)
      onSaved()
    }
  }, [dataProvider, describe, notify, onSaved, pending])

  return { pending, count, edit, discard, save, saving, errors }
}
