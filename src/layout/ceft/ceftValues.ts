import { messages } from '../../../common/messages'
import {
  DEFAULT_FUTURE_DATES,
  DEFAULT_PERIODICITY,
  ceftErrors,
  type CeftErrors,
  type FutureDates,
  type Periodicity,
} from '../../../common/statistics'
import type { Ceft } from '../../../server/services/cross-entity-facet-types/cross-entity-facet-types.schema'

/** What the statistic-type form holds, and how it becomes the body of a save and back. */
export interface ComparisonSet {
  id: string
  name: string
}

/** The form's values: a cleared text input holds null (react-admin's inputs parse '' so). */
export interface CeftFormValues {
  name: string | null
  currency: string | null
  units: string | null
  periodicity: Periodicity
  comparisonSet: ComparisonSet | null
  multiplier: number | null
  futureDates: FutureDates
  footnote: string | null
  subtitle: string | null
}

/** Errors under the form's inputs: the comparison set's under its picker. */
export type CeftFormErrors = Partial<Record<keyof CeftFormValues, string>>

export const EMPTY_CEFT: CeftFormValues = {
  name: '',
  currency: '',
  units: '',
  periodicity: DEFAULT_PERIODICITY,
  comparisonSet: null,
  multiplier: null,
  futureDates: DEFAULT_FUTURE_DATES,
  footnote: '',
  subtitle: '',
}

export const ceftFormValues = (type: Ceft): CeftFormValues => ({
  name: type.name,
  currency: type.currency ?? '',
  units: type.units ?? '',
  periodicity: type.periodicity,
  comparisonSet: type.comparisonSet,
  multiplier: type.multiplier,
  futureDates: type.futureDates,
  footnote: type.footnote ?? '',
  subtitle: type.subtitle ?? '',
})

const trimmedOrNull = (value: string | null) => value?.trim() || null

/** The body of POST/PATCH: the CEFT fields without comparisonSet (spec 2 §7). */
export const ceftBody = (values: CeftFormValues) => ({
  name: values.name?.trim() ?? '',
  currency: trimmedOrNull(values.currency),
  units: trimmedOrNull(values.units),
  periodicity: values.periodicity,
  comparisonSetId: values.comparisonSet?.id ?? null,
  multiplier: values.multiplier,
  futureDates: values.futureDates,
  footnote: trimmedOrNull(values.footnote),
  subtitle: trimmedOrNull(values.subtitle),
})

const underInputs = ({ comparisonSetId, ...errors }: CeftErrors): CeftFormErrors =>
  comparisonSetId ? { ...errors, comparisonSet: comparisonSetId } : errors

/** The form's rules: common/statistics' on what Save would send, the server's own words. */
export const ceftFormErrors = (values: CeftFormValues) => underInputs(ceftErrors(ceftBody(values)))

/** The field errors of a refused save: the server's under their fields, else its message under the name. */
export function serverFieldErrors(error: unknown): CeftFormErrors {
  const raw = error as { message?: string; errors?: unknown; body?: { errors?: unknown } }
  const errors = (raw?.errors ?? raw?.body?.errors) as Record<string, unknown> | undefined
  const fields = Object.fromEntries(
    Object.entries(errors && !Array.isArray(errors) ? errors : {}).filter(([, value]) => typeof value === 'string'),
  ) as CeftErrors
  return Object.keys(fields).length ? underInputs(fields) : { name: raw?.message || messages.generic }
}
