import { TextField } from '@mui/material'
import { format } from '../../i18n/en'
import { useStrings } from '../../i18n/useStrings'
import { jsonSyntaxError } from './templateText'

interface Props {
  text: string
  onChange: (text: string) => void
}

/** The template as JSON, for experts: where the text stops being JSON is said under it as it is typed. */
export function JsonView({ text, onChange }: Props) {
  const strings = useStrings()
  const syntax = text.trim() ? jsonSyntaxError(text) : undefined
  return (
    <TextField
      label={strings.templates.json}
      helperText={syntax ? format(strings.templates.invalidJsonAt, syntax) : strings.templates.help}
      error={Boolean(syntax)}
      value={text}
      onChange={(event) => onChange(event.target.value)}
      multiline
      minRows={24}
      fullWidth
      slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace', fontSize: 13 } } }}
    />
  )
}
