import { TextField, type TextFieldProps } from '@mui/material'
import { useStructure } from './structureContext'

/** A text field of the structure, showing the template rules' problem at its `path` (as the server reports it). */
export function CheckedTextField({ path, ...props }: TextFieldProps & { path: string }) {
  const problem = useStructure().errorAt(path)
  return <TextField {...props} error={Boolean(problem)} helperText={problem} />
}
