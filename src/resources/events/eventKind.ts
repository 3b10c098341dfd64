import type { Event } from '../../../server/services/events/events.schema'
import type { RecordKind } from '../../layout/records/recordKind'
import { EventInputs } from './EventInputs'
import {
  createPayload,
  emptyEventValues,
  errorsOf,
  patchPayload,
  valuesFromArticle,
  valuesFromEvent,
  type EventValues,
} from './eventValues'

/** Events, made from the articles' feed: what the shared list, edit and creation pieces need of them. */
export const eventKind: RecordKind<Event, EventValues> = {
  resource: 'analyst/events',
  strings: 'events',
  service: 'events',
  Inputs: EventInputs,
  empty: emptyEventValues,
  fromItem: valuesFromArticle,
  fromRecord: valuesFromEvent,
  validate: errorsOf,
  createPayload,
  patchPayload,
}
