import { Link, Stack } from '@mui/material'
import { FunctionField, TextField, useResourceContext } from 'react-admin'
import type { RssSource } from '../../../server/services/rss-sources/rss-sources.schema'
import { useStrings } from '../../i18n/useStrings'
import { displayDay } from '../../layout/dates'
import { searchFilter, topicFilter } from '../../layout/listFilters'
import { joined } from '../../layout/phoneList'
import { ReferenceList } from '../../layout/ReferenceList'
import { TopicChip } from '../../layout/TopicChip'
import { HealthDot } from './HealthDot'
import { NameSortHeader, UNSORTED } from './NameSortHeader'
import { SourceDialog } from './SourceDialog'
import { languageName } from './languageChoices'
import { sourceTypeOf } from './sourceLists'

const filters = [
  searchFilter('name.$iLike', 'resources.analyst/sources/articles.fields.name'),
  topicFilter('topicId', 'resources.analyst/sources/articles.fields.topicId'),
]

/**
 * One list per kind of RSS source (the resource tells which): 100 a page, numbered; filtered by name
 * and topic; the name sort cycles ascending, descending, none.
 */
export function SourceList() {
  const strings = useStrings()
  const type = sourceTypeOf(useResourceContext() ?? '')
  return (
    <ReferenceList<RssSource>
      title={strings.sources.titles[type]}
      labels={strings.sources}
      filter={{ type }}
      filters={filters}
      sort={UNSORTED}
      nameOf={(source) => source.name}
      phoneDetail={(source) =>
        joined(languageName(source.language), source.topics.map((topic) => topic.topicName).join(', '))
      }
      dialog={(source, onClose) => <SourceDialog type={type} source={source} onClose={onClose} />}
    >
      <FunctionField source="health" sortable={false} render={() => <HealthDot />} />
      <TextField source="name" sortable={false} label={<NameSortHeader />} />
      <FunctionField
        source="websiteUrl"
        sortable={false}
        render={(source: RssSource) => (
          <Link
            href={source.websiteUrl}
            target="_blank"
            rel="noopener noreferrer"
            title={source.websiteUrl}
            sx={{ display: 'block', maxWidth: 160, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
          >
            {source.websiteUrl}
          </Link>
        )}
      />
      <FunctionField source="language" sortable={false} render={(source: RssSource) => languageName(source.language)} />
      <FunctionField
        source="topics"
        sortable={false}
        render={(source: RssSource) => (
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
            {source.topics.map((topic) => (
              <TopicChip key={topic.topicId} topic={{ id: topic.topicId, name: topic.topicName }} />
            ))}
          </Stack>
        )}
      />
      <FunctionField source="updatedAt" render={(source: RssSource) => displayDay(source.updatedAt)} />
      <FunctionField source="createdAt" render={(source: RssSource) => displayDay(source.createdAt)} />
    </ReferenceList>
  )
}
