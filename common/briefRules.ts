import { PARENT_TYPE, isBriefType, type BriefType } from './briefTypes'
import { MAX_INPUT_LENGTH } from './limits'
import { fillMessage, messages } from './messages'

/** What the rules read: the dialog's values, or a body as it arrives (its type any text, its parents anything). */
export interface BriefRuleValues {
  name?: string | null
  type?: string | null
  parents?: readonly unknown[] | null
}

/** The dialog's values: a type not chosen yet is empty; parents are brief ids. */
export interface BriefFormValues extends BriefRuleValues {
  type?: BriefType | '' | null
  parents?: number[] | null
}

export type BriefFormErrors = Partial<Record<keyof BriefRuleValues, string>>

export interface BriefRuleOptions {
  /**
   * A new brief (the default) needs a name and a type. Otherwise (a PATCH) a field left out keeps its
   * stored value and is not checked; one sent empty is still refused.
   */
  isNew?: boolean
}

/** The type a brief of `type` takes its parents from (spec 3 §4), or null when it takes none. */
export const parentTypeOf = (type: unknown): BriefType | null => (isBriefType(type) ? PARENT_TYPE[type] : null)

export const canHaveParents = (type: unknown): boolean => parentTypeOf(type) !== null

/**
 * The brief rules of spec 3 §5, shared by the console's dialog and the server: 'Enter the brief name',
 * 'Value too long' (over 254 characters once trimmed), 'Choose the brief type' (missing or not one of
 * the types), and 'The brief of type "{type}" cannot have a parent' for parents on a type that takes none.
 * Whether the parents exist and are of the right type is the server's to check.
 */
export function briefFormErrors(values: BriefRuleValues, { isNew = true }: BriefRuleOptions = {}): BriefFormErrors {
  const errors: BriefFormErrors = {}
  const checks = (field: keyof BriefRuleValues) => isNew || values[field] !== undefined

  if (checks('name')) {
    const name = values.name?.trim() ?? ''
    if (!name) errors.name = messages.enterBriefName
    else if (name.length > MAX_INPUT_LENGTH) errors.name = messages.valueTooLong
  }
  const { type } = values
  if (checks('type') && !isBriefType(type)) errors.type = messages.chooseBriefType
  if (isBriefType(type) && !canHaveParents(type) && values.parents?.length) {
    errors.parents = fillMessage(messages.briefCannotHaveParent, { type })
  }
  return errors
}
