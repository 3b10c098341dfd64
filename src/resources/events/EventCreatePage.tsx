import { RecordWizard } from '../../layout/records/RecordWizard'
import { eventKind } from './eventKind'

/** /analyst/feed/create (spec 3 §2): an event from each selected article, prefilled from it. */
export const EventCreatePage = () => <RecordWizard kind={eventKind} feed="article" />
