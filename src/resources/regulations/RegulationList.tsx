import { format as formatDate } from 'date-fns'
import { Link } from 'react-router-dom'
import { FEED_DATE_DISPLAY } from '../../../common/limits'
import { ROUTES } from '../../../common/routes'
import type { Regulation } from '../../../server/services/regulation/regulation.schema'
import { app } from '../../i18n/en'
import { useRecordCalls } from '../events/recordCalls'
import { RecordList } from '../events/RecordList'

const t = app.regulations
const editRoute = (regulation: Regulation) => `${ROUTES.regulations}/${regulation.id}`

/** /analyst/regulations (spec 3 §2 Regulations list): filters topic, updated day, user, entity and title. */
export function RegulationList() {
  const calls = useRecordCalls<Regulation>('regulation', t)
  return (
    <RecordList<Regulation>
      heading={t.listTitle}
      service="regulation"
      nameOf={(regulation) => regulation.summarizedName}
      editRoute={editRoute}
      remove={(regulation) => calls.remove(regulation.id)}
      texts={t}
      columns={[
        { label: t.id, cell: (regulation) => regulation.id },
        {
          label: t.summarizedName,
          cell: (regulation) => <Link to={editRoute(regulation)}>{regulation.summarizedName}</Link>,
        },
        { label: t.legalName, cell: (regulation) => regulation.legalName },
        { label: t.issuer, cell: (regulation) => regulation.issuerEntity.name },
        { label: t.topic, cell: (regulation) => regulation.topic?.name ?? '' },
        { label: t.createdBy, cell: (regulation) => regulation.createdBy?.name ?? '' },
        {
          label: t.updatedAt,
          cell: (regulation) => formatDate(new Date(regulation.updatedAt), FEED_DATE_DISPLAY),
          noWrap: true,
        },
      ]}
    />
  )
}
