import { Typography } from '@mui/material'
import { useFormContext, useWatch } from 'react-hook-form'
import { AutocompleteArrayInput, ReferenceArrayInput, SelectInput, TextInput, useResourceContext } from 'react-admin'
import { briefFormErrors, canHaveParents, type BriefFormValues } from '../../../common/briefRules'
import { BRIEF_PARENT_SEARCH_LIMIT, PARENT_TYPE, type BriefType } from '../../../common/briefTypes'
import { MAX_INPUT_LENGTH } from '../../../common/limits'
import { fillMessage } from '../../../common/messages'
import type { Brief } from '../../../server/services/briefs/briefs.schema'
import { useStrings } from '../../i18n/useStrings'
import { FormDialog, useSaveRecord } from '../../layout/FormDialog'
import { BRIEF_TYPE_CHOICES } from './briefChoices'
import { ShortcutSaveButton } from '../../layout/ShortcutSaveButton'

/** The parent picker for the chosen type, or the spec's sentence when that type takes no parent. */
function ParentsInput() {
  const strings = useStrings()
  const type = useWatch<BriefFormValues>({ name: 'type' }) as BriefType | undefined
  if (!type) return null
  const parentType = PARENT_TYPE[type]
  if (!parentType) {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ my: 1 }}>
        {fillMessage(strings.briefCannotHaveParent, { type })}
      </Typography>
    )
  }
  return (
    <ReferenceArrayInput
      source="parents"
      reference="briefs"
      filter={{ type: parentType }}
      perPage={BRIEF_PARENT_SEARCH_LIMIT}
      sort={{ field: 'name', order: 'ASC' }}
    >
      <AutocompleteArrayInput
        label="resources.analyst/elements/briefs.fields.parents"
        optionText="name"
        filterToQuery={(name: string) => (name ? { name: { $iLike: name } } : {})}
        helperText={fillMessage(strings.briefs.parentsHelp, { parentType })}
      />
    </ReferenceArrayInput>
  )
}

/** The type: changing it empties the parents, which were of the type the old one takes. */
function TypeInput() {
  const { setValue } = useFormContext<BriefFormValues>()
  return (
    <SelectInput
      source="type"
      choices={BRIEF_TYPE_CHOICES}
      onChange={() => setValue('parents', [], { shouldDirty: true })}
    />
  )
}

/** Save is enabled once a type is chosen (spec 3 §5); the name is checked on saving. */
function SaveBriefButton() {
  const strings = useStrings()
  const type = useWatch<BriefFormValues>({ name: 'type' })
  return <ShortcutSaveButton label={strings.briefs.save} alwaysEnable={Boolean(type)} disabled={!type} />
}

interface Props {
  brief?: Brief
  onClose: () => void
}

/** Create/edit a brief: name, type, parents by the parent rule; the server checks the same rules. */
export function BriefDialog({ brief, onClose }: Props) {
  const strings = useStrings()
  const resource = useResourceContext() ?? 'briefs'
  const { save, conflictDialog } = useSaveRecord(resource, strings.briefs, onClose)
  const submit = (values: Record<string, unknown>) => {
    const { name, type, parents } = values as BriefFormValues
    return save({ name: name?.trim(), type, parents: canHaveParents(type) ? (parents ?? []) : [] }, brief)
  }
  const record = brief
    ? { name: brief.name, type: brief.type, parents: brief.parents.map((parent) => parent.id) }
    : { name: '', type: '', parents: [] }
  return (
    <FormDialog
      conflictDialog={conflictDialog}
      resource={resource}
      title={brief ? strings.briefs.edit : strings.briefs.new}
      record={record}
      onSubmit={submit}
      validate={(values) => briefFormErrors(values as BriefFormValues) as Record<string, string>}
      onClose={onClose}
      cancelLabel={strings.briefs.cancel}
      saveButton={<SaveBriefButton />}
    >
      <TextInput source="name" slotProps={{ htmlInput: { maxLength: MAX_INPUT_LENGTH } }} />
      <TypeInput />
      <ParentsInput />
    </FormDialog>
  )
}
