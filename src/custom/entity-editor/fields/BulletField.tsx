import { Stack } from '@mui/material'
import { textLimit } from '../../../../common/fieldValueRules'
import { useStrings } from '../../../i18n/useStrings'
import { DictionarySelect } from './DictionarySelect'
import { LimitedTextField } from './LimitedTextField'
import { ValueRows, ruleText, textOf, type KindEditorProps } from './parts'

/** A Bullet: a section and a requirement from the dictionaries its rules name, and a description. */
export function BulletField({ fieldType, values, onChange, readOnly }: KindEditorProps) {
  const t = useStrings().entityFields
  const { rules } = fieldType
  if (readOnly)
    return (
      <ValueRows
        rows={[
          [t.section, textOf(values.section)],
          [t.requirement, textOf(values.requirement)],
          [t.description, textOf(values.description)],
        ]}
      />
    )
  return (
    <Stack spacing={1.5}>
      <DictionarySelect
        label={t.section}
        dictionaryKey={ruleText(rules.Section)}
        value={textOf(values.section)}
        selectedId={textOf(values.sectionSelectedId)}
        onChange={(item) => onChange({ ...values, section: item?.value ?? null, sectionSelectedId: item?.id ?? null })}
      />
      <DictionarySelect
        label={t.requirement}
        dictionaryKey={ruleText(rules.Requirement)}
        value={textOf(values.requirement)}
        selectedId={textOf(values.requirementSelectedId)}
        onChange={(item) =>
          onChange({ ...values, requirement: item?.value ?? null, requirementSelectedId: item?.id ?? null })
        }
      />
      <LimitedTextField
        label={t.description}
        value={values.description}
        limit={textLimit('Bullet', rules)}
        multiline
        onChange={(description) => onChange({ ...values, description })}
      />
    </Stack>
  )
}
