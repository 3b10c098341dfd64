import type { ComponentType } from 'react'
import type { FieldValues } from 'react-hook-form'
import type { FeedItem } from '../../../common/feed'
import type { LiveService } from '../../../common/realtime'

/**
 * What sets events and regulations apart for the pieces they share (list, edit, creation by hand and
 * from a feed's selection): the resource, the strings, the form's fields, values and rules, and the calls.
 */
export interface RecordKind<Stored, Values extends FieldValues> {
  /** the Resource: its route without the leading slash */
  resource: 'analyst/events' | 'analyst/regulations'
  /** where its strings are in the catalogue: `app.events`, `app.regulations` */
  strings: 'events' | 'regulations'
  /** the API service whose events keep its list live */
  service: LiveService
  /** the form's inputs */
  Inputs: ComponentType
  empty: () => Values
  fromItem: (item: FeedItem) => Values
  fromRecord: (record: Stored) => Values
  /** the rules of spec 3 §5 (from common/, as the server checks them): a message per field */
  validate: (values: Values) => Record<string, string | undefined>
  /** POST (spec 3 §7); `feedItemId` when the record is made from an item of a feed */
  createPayload: (values: Values, feedItemId?: number) => object
  /** PATCH (spec 3 §7) */
  patchPayload: (values: Values) => object
}

/** A key of the kind's strings, for `translate`. */
export const stringOf = (kind: { strings: string }, key: string) => `app.${kind.strings}.${key}`
