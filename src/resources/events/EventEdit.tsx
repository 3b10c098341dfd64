import { RecordEdit } from '../../layout/records/RecordEdit'
import { eventKind } from './eventKind'

/** /analyst/events/{id} (spec 3 §2): the event form with the stored event; Save changes. */
export const EventEdit = () => <RecordEdit kind={eventKind} />
