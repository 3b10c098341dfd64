import { MAX_INPUT_LENGTH } from './limits'
import { messages } from './messages'

/** A landscape keeps at most this many alternative names. */
export const ALTERNATIVE_NAMES_LIMIT = 100

/** What the rules read: the dialog's values, or a body as it arrives. */
export interface LandscapeFormValues {
  name?: string | null
  alternative_names?: readonly string[] | null
}

export type LandscapeFormErrors = Partial<Record<keyof LandscapeFormValues, string>>

export interface LandscapeRuleOptions {
  /** A new landscape (the default) needs a name; a PATCH checks only the fields it sends. */
  isNew?: boolean
}

/**
 * The alternative names as stored: trimmed, blank ones dropped, and a name repeated in any case, or
 * equal to the landscape's own name, kept once (its first spelling) or not at all.
 */
export function storedAlternativeNames(names: readonly string[], name = ''): string[] {
  const seen = new Set([name.trim().toLowerCase()])
  const kept: string[] = []
  for (const alternative of names.map((value) => value.trim())) {
    const folded = alternative.toLowerCase()
    if (!alternative || seen.has(folded)) continue
    seen.add(folded)
    kept.push(alternative)
  }
  return kept
}

/**
 * The landscape rules of spec 3 §5, shared by the dialog and the server: 'Enter the landscape name',
 * 'Value too long' (a name or an alternative name over 254 characters once trimmed), and at most 100
 * alternative names once cleaned up.
 */
export function landscapeFormErrors(
  values: LandscapeFormValues,
  { isNew = true }: LandscapeRuleOptions = {},
): LandscapeFormErrors {
  const errors: LandscapeFormErrors = {}
  if (isNew || values.name !== undefined) {
    const name = values.name?.trim() ?? ''
    if (!name) errors.name = messages.enterLandscapeName
    else if (name.length > MAX_INPUT_LENGTH) errors.name = messages.valueTooLong
  }
  const alternatives = values.alternative_names ?? []
  if (alternatives.some((alternative) => alternative.trim().length > MAX_INPUT_LENGTH)) {
    errors.alternative_names = messages.valueTooLong
  } else if (storedAlternativeNames(alternatives, values.name ?? '').length > ALTERNATIVE_NAMES_LIMIT) {
    errors.alternative_names = messages.tooManyAlternativeNames
  }
  return errors
}
