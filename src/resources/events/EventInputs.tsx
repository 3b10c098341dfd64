import { DateInput, usePermissions } from 'react-admin'
import { EVENT_DESCRIPTION_MAX, EVENT_TITLE_MAX } from '../../../common/events'
import type { Role } from '../../../common/roles'
import { CountedTextInput, SearchPickerInput } from '../../layout/records/recordInputs'
import { AttachmentsInput, LocationsInput, SourcesInput } from './EventFields'
import { useStrings } from '../../i18n/useStrings'
import { format } from '../../i18n/en'

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
  const strings = useStrings()
  const { permissions: role } = usePermissions<Role>()
  const count = (max: number) => (length: number) => format(strings.events.count, { count: length, max })
  return (
    <>
      <SearchPickerInput source="topics" label={`${strings.events.topics} *`} resource="countries" topics />
      <CountedTextInput
        source="title"
        label={strings.events.title}
        isRequired
        multiline
        maxRows={4}
        max={EVENT_TITLE_MAX}
        counter={count(EVENT_TITLE_MAX)}
      />
      <CountedTextInput
        source="description"
        label={strings.events.description}
        multiline
        minRows={2}
        max={EVENT_DESCRIPTION_MAX}
        counter={(length) => `${strings.events.descriptionHelp} (${count(EVENT_DESCRIPTION_MAX)(length)})`}
      />
      <SearchPickerInput
        source="entities"
        label={`${strings.events.entities} *`}
        resource="entity-infos"
        filter={ENTITY_FILTER}
      />
      <SearchPickerInput
        source="briefs"
        label={`${strings.events.briefs} *`}
        resource="briefs"
        filter={briefFilterFor(role)}
      />
      <DateInput source="date" label={strings.events.date} isRequired sx={{ width: 220 }} />
      <LocationsInput />
      <SourcesInput />
      <AttachmentsInput />
    </>
  )
}
