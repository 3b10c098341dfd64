import { RecordManualCreate } from '../../layout/records/RecordCreate'
import { eventKind } from './eventKind'

/** /analyst/feed/manually-create (spec 3 §2): an event from nothing. */
export const EventManualPage = () => <RecordManualCreate kind={eventKind} />
