import { FunctionField, TextField } from 'react-admin'
import type { Regulation } from '../../../server/services/regulation/regulation.schema'
import { displayDay } from '../../layout/dates'
import { FEED_ROUTES } from '../../layout/feedRoutes'
import { TopicChip } from '../../layout/TopicChip'
import { RecordLinkField, RecordList } from '../../layout/records/RecordList'
import { regulationKind } from './regulationKind'

/** /analyst/regulations (spec 3 §2 Regulations list): filters topic, updated day, user, entity and title. */
export function RegulationList() {
  return (
    <RecordList<Regulation>
      kind={regulationKind}
      madeFrom={FEED_ROUTES.regulation}
      nameOf={(regulation) => regulation.summarizedName}
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
