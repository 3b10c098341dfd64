import type { ReactNode } from 'react'
import { Box, FormHelperText, Link, Stack, Typography } from '@mui/material'
import type { FieldSetValues, FieldValue } from '../../../../common/entityFormat'
import type { FacetFieldType, RuleValue } from '../../../../common/templateFormat'
import { useStrings } from '../../../i18n/useStrings'
import { fileUrl } from '../../../providers/files'

/** What every kind's editor receives: the set, how to change it, and the field's label. */
export interface KindEditorProps {
  fieldType: FacetFieldType
  values: FieldSetValues
  onChange: (values: FieldSetValues) => void
  readOnly: boolean
  /** the rule Label, else the field type's name */
  label: string
}

/** A rule as text: absent, blank and non-text rules read as undefined. */
export const ruleText = (value: RuleValue | undefined): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined

/** The label a field shows: its Label rule, else the field type's name. */
export const fieldLabel = (fieldType: FacetFieldType) => ruleText(fieldType.rules.Label) ?? fieldType.name

/** An attribute's value as the text an input holds. */
export const textOf = (value: FieldValue | undefined): string =>
  value === null || value === undefined ? '' : String(value)

interface FrameProps {
  fieldType: FacetFieldType
  label: string
  /** false when the input shows the label itself (a checkbox) */
  titled?: boolean
  children: ReactNode
}

/** One field set: its label (with the required marker), its inputs or values, and the Info and Description rules as help. */
export function FieldFrame({ fieldType, label, titled = true, children }: FrameProps) {
  const strings = useStrings()
  const help = [ruleText(fieldType.rules.Info), ruleText(fieldType.rules.Description)].filter(Boolean)
  return (
    <Box role="group" aria-label={label}>
      {titled && (
        <Typography variant="subtitle2" component="div" sx={{ mb: 0.5 }}>
          {label}
          {fieldType.required && (
            <Box component="span" sx={{ color: 'error.main', ml: 0.25 }} title={strings.entityFields.required}>
              *
            </Box>
          )}
        </Typography>
      )}
      {children}
      {help.map((text) => (
        <FormHelperText key={text}>{text}</FormHelperText>
      ))}
    </Box>
  )
}

/** A value shown without an input; a dash when there is none. */
export function ReadOnlyText({ value, multiline = false }: { value: FieldValue | undefined; multiline?: boolean }) {
  const strings = useStrings()
  const text = textOf(value)
  return (
    <Typography
      variant="body2"
      color={text ? 'text.primary' : 'text.secondary'}
      sx={{ whiteSpace: multiline ? 'pre-wrap' : undefined, overflowWrap: 'anywhere' }}
    >
      {text || strings.entityFields.empty}
    </Typography>
  )
}

/** Named values shown without inputs, one a line: "Start date  03/15/2024". */
export function ValueRows({ rows }: { rows: [label: string, value: ReactNode][] }) {
  return (
    <Stack component="dl" spacing={0.25} sx={{ m: 0 }}>
      {rows.map(([name, value]) => (
        <Stack key={name} direction="row" spacing={1} sx={{ alignItems: 'baseline' }}>
          <Typography component="dt" variant="caption" color="text.secondary" sx={{ minWidth: 110 }}>
            {name}
          </Typography>
          <Box component="dd" sx={{ m: 0, flex: 1, minWidth: 0 }}>
            {typeof value === 'string' || value === null || value === undefined ? (
              <ReadOnlyText value={value ?? null} />
            ) : (
              value
            )}
          </Box>
        </Stack>
      ))}
    </Stack>
  )
}

/** A stored file, linked by its name (the last part of its key). */
export function StoredFileLink({ storageKey }: { storageKey: string }) {
  return (
    <Link href={fileUrl(storageKey)} target="_blank" rel="noopener" variant="body2" sx={{ overflowWrap: 'anywhere' }}>
      {storageKey.split('/').at(-1)}
    </Link>
  )
}
