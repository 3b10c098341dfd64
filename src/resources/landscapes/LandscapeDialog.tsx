import { TextInput } from 'react-admin'
import { landscapeFormErrors, storedAlternativeNames, type LandscapeFormValues } from '../../../common/landscapeRules'
import { MAX_INPUT_LENGTH } from '../../../common/limits'
import type { Landscape } from '../../../server/services/landscapes/landscapes.schema'
import { useStrings } from '../../i18n/useStrings'
import { AlwaysSaveButton, FormDialog, useSaveRecord } from '../../layout/FormDialog'
import { AlternativeNamesInput } from './AlternativeNamesInput'

const RESOURCE = 'analyst/landscapes'

interface Props {
  landscape?: Landscape
  onClose: () => void
}

/** Create/edit a landscape: name and alternative names; the server checks the same rules. */
export function LandscapeDialog({ landscape, onClose }: Props) {
  const strings = useStrings()
  const { save, conflictDialog } = useSaveRecord(RESOURCE, strings.landscapes, onClose)
  const submit = (values: Record<string, unknown>) => {
    const { name, alternative_names } = values as LandscapeFormValues
    const trimmed = name?.trim() ?? ''
    return save(
      { name: trimmed, alternative_names: storedAlternativeNames(alternative_names ?? [], trimmed) },
      landscape,
    )
  }
  return (
    <FormDialog
      conflictDialog={conflictDialog}
      resource={RESOURCE}
      title={landscape ? strings.landscapes.edit : strings.landscapes.new}
      record={landscape ?? { name: '', alternative_names: [] }}
      onSubmit={submit}
      validate={(values) => landscapeFormErrors(values as LandscapeFormValues) as Record<string, string>}
      onClose={onClose}
      cancelLabel={strings.landscapes.cancel}
      saveButton={<AlwaysSaveButton label={strings.landscapes.save} />}
    >
      <TextInput source="name" slotProps={{ htmlInput: { maxLength: MAX_INPUT_LENGTH } }} />
      <AlternativeNamesInput />
    </FormDialog>
  )
}
