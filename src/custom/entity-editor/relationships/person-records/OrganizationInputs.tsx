import { useState } from 'react'
import { Autocomplete, TextField } from '@mui/material'
import { SelectInput, TextInput, useInput, useTranslate, ValidationError } from 'react-admin'
import { useWatch } from 'react-hook-form'
import { useNameSearch, type SearchOption } from '../../../../layout/useNameSearch'
import { PRODUCT_NAME } from '../../../../productName'
import { fieldLabel, type PersonRecordKind } from './personRecordKinds'
import { format } from '../../../../i18n/en'
import { useStrings } from '../../../../i18n/useStrings'

interface NamedEntityProps {
  source: string
  label: string
  chosen: SearchOption | null
  onChoose: (entity: SearchOption | null) => void
}

/** An entity of the product found by name (3 characters, spec 2 §5); the form holds its id. */
function NamedEntityInput({ source, label, chosen, onChoose }: NamedEntityProps) {
  const { field, fieldState } = useInput<string | null>({ source })
  const [search, setSearch] = useState('')
  const found = useNameSearch('entities', search)
  const error = fieldState.error?.message
  return (
    <Autocomplete
      options={found}
      value={chosen}
      filterOptions={(options) => options}
      getOptionLabel={(option) => option.name}
      isOptionEqualToValue={(option, value) => option.id === value.id}
      onInputChange={(_event, input, reason) => reason !== 'reset' && setSearch(input)}
      onChange={(_event, entity) => {
        onChoose(entity)
        field.onChange(entity ? String(entity.id) : null)
      }}
      onBlur={field.onBlur}
      renderInput={(params) => (
        <TextField
          {...params}
          name={field.name}
          label={label}
          error={Boolean(error)}
          helperText={error ? <ValidationError error={error} /> : undefined}
        />
      )}
    />
  )
}

/**
 * Where a role's employer (an education's institution) is (spec 2 §5): Organization source {product}
 * picks an entity of the product, Non-{product} takes a text.
 */
export function OrganizationInputs({ kind, named }: { kind: PersonRecordKind; named: SearchOption | null }) {
  const translate = useTranslate()
  const strings = useStrings()
  const source = useWatch({ name: 'organizationSource' })
  // kept here, so that the picker shows its entity again when the source is switched back
  const [entity, setEntity] = useState(named)
  const choices = [
    { id: 'product', name: format(strings.person.product, { product: PRODUCT_NAME }) },
    { id: 'other', name: format(strings.person.nonProduct, { product: PRODUCT_NAME }) },
  ]
  return (
    <>
      <SelectInput
        source="organizationSource"
        label={strings.person.organizationSource}
        choices={choices}
        translateChoice={false}
        isRequired
      />
      {source === 'product' ? (
        <NamedEntityInput
          source={kind.entityField}
          label={translate(kind.strings.entityLabel)}
          chosen={entity}
          onChoose={setEntity}
        />
      ) : (
        <TextInput
          source={kind.textField}
          label={translate(fieldLabel(kind.textField))}
          slotProps={{ htmlInput: { maxLength: kind.limits[kind.textField] } }}
        />
      )}
    </>
  )
}
