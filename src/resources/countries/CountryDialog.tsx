import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack } from '@mui/material'
import { Form, ResourceContextProvider, SaveButton, TextInput, useCreate, useNotify, useUpdate } from 'react-admin'
import { countryFormErrors, type CountryFormValues } from '../../../common/countryRules'
import { ERROR_TOAST_MS, MAX_INPUT_LENGTH } from '../../../common/limits'
import { messages } from '../../../common/messages'
import type { Country } from '../../../server/services/countries/countries.schema'
import { app } from '../../i18n/en'
import { FlagInput } from './FlagInput'

const RESOURCE = 'analyst/countries'

interface Props {
  country?: Country
  onClose: () => void
}

/** Create/edit a country: name, ISO code and flag; the server checks the same rules. */
export function CountryDialog({ country, onClose }: Props) {
  const isNew = !country
  const notify = useNotify()
  const [create] = useCreate()
  const [update] = useUpdate()
  const onError = (error: unknown) =>
    notify((error as Error)?.message || messages.generic, { type: 'error', autoHideDuration: ERROR_TOAST_MS })
  const done = (message: string) => () => {
    notify(message, { type: 'success' })
    onClose()
  }

  const submit = (values: Record<string, unknown>) => {
    const { name, iso_code, flag } = values as CountryFormValues
    const data = { name: name?.trim(), iso_code: iso_code?.trim() || null, flag }
    if (isNew) return create(RESOURCE, { data }, { onSuccess: done(app.countries.created), onError })
    return update(
      RESOURCE,
      { id: country.id, data, previousData: country },
      { onSuccess: done(app.countries.updated), onError },
    )
  }

  return (
    <ResourceContextProvider value={RESOURCE}>
      <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="country-dialog-title">
        <DialogTitle id="country-dialog-title">{isNew ? app.countries.new : app.countries.edit}</DialogTitle>
        <Form
          record={country ?? { name: '', iso_code: '', flag: null }}
          onSubmit={submit}
          validate={(values) => countryFormErrors(values as CountryFormValues) as Record<string, string>}
        >
          <DialogContent>
            <Stack>
              <TextInput source="name" slotProps={{ htmlInput: { maxLength: MAX_INPUT_LENGTH } }} />
              <TextInput source="iso_code" slotProps={{ htmlInput: { maxLength: 3 } }} />
              <FlagInput />
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{app.countries.cancel}</Button>
            <SaveButton label={app.countries.save} alwaysEnable />
          </DialogActions>
        </Form>
      </Dialog>
    </ResourceContextProvider>
  )
}
