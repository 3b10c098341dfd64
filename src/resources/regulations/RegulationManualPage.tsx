import { RecordManualCreate } from '../../layout/records/RecordCreate'
import { regulationKind } from './regulationKind'

/** /analyst/feed/regulations/manually-create (spec 3 §2): a regulation from nothing. */
export const RegulationManualPage = () => <RecordManualCreate kind={regulationKind} />
