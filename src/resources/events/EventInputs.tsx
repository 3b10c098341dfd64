import { DateInput, usePermissions, useTranslate } from 'react-admin'
import { EVENT_DESCRIPTION_MAX, EVENT_TITLE_MAX } from '../../../common/events'
import type { Role } from '../../../common/roles'
import { CountedTextInput, SearchPickerInput } from '../records/recordInputs'
import { AttachmentsInput, LocationsInput, SourcesInput } from './EventFields'

/**
 * The briefs an analyst may tag an event with: industry and core briefs; an admin searches every brief
 * (spec 3 §2: the brief search is restricted by role).
 */
export const briefFilterFor = (role: Role | undefined) =>
  role === 'admin' ? {} : { type: { $in: ['industry', 'core'] } }

const ENTITY_FILTER = { type: { $ne: 'Brief' } }

/**
 * The event form's fields (spec 3 §2, §5), shared by the wizard, manual creation and edit: topics, title,
 * description, entities, briefs, date, locations, sources and attachments.
 */
export function EventInputs() {
  const translate = useTranslate()
  const { permissions: role } = usePermissions<Role>()
  const label = (key: string) => translate(`app.events.${key}`)
  const count = (max: number) => (length: number) => translate('app.events.count', { count: length, max })
  return (
    <>
      <SearchPickerInput source="topics" label={`${label('topics')} *`} resource="countries" />
      <CountedTextInput
        source="title"
        label={label('title')}
        isRequired
        multiline
        maxRows={4}
        max={EVENT_TITLE_MAX}
        counter={count(EVENT_TITLE_MAX)}
      />
      <CountedTextInput
        source="description"
        label={label('description')}
        multiline
        minRows={2}
        max={EVENT_DESCRIPTION_MAX}
        counter={(length) => `${label('descriptionHelp')} (${count(EVENT_DESCRIPTION_MAX)(length)})`}
      />
      <SearchPickerInput
        source="entities"
        label={`${label('entities')} *`}
        resource="entity-infos"
        filter={ENTITY_FILTER}
      />
      <SearchPickerInput
        source="briefs"
        label={`${label('briefs')} *`}
        resource="briefs"
        filter={briefFilterFor(role)}
      />
      <DateInput source="date" label={label('date')} isRequired sx={{ width: 220 }} />
      <LocationsInput />
      <SourcesInput />
      <AttachmentsInput />
    </>
  )
}
