import { afterEach, describe, expect, it, vi } from 'vitest'
import type { LiveService, ServiceEvent } from '../../../../common/realtime'
import type { FacetLockRecord } from '../../../../server/services/facet-locks/facet-locks.schema'
import type { PresenceRecord } from '../../../../server/services/presence/presence.schema'
import { TAB_ID } from '../../../providers/browserTab'
import type { ConsoleDataProvider } from '../../../providers/dataProvider'
import { liveUpdates } from '../../../providers/realtime'
import { Collaboration } from './collaboration'

const ENTITY = '00000000-0000-4000-8000-00000000000e'
const ME = '00000000-0000-4000-8000-0000000000a1'
const OTHER = '00000000-0000-4000-8000-0000000000b2'
const FACET = '00000000-0000-4000-8000-0000000000f1'

const lockOf = (userId: string, userName: string, facetId = FACET): FacetLockRecord => ({
  id: facetId,
  entityId: ENTITY,
  userId,
  userName,
  takenAt: '2026-11-27T10:00:00.000Z',
  seenAt: '2026-11-27T10:00:00.000Z',
})
const tabOf = (id: string, userId: string, userName: string, entityId = ENTITY): PresenceRecord => ({
  id,
  userId,
  userName,
  entityId,
  seenAt: '2026-11-27T10:00:00.000Z',
})

/** The session's handlers of the socket's events, called as the socket would. */
function listen() {
  const heard = new Map<LiveService, ((event: ServiceEvent, record: unknown) => void)[]>()
  vi.spyOn(liveUpdates, 'onServiceEvents').mockImplementation((service, handler) => {
    heard.set(service, [...(heard.get(service) ?? []), handler])
    return () => undefined
  })
  return (service: LiveService, event: ServiceEvent, record: object) =>
    heard.get(service)?.forEach((handler) => handler(event, record))
}

function session(
  post: (resource: string, data: object) => Promise<unknown>,
  found: { present?: PresenceRecord[] } = {},
) {
  const dataProvider = {
    post: vi.fn(post),
    find: vi.fn(async (resource: string) => ({ data: resource === 'presence' ? (found.present ?? []) : [] })),
    removeAsPageLeaves: vi.fn(async () => ({})),
  }
  const refused = vi.fn()
  const collaboration = new Collaboration(dataProvider as unknown as ConsoleDataProvider, ENTITY, ME, refused)
  return { collaboration, dataProvider, refused }
}

const lockCalls = (dataProvider: { post: { mock: { calls: unknown[][] } } }) =>
  dataProvider.post.mock.calls.filter(([resource]) => resource === 'facet-locks')

afterEach(() => {
  vi.restoreAllMocks()
})

describe('the others in an entity', () => {
  it('says it is here, reads who else is (not its own tab), and follows them live', async () => {
    const emit = listen()
    const { collaboration, dataProvider } = session(async () => ({}), {
      present: [tabOf(TAB_ID, ME, 'Me'), tabOf('tab-2', OTHER, 'Olga Other')],
    })
    collaboration.start()
    await vi.waitFor(() => expect(collaboration.getState().present.map((one) => one.userName)).toEqual(['Olga Other']))
    expect(dataProvider.post).toHaveBeenCalledWith('presence', { id: TAB_ID, entityId: ENTITY })

    emit('presence', 'created', tabOf('tab-3', ME, 'Me in another tab'))
    emit('presence', 'created', tabOf('tab-4', OTHER, 'Elsewhere', '00000000-0000-4000-8000-0000000000ee'))
    expect(collaboration.getState().present.map((one) => one.id)).toEqual(['tab-2', 'tab-3'])
    emit('presence', 'removed', tabOf('tab-2', OTHER, ''))
    expect(collaboration.getState().present.map((one) => one.id)).toEqual(['tab-3'])

    collaboration.stop()
    expect(dataProvider.removeAsPageLeaves).toHaveBeenCalledWith('presence', TAB_ID)
  })

  it('takes a facet’s lock at its first edit, and does not ask again at each keystroke', async () => {
    listen()
    const { collaboration, dataProvider } = session(async (resource) =>
      resource === 'facet-locks' ? lockOf(ME, 'Me') : {},
    )
    collaboration.edited(FACET)
    collaboration.edited(FACET)
    await vi.waitFor(() => expect(collaboration.getState().locks.get(FACET)?.userId).toBe(ME))
    collaboration.edited(FACET)
    expect(lockCalls(dataProvider)).toEqual([['facet-locks', { facetId: FACET }]])
  })

  it('keeps off a facet another edits: a refusal shows their lock and says so', async () => {
    const emit = listen()
    const held = lockOf(OTHER, 'Olga Other')
    const { collaboration, dataProvider, refused } = session(async () => {
      throw Object.assign(new Error('Olga Other is editing this facet'), { code: 409, data: { lock: held } })
    })
    collaboration.start()
    collaboration.edited(FACET)
    await vi.waitFor(() => expect(refused).toHaveBeenCalledWith(held, expect.any(Error)))
    expect(collaboration.getState().locks.get(FACET)).toEqual(held)
    // held by another: no more asking while it lasts
    collaboration.edited(FACET)
    expect(lockCalls(dataProvider)).toHaveLength(1)
    // released (their save): the facet is free again
    emit('facet-locks', 'removed', held)
    expect(collaboration.getState().locks.has(FACET)).toBe(false)
    collaboration.stop()
  })

  it('lets an admin take a facet over', async () => {
    listen()
    const { collaboration, dataProvider } = session(async () => lockOf(ME, 'Me'))
    await collaboration.takeOver(FACET)
    expect(lockCalls(dataProvider)).toEqual([['facet-locks', { facetId: FACET, takeOver: true }]])
    expect(collaboration.getState().locks.get(FACET)?.userId).toBe(ME)
  })
})
