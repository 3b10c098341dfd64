import { useEffect, useState } from 'react'
import { Button, Stack } from '@mui/material'
import { Form, SelectInput, TextInput, setSubmissionErrors, useDataProvider, useNotify } from 'react-admin'
import { useFormContext, useFormState } from 'react-hook-form'
import { ERROR_TOAST_MS, MAX_INPUT_LENGTH } from '../../../common/limits'
import {
  CEFT_NAME_MAX,
  CEFT_UNITS_MAX,
  FUTURE_DATES,
  MULTIPLIERS,
  PERIODICITIES,
  PERIODICITY_LABELS,
  unitsAfterMultiplier,
} from '../../../common/statistics'
import type { Ceft } from '../../../server/services/cross-entity-facet-types/cross-entity-facet-types.schema'
import { useSaveConflict } from '../ConflictDialog'
import type { ConsoleDataProvider } from '../../providers/dataProvider'
import { overwriting } from '../../providers/staleSave'
import {
  ceftBody,
  ceftFormErrors,
  ceftFormValues,
  EMPTY_CEFT,
  serverFieldErrors,
  type CeftFormErrors,
  type CeftFormValues,
} from './ceftValues'
import { ComparisonSetInput } from './ComparisonSetInput'
import { useStrings } from '../../i18n/useStrings'
import { ShortcutSaveButton } from '../ShortcutSaveButton'

export const CEFT_RESOURCE = 'cross-entity-facet-types'

const textLimit = { htmlInput: { maxLength: MAX_INPUT_LENGTH } }
const periodicityChoices = PERIODICITIES.map((id) => ({ id, name: PERIODICITY_LABELS[id] }))
const futureDateChoices = FUTURE_DATES.map((id) => ({ id, name: `app.ceft.futureDateLabels.${id}` }))

/** A chosen multiplier fills empty units with its name (spec 2 §5). */
function MultiplierInput() {
  const strings = useStrings()
  const { getValues, setValue } = useFormContext<CeftFormValues>()
  return (
    <SelectInput
      source="multiplier"
      label={strings.ceft.fields.multiplier}
      choices={[...MULTIPLIERS]}
      optionValue="value"
      optionText="name"
      emptyText={strings.ceft.none}
      onChange={() =>
        setValue('units', unitsAfterMultiplier(getValues('units'), getValues('multiplier')).slice(0, CEFT_UNITS_MAX))
      }
    />
  )
}

/** Puts the server's field errors of a refused save under their inputs (the save may be an overwrite). */
function RefusedFields({ errors }: { errors: CeftFormErrors | null }) {
  const { setError } = useFormContext()
  useEffect(() => {
    if (errors) setSubmissionErrors(errors, setError)
  }, [errors, setError])
  return null
}

function CeftActions({ isNew, onCancel }: { isNew: boolean; onCancel?: () => void }) {
  const strings = useStrings()
  const { reset } = useFormContext()
  const { isSubmitting } = useFormState()
  return (
    <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
      {onCancel && <Button onClick={onCancel}>{strings.ceft.cancel}</Button>}
      {isNew && <Button onClick={() => reset(EMPTY_CEFT)}>{strings.ceft.clear}</Button>}
      {/* the rules speak when Save is pressed, so it is off only while saving */}
      <ShortcutSaveButton label="app.ceft.save" alwaysEnable={!isSubmitting} />
    </Stack>
  )
}

interface Props {
  /** the type to edit; a new one without */
  type?: Ceft
  onSaved: (type: Ceft) => void
  /** shown beside Save (the dialog's Cancel) */
  onCancel?: () => void
}

/**
 * The CEFT editor of spec 2 §2, §5 (the page and the statistics block's dialog): name cut to 32
 * characters, units to 20, units filled from a chosen multiplier when empty; Save, and Clear form for
 * a new type. The server's field errors show under their inputs and are toasted.
 */
export function CeftForm({ type, onSaved, onCancel }: Props) {
  const strings = useStrings()
  const dataProvider = useDataProvider<ConsoleDataProvider>()
  const notify = useNotify()
  // the copy the form was filled from: a save names its version
  const [base, setBase] = useState(type)
  const [refused, setRefused] = useState<CeftFormErrors | null>(null)

  const conflict = useSaveConflict(
    () => base && void dataProvider.getOne<Ceft>(CEFT_RESOURCE, { id: base.id }).then(({ data }) => setBase(data)),
  )

  /** A new type's name is looked up first (spec 2 §7 'A GET by name checks duplicates'); the server checks again. */
  const nameTaken = async (name: string) =>
    (await dataProvider.find<{ data: Ceft[] }>(CEFT_RESOURCE, { name, $limit: 1 })).data.length > 0

  const save = async (values: CeftFormValues, previousData = base): Promise<void> => {
    setRefused(null)
    const data = ceftBody(values)
    try {
      if (!previousData && (await nameTaken(data.name))) {
        setRefused({ name: strings.ceft.nameTaken })
        notify(strings.ceft.nameTaken, { type: 'error', autoHideDuration: ERROR_TOAST_MS })
        return
      }
      const { data: saved } = previousData
        ? await dataProvider.update<Ceft>(CEFT_RESOURCE, { id: previousData.id, data, previousData })
        : await dataProvider.create<Ceft>(CEFT_RESOURCE, { data })
      notify(previousData ? 'app.ceft.updated' : 'app.ceft.created', { type: 'success' })
      setBase(saved)
      onSaved(saved)
    } catch (error) {
      if (previousData && conflict.caught(error, (version) => void save(values, overwriting(previousData, version)))) {
        return
      }
      const fields = serverFieldErrors(error)
      setRefused(fields)
      notify(Object.values(fields)[0] ?? strings.generic, { type: 'error', autoHideDuration: ERROR_TOAST_MS })
    }
  }

  return (
    <>
      <Form
        // a new copy (saved, or reloaded after a conflict) fills the form afresh
        key={base?.updatedAt ?? 'new'}
        record={base ? ceftFormValues(base) : EMPTY_CEFT}
        validate={(values) => ceftFormErrors(values as CeftFormValues)}
        onSubmit={(values: Record<string, unknown>) => save(values as unknown as CeftFormValues)}
        disableInvalidFormNotification
        noValidate
      >
        <Stack spacing={2} sx={{ maxWidth: 560 }}>
          <TextInput
            source="name"
            label={strings.ceft.fields.name}
            isRequired
            parse={(value: string) => value.slice(0, CEFT_NAME_MAX)}
            slotProps={textLimit}
          />
          <TextInput source="currency" label={strings.ceft.fields.currency} slotProps={textLimit} />
          <TextInput
            source="units"
            label={strings.ceft.fields.units}
            parse={(value: string) => value.slice(0, CEFT_UNITS_MAX)}
          />
          <SelectInput
            source="periodicity"
            label={strings.ceft.fields.periodicity}
            choices={periodicityChoices}
            isRequired
          />
          <ComparisonSetInput />
          <MultiplierInput />
          <SelectInput
            source="futureDates"
            label={strings.ceft.fields.futureDates}
            choices={futureDateChoices}
            isRequired
          />
          <TextInput source="footnote" label={strings.ceft.fields.footnote} multiline slotProps={textLimit} />
          <TextInput source="subtitle" label={strings.ceft.fields.subtitle} slotProps={textLimit} />
          <CeftActions isNew={!type} onCancel={onCancel} />
        </Stack>
        <RefusedFields errors={refused} />
      </Form>
      {conflict.dialog}
    </>
  )
}
