import { FunctionField, TextField } from 'react-admin'
import { format } from '../../i18n/en'
import { useStrings } from '../../i18n/useStrings'
import type { Regulation } from '../../../server/services/regulation/regulation.schema'
import { displayDay } from '../../layout/dates'
import { FEED_ROUTES } from '../../layout/feedRoutes'
import { joined } from '../../layout/phoneList'
import { TopicChip } from '../../layout/TopicChip'
import { RecordLinkField, RecordList } from '../../layout/records/RecordList'
import { regulationKind } from './regulationKind'

/** /analyst/regulations (spec 3 §2 Regulations list): filters topic, updated day, user, entity and title. */
export function RegulationList() {
  const strings = useStrings()
  return (
    <RecordList<Regulation>
      kind={regulationKind}
      madeFrom={FEED_ROUTES.regulation}
      nameOf={(regulation) => regulation.summarizedName}
      phoneDetail={(regulation) =>
        joined(
          regulation.issuerEntity?.name,
          format(strings.layout.modifiedOn, { date: displayDay(regulation.updatedAt) }),
        )
      }
    >
      <TextField source="id" sortable={false} />
      <RecordLinkField source="summarizedName" sortable={false} />
      <TextField source="legalName" sortable={false} />
      <TextField source="issuerEntity.name" label="resources.analyst/regulations.fields.issuer" sortable={false} />
      <FunctionField
        source="topic"
        label="resources.analyst/regulations.fields.topicId"
        sortable={false}
        render={(regulation: Regulation) => (regulation.topic ? <TopicChip topic={regulation.topic} /> : '')}
      />
      <TextField source="createdBy.name" label="resources.analyst/regulations.fields.createdBy" sortable={false} />
      <FunctionField
        source="updatedAt"
        sortable={false}
        render={(regulation: Regulation) => displayDay(regulation.updatedAt)}
      />
    </RecordList>
  )
}
