import { RecordEdit } from '../../layout/records/RecordEdit'
import { regulationKind } from './regulationKind'

/** /analyst/regulations/{id} (spec 3 §2): the regulation form with the stored regulation; Save changes. */
export const RegulationEdit = () => <RecordEdit kind={regulationKind} />
