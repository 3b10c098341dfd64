import AddIcon from '@mui/icons-material/Add'
import { Button, FormHelperText, MenuItem, Paper, Stack } from '@mui/material'
import { MAX_INPUT_LENGTH } from '../../../../common/limits'
import { DUPLICATE_SETTINGS, FACET_LEVELS } from '../../../../common/templateFormat'
import type { FacetTypeInput } from '../../../../common/templateRules'
import { format } from '../../../i18n/en'
import { useStrings } from '../../../i18n/useStrings'
import { FieldTypeCard } from './FieldTypeCard'
import { FlagBoxes } from './FlagBoxes'
import { ItemActions } from './ItemActions'
import { CheckedTextField } from './CheckedTextField'
import { useStructure } from './structureContext'

interface Props {
  facetType: FacetTypeInput
  index: number
  first: boolean
  last: boolean
  /** the sections it may be moved to */
  sections: string[]
}

const FLAGS = ['required', 'display', 'create', 'archived'] as const

const choiceOf = (value: unknown, values: readonly string[]) =>
  typeof value === 'string' && values.includes(value) ? value : ''

/** One facet type of a section: its name, level, duplicate setting, section and flags, and its field types. */
export function FacetTypeCard({ facetType, index, first, last, sections }: Props) {
  const strings = useStrings()
  const { dispatch, errorAt } = useStructure()
  const path = `facetTypes[${index}]`
  const name = facetType.name || strings.templates.unnamed
  const update = (patch: Partial<Omit<FacetTypeInput, 'facetFieldTypes' | 'id'>>) =>
    dispatch({ type: 'updateFacetType', facetType: index, patch })
  const fieldTypes = facetType.facetFieldTypes
    .map((fieldType, position) => ({ fieldType, position }))
    .sort((a, b) => a.fieldType.order - b.fieldType.order || a.position - b.position)
  const select = (field: 'level' | 'duplicate' | 'section', label: string, values: readonly string[]) => (
    <CheckedTextField
      path={`${path}.${field}`}
      select
      label={label}
      size="small"
      value={choiceOf(facetType[field], values)}
      onChange={(event) => update({ [field]: event.target.value })}
      sx={{ flex: '1 1 140px' }}
    >
      {values.map((value) => (
        <MenuItem key={value} value={value}>
          {value}
        </MenuItem>
      ))}
    </CheckedTextField>
  )

  return (
    <Paper variant="outlined" role="group" aria-label={format(strings.templates.facetType, { name })} sx={{ p: 1.5 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', flexWrap: 'wrap', rowGap: 1.5 }}>
        <CheckedTextField
          path={`${path}.name`}
          label={strings.templates.facetTypeName}
          size="small"
          required
          value={String(facetType.name ?? '')}
          onChange={(event) => update({ name: event.target.value })}
          slotProps={{ htmlInput: { maxLength: MAX_INPUT_LENGTH } }}
          sx={{ flex: '2 1 200px' }}
        />
        {select('level', strings.templates.level, FACET_LEVELS)}
        {select('duplicate', strings.templates.duplicate, DUPLICATE_SETTINGS)}
        {select('section', strings.templates.section, sections)}
        <ItemActions
          name={name}
          first={first}
          last={last}
          onMove={(by) => dispatch({ type: 'moveFacetType', facetType: index, by })}
          onRemove={() => dispatch({ type: 'removeFacetType', facetType: index })}
        />
      </Stack>
      <FlagBoxes flags={FLAGS} values={facetType} onChange={(flag, checked) => update({ [flag]: checked })} />
      <Stack spacing={1}>
        {fieldTypes.map(({ fieldType, position }, place) => (
          <FieldTypeCard
            key={position}
            fieldType={fieldType}
            facetType={index}
            index={position}
            first={place === 0}
            last={place === fieldTypes.length - 1}
            path={`${path}.facetFieldTypes[${position}]`}
          />
        ))}
      </Stack>
      {errorAt(`${path}.facetFieldTypes`) && (
        <FormHelperText error>{errorAt(`${path}.facetFieldTypes`)}</FormHelperText>
      )}
      <Button size="small" startIcon={<AddIcon />} onClick={() => dispatch({ type: 'addFieldType', facetType: index })}>
        {strings.templates.addFieldType}
      </Button>
    </Paper>
  )
}
