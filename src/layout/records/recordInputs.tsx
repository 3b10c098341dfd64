import { useEffect, type ReactNode } from 'react'
import { TextInput, useInput, ValidationError, type TextInputProps, type ValidationErrorMessage } from 'react-admin'
import { useFormContext, useFormState, useWatch, type ControllerFieldState } from 'react-hook-form'
import { SearchPicker, type Picked } from '../SearchPicker'
import { SearchSelect } from '../SearchSelect'

/** A field's error in the reader's words, once it shows. */
export const fieldError = ({ error }: ControllerFieldState): ReactNode =>
  error?.message ? <ValidationError error={error.message as ValidationErrorMessage} /> : undefined

/**
 * Once the form has been submitted, a change of `source` checks `fields` again, as a changed field is
 * checked: their rules read it too (a source or an attachment; a start day before the end day).
 * `asTyped` checks them from the first change on, before any submit: for mistakes worth telling at once.
 */
export function useRecheckOnChange(source: string, fields: string[], asTyped = false) {
  const { trigger } = useFormContext()
  const { isSubmitted } = useFormState()
  const value: unknown = useWatch({ name: source })
  const names = fields.join(',')
  useEffect(() => {
    if (isSubmitted || asTyped) void trigger(names.split(','))
  }, [value, isSubmitted, asTyped, names, trigger])
}

/** A value kept as given: an emptied text is '', as the rules and payloads read it, not null. */
export const asIs = <T,>(value: T) => value

interface SearchProps {
  source: string
  label: string
  /** the resource searched by name, 3 characters and 300 ms after the last (spec 3 §2) */
  resource: string
  filter?: Record<string, unknown>
  limit?: number
  /** the items are topics, shown in their palette colour */
  topics?: boolean
}

/** Several items searched by name (topics, entities, briefs) as a form input: its value is the items picked. */
export function SearchPickerInput({ source, label, resource, filter, limit, topics }: SearchProps) {
  const { field, fieldState } = useInput<Picked[]>({ source, format: (value) => value ?? [], parse: asIs<Picked[]> })
  const error = fieldError(fieldState)
  return (
    <SearchPicker
      label={label}
      resource={resource}
      filter={filter}
      limit={limit}
      topics={topics}
      value={field.value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={error}
    />
  )
}

/** One item searched by name as a form input: its value is the item picked, or null. */
export function SearchSelectInput({ source, label, resource, filter, width }: SearchProps & { width?: number }) {
  const { field, fieldState } = useInput<Picked | null>({
    source,
    format: (value) => value ?? null,
    parse: asIs<Picked | null>,
  })
  const error = fieldError(fieldState)
  return (
    <SearchSelect
      label={label}
      resource={resource}
      filter={filter}
      value={field.value}
      onChange={field.onChange}
      width={width}
      error={error}
    />
  )
}

/** A text input whose help counts its characters against its limit, in the kind's words. */
export function CountedTextInput({
  max,
  counter,
  ...props
}: Omit<TextInputProps, 'helperText'> & { max: number; counter: (length: number) => string }) {
  const value = useWatch({ name: props.source }) as string | null | undefined
  return (
    <TextInput
      parse={asIs<string>}
      helperText={counter(value?.length ?? 0)}
      slotProps={{ htmlInput: { maxLength: max } }}
      {...props}
    />
  )
}
