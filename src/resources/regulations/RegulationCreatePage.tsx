import { Navigate, useParams } from 'react-router-dom'
import { ROUTES } from '../../../common/routes'
import { RecordWizard } from '../../layout/records/RecordWizard'
import { regulationKind } from './regulationKind'

const FEEDS = ['regulation', 'regulation-article'] as const

/** /analyst/feed/regulations/create/{type} (spec 3 §2): a regulation from each selected item of that feed. */
export function RegulationCreatePage() {
  const { type } = useParams()
  const feed = FEEDS.find((one) => one === type)
  if (!feed) return <Navigate to={ROUTES.feedRegulations} replace />
  return <RecordWizard key={feed} kind={regulationKind} feed={feed} />
}
