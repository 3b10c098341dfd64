import { AutocompleteInput, ReferenceInput, type RaRecord } from 'react-admin'
import { useFormContext } from 'react-hook-form'
import { ENTITY_SEARCH_LIMIT, ENTITY_SEARCH_MIN_CHARS } from '../../../common/limits'

const searchable = (text: string) => text.trim().length >= ENTITY_SEARCH_MIN_CHARS

/**
 * The country's main entity (spec 3 §2), searched by name among entities once two characters are
 * typed; its name is kept beside its id so the list shows it without another call.
 */
export function MainEntityInput() {
  const { setValue } = useFormContext()
  return (
    <ReferenceInput
      source="main_entity_id"
      reference="entities"
      perPage={ENTITY_SEARCH_LIMIT}
      sort={{ field: 'name', order: 'ASC' }}
    >
      <AutocompleteInput
        optionText={(entity: RaRecord) => entity.name || entity.type}
        filterToQuery={(name: string) => (searchable(name) ? { name: { $iLike: name.trim() } } : {})}
        shouldRenderSuggestions={searchable}
        onChange={(_id, entity) => setValue('main_entity_name', entity ? entity.name : null, { shouldDirty: true })}
      />
    </ReferenceInput>
  )
}
