import { AutocompleteInput, ReferenceInput, type RaRecord } from 'react-admin'
import { useFormContext } from 'react-hook-form'
import {
  RELATIONSHIP_SEARCH_DEBOUNCE_MS,
  RELATIONSHIP_SEARCH_LIMIT,
  RELATIONSHIP_SEARCH_MIN_CHARS,
} from '../../../common/relationships'

const searchable = (text: string | undefined) => (text ?? '').trim().length >= RELATIONSHIP_SEARCH_MIN_CHARS

/**
 * The country's main entity (spec 3 §2), searched by name among entities once 3 characters are typed,
 * 300 ms after the last one (spec 3 §9), 50 at a time (spec 3 §7); its name is kept beside its id so the
 * list shows it without another call.
 */
export function MainEntityInput() {
  const { setValue } = useFormContext()
  return (
    <ReferenceInput
      source="main_entity_id"
      reference="entities"
      perPage={RELATIONSHIP_SEARCH_LIMIT}
      sort={{ field: 'name', order: 'ASC' }}
      // the input's own debounce is the one wait
      debounce={0}
      enableGetChoices={(filter: { name?: { $iLike?: string } }) => searchable(filter.name?.$iLike)}
    >
      <AutocompleteInput
        optionText={(entity: RaRecord) => entity.name || entity.type}
        filterToQuery={(name: string) => (searchable(name) ? { name: { $iLike: name.trim() } } : {})}
        shouldRenderSuggestions={searchable}
        debounce={RELATIONSHIP_SEARCH_DEBOUNCE_MS}
        onChange={(_id, entity) => setValue('main_entity_name', entity ? entity.name : null, { shouldDirty: true })}
      />
    </ReferenceInput>
  )
}
