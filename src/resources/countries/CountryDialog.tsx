import { TextInput } from 'react-admin'
import { countryFormErrors, type CountryFormValues } from '../../../common/countryRules'
import { MAX_INPUT_LENGTH } from '../../../common/limits'
import type { Country } from '../../../server/services/countries/countries.schema'
import { useStrings } from '../../i18n/useStrings'
import { AlwaysSaveButton, FormDialog, useSaveRecord } from '../../layout/FormDialog'
import { FlagInput } from './FlagInput'
import { MainEntityInput } from './MainEntityInput'

const RESOURCE = 'analyst/countries'

interface Props {
  country?: Country
  onClose: () => void
}

/** Create/edit a country: name, ISO code, flag and main entity; the server checks the same rules. */
export function CountryDialog({ country, onClose }: Props) {
  const strings = useStrings()
  const { save, conflictDialog } = useSaveRecord(RESOURCE, strings.countries, onClose)
  const submit = (values: Record<string, unknown>) => {
    const { name, iso_code, flag, main_entity_id, main_entity_name } = values as CountryFormValues
    return save(
      {
        name: name?.trim(),
        iso_code: iso_code?.trim() || null,
        flag,
        main_entity_id: main_entity_id || null,
        main_entity_name,
      },
      country,
    )
  }
  return (
    <FormDialog
      conflictDialog={conflictDialog}
      resource={RESOURCE}
      title={country ? strings.countries.edit : strings.countries.new}
      record={country ?? { name: '', iso_code: '', flag: null, main_entity_id: null, main_entity_name: null }}
      onSubmit={submit}
      validate={(values) => countryFormErrors(values as CountryFormValues) as Record<string, string>}
      onClose={onClose}
      cancelLabel={strings.countries.cancel}
      saveButton={<AlwaysSaveButton label={strings.countries.save} />}
    >
      <TextInput source="name" slotProps={{ htmlInput: { maxLength: MAX_INPUT_LENGTH } }} />
      <TextInput source="iso_code" slotProps={{ htmlInput: { maxLength: 3 } }} />
      <FlagInput />
      <MainEntityInput />
    </FormDialog>
  )
}
