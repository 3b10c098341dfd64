import { useWatch } from 'react-hook-form'
import { AutocompleteArrayInput, ReferenceArrayInput, SelectInput, TextInput, useResourceContext } from 'react-admin'
import { MAX_INPUT_LENGTH } from '../../../common/limits'
import { isRssSourceReady, rssSourceFormErrors, type RssSourceFormValues } from '../../../common/rssSourceRules'
import type { RssSourceType } from '../../../common/rssSourceTypes'
import type { RssSource } from '../../../server/services/rss-sources/rss-sources.schema'
import { useStrings } from '../../i18n/useStrings'
import { FormDialog, useSaveRecord } from '../../layout/FormDialog'
import { LANGUAGE_CHOICES } from './languageChoices'
import { ShortcutSaveButton } from '../../layout/ShortcutSaveButton'

/** Save is enabled once name, address, language and a topic are there (spec 3 §5). */
function SaveSourceButton() {
  const strings = useStrings()
  const values = useWatch<RssSourceFormValues>() as RssSourceFormValues
  const ready = isRssSourceReady(values)
  return <ShortcutSaveButton label={strings.sources.save} alwaysEnable={ready} disabled={!ready} />
}

interface Props {
  type: RssSourceType
  source?: RssSource
  onClose: () => void
}

/** Create/edit an RSS source of the list's kind: name, feed address, language, topics. */
export function SourceDialog({ type, source, onClose }: Props) {
  const strings = useStrings()
  const resource = useResourceContext() ?? 'rss-sources'
  const { save, conflictDialog } = useSaveRecord(resource, strings.sources, onClose)
  const submit = (values: Record<string, unknown>) => {
    const { name, websiteUrl, language, topics } = values as RssSourceFormValues
    return save({ name: name?.trim(), websiteUrl: websiteUrl?.trim(), language, type, topics }, source)
  }
  const record = source
    ? { ...source, topics: source.topics.map((topic) => topic.topicId) }
    : { name: '', websiteUrl: '', language: 'en', type, topics: [] }
  return (
    <FormDialog
      conflictDialog={conflictDialog}
      resource={resource}
      title={source ? strings.sources.edit : strings.sources.new}
      record={record}
      onSubmit={submit}
      mode="onBlur"
      validate={(values) => rssSourceFormErrors(values as RssSourceFormValues) as Record<string, string>}
      onClose={onClose}
      cancelLabel={strings.sources.cancel}
      saveButton={<SaveSourceButton />}
    >
      <TextInput source="name" slotProps={{ htmlInput: { maxLength: MAX_INPUT_LENGTH } }} />
      <TextInput source="websiteUrl" type="url" />
      <SelectInput source="language" choices={LANGUAGE_CHOICES} />
      <ReferenceArrayInput source="topics" reference="countries" sort={{ field: 'name', order: 'ASC' }}>
        <AutocompleteArrayInput
          optionText="name"
          filterToQuery={(name: string) => (name ? { name: { $iLike: name } } : {})}
        />
      </ReferenceArrayInput>
    </FormDialog>
  )
}
