import { Navigate, useParams } from 'react-router-dom'
import { ROUTES } from '../../../common/routes'
import type { Regulation } from '../../../server/services/regulation/regulation.schema'
import { app } from '../../i18n/en'
import { useRecordCalls } from '../events/recordCalls'
import { FeedWizard } from '../feed/FeedWizard'
import { RegulationForm } from './RegulationForm'
import { regulationPayload, valuesFromItem } from './regulationValues'

const t = app.regulations
const KINDS = ['regulation', 'regulation-article'] as const

/** /analyst/feed/regulations/create/{type} (spec 3 §2): a regulation from each selected item of that feed. */
export function RegulationCreatePage() {
  const { type } = useParams()
  const calls = useRecordCalls<Regulation>('regulation', t)
  const kind = KINDS.find((one) => one === type)
  if (!kind) return <Navigate to={ROUTES.feedRegulations} replace />
  return (
    <FeedWizard
      key={kind}
      kind={kind}
      texts={t}
      form={(item, next) => (
        <RegulationForm
          key={item.id}
          mode="create"
          initial={valuesFromItem(item)}
          onSubmit={async (values) => {
            if (await calls.publish(regulationPayload(values, item.id))) next()
          }}
        />
      )}
    />
  )
}
