import { useNotify } from 'react-admin'
import { messages } from '../../../common/messages'
import { app } from '../../i18n/en'
import { feathersClient } from '../../providers/feathersClient'
import type { Event } from '../../../server/services/events/events.schema'
import { createPayload, patchPayload, type EventValues } from './eventValues'

const t = app.events
/** The event messages stay 3 s (spec 3 §9). */
const TOAST = { autoHideDuration: 3000 }

const messageOf = (error: unknown) => (error instanceof Error && error.message) || ''

/** Publish and save with the toasts of spec 3 §8; each answers whether it worked. */
export function useEventCalls() {
  const notify = useNotify()
  const events = feathersClient.service('events')
  return {
    async publish(values: EventValues, articleId?: number): Promise<Event | null> {
      try {
        const event = (await events.create(createPayload(values, articleId))) as Event
        notify(t.created, { type: 'success', ...TOAST })
        return event
      } catch (error) {
        notify(messageOf(error) || messages.generic, { type: 'error', ...TOAST })
        return null
      }
    },
    async save(id: number, values: EventValues): Promise<Event | null> {
      try {
        const event = (await events.patch(id, patchPayload(values))) as Event
        notify(t.saved, { type: 'success', ...TOAST })
        return event
      } catch (error) {
        notify(messageOf(error) || t.saveFailed, { type: 'error', ...TOAST })
        return null
      }
    },
    async remove(id: number): Promise<boolean> {
      try {
        await events.remove(id)
        notify(t.deleted, { type: 'success', ...TOAST })
        return true
      } catch (error) {
        notify(messageOf(error) || messages.generic, { type: 'error', ...TOAST })
        return false
      }
    },
  }
}
