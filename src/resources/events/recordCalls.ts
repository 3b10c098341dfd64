import { useDataProvider, useNotify, type RaRecord } from 'react-admin'
import { messages } from '../../../common/messages'

/** The event and regulation messages stay 3 s (spec 3 §9). */
const TOAST = { autoHideDuration: 3000 }

const messageOf = (error: unknown) => (error instanceof Error && error.message) || ''

interface Texts {
  created: string
  saved: string
  deleted: string
  saveFailed: string
}

/**
 * Publish, save and delete of events or regulations with the toasts of spec 3 §8: the success message,
 * else the server's message (for a save, 'Can't update …' when it gave none). Each answers the record,
 * or null when it failed.
 */
export function useRecordCalls<T extends RaRecord>(service: 'events' | 'regulation', texts: Texts) {
  const notify = useNotify()
  const dataProvider = useDataProvider()
  const call = async <R>(
    run: () => Promise<R>,
    success: string,
    fallback: string,
    /** takes a failure that is not to be toasted (a stale save, which opens its dialog instead) */
    caught: (failure: unknown) => boolean = () => false,
  ): Promise<R | null> => {
    try {
      const answer = await run()
      notify(success, { type: 'success', ...TOAST })
      return answer
    } catch (error) {
      if (!caught(error)) notify(messageOf(error) || fallback, { type: 'error', ...TOAST })
      return null
    }
  }
  return {
    publish: (payload: object) =>
      call(
        async () => (await dataProvider.create<T>(service, { data: payload })).data,
        texts.created,
        messages.generic,
      ),
    save: (id: number, payload: object, caught?: (failure: unknown) => boolean) =>
      call(
        async () => (await dataProvider.update<T>(service, { id, data: payload, previousData: undefined })).data,
        texts.saved,
        texts.saveFailed,
        caught,
      ),
    remove: async (id: number) =>
      (await call(
        async () => (await dataProvider.delete<T>(service, { id })).data,
        texts.deleted,
        messages.generic,
      )) !== null,
  }
}
