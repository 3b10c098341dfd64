import { MAX_INPUT_LENGTH } from './limits'
import { messages } from './messages'
import { isUploadKey } from './uploads'

/** ISO 3166 alpha-2 or alpha-3: two or three letters (stored upper-case). */
export const ISO_CODE_PATTERN = /^[A-Za-z]{2,3}$/

export interface CountryFormValues {
  name?: string | null
  iso_code?: string | null
  /** the stored key of the flag image */
  flag?: string | null
  main_entity_id?: string | null
  main_entity_name?: string | null
}

export type CountryFormErrors = Partial<Record<keyof CountryFormValues, string>>

export interface CountryRuleOptions {
  /**
   * A new country (the default) needs every required field. Otherwise (a PATCH) a field left out
   * keeps its stored value and is not checked; one sent empty is still refused.
   */
  isNew?: boolean
}

/** The ISO code as stored: trimmed, upper-case; blank is none. */
export const storedIsoCode = (isoCode: string | null | undefined) => isoCode?.trim().toUpperCase() || null

/**
 * The country rules of spec 3 §5 (name and flag required on create and on edit), shared by the
 * console's dialog and the server: 'Enter the country name', 'Value too long' (over 254 characters
 * once trimmed), 'Upload a flag image' (missing, or not a key from POST /media), 'The ISO code is 2 or 3 letters'.
 */
export function countryFormErrors(
  values: CountryFormValues,
  { isNew = true }: CountryRuleOptions = {},
): CountryFormErrors {
  const errors: CountryFormErrors = {}
  const checks = (field: keyof CountryFormValues) => isNew || values[field] !== undefined

  if (checks('name')) {
    const name = values.name?.trim() ?? ''
    if (!name) errors.name = messages.enterCountryName
    else if (name.length > MAX_INPUT_LENGTH) errors.name = messages.valueTooLong
  }
  const isoCode = values.iso_code?.trim()
  if (isoCode && !ISO_CODE_PATTERN.test(isoCode)) errors.iso_code = messages.invalidIsoCode
  if (checks('flag') && !isUploadKey(values.flag)) errors.flag = messages.uploadFlag
  if ((values.main_entity_name ?? '').trim().length > MAX_INPUT_LENGTH) errors.main_entity_name = messages.valueTooLong
  return errors
}
