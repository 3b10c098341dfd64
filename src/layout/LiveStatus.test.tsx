import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { AdminContext } from 'react-admin'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { LIVE_GRACE_MS } from '../../common/realtime'
import { i18nProvider } from '../providers/i18nProvider'
import { liveUpdates, useListsReadAgainWhenBackLive } from '../providers/realtime'
import { LiveStatus } from './LiveStatus'

const { sockets } = vi.hoisted(() => ({ sockets: [] as FakeSocket[] }))

/** A socket.io client socket that never reaches a server: the test says what happens to it. */
class FakeSocket {
  connected = false
  private handlers = new Map<string, ((...args: unknown[]) => void)[]>()
  private anyHandlers: ((...args: unknown[]) => void)[] = []
  signIns: { data: unknown; ack: (error: unknown) => void }[] = []
  on(event: string, handler: (...args: unknown[]) => void) {
    this.handlers.set(event, [...(this.handlers.get(event) ?? []), handler])
    return this
  }
  onAny(handler: (...args: unknown[]) => void) {
    this.anyHandlers.push(handler)
    return this
  }
  emit(_event: string, _path: string, data: unknown, _params: unknown, ack: (error: unknown) => void) {
    this.signIns.push({ data, ack })
  }
  fire(event: string, ...args: unknown[]) {
    if (event === 'connect') this.connected = true
    if (event === 'disconnect') this.connected = false
    this.handlers.get(event)?.forEach((handler) => handler(...args))
  }
  hear(event: string, data: unknown) {
    this.anyHandlers.forEach((handler) => handler(event, data))
  }
  connect() {}
  close() {
    this.connected = false
  }
}

vi.mock('socket.io-client', () => ({
  io: () => {
    const socket = new FakeSocket()
    sockets.push(socket)
    return socket
  },
}))

const renderStatus = () =>
  render(
    <AdminContext i18nProvider={i18nProvider}>
      <LiveStatus />
    </AdminContext>,
  )

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true })
  localStorage.setItem('feathers-jwt', 'a-token')
})
afterEach(() => {
  act(() => liveUpdates.signedOut())
  sockets.length = 0
  vi.useRealTimers()
})

/** Signs the console in: one socket opens. */
async function signIn() {
  act(() => liveUpdates.signedIn())
  return sockets.at(-1) as FakeSocket
}

async function connectAndSignIn(socket: FakeSocket) {
  await act(async () => socket.fire('connect'))
  await vi.waitFor(() => expect(socket.signIns).toHaveLength(1))
  expect(socket.signIns[0].data).toEqual({ strategy: 'jwt', accessToken: 'a-token' })
  act(() => socket.signIns[0].ack(null))
}

describe('LiveStatus', () => {
  it('says nothing while the socket first connects, then that live updates are on', async () => {
    renderStatus()
    const socket = await signIn()
    expect(screen.queryByRole('status')).toBeNull()
    await connectAndSignIn(socket)
    expect(screen.getByRole('status')).toHaveTextContent('Live updates are on')
  })

  it('names the last change heard in its tooltip, and not in the status a screen reader reads out', async () => {
    renderStatus()
    const socket = await signIn()
    await connectAndSignIn(socket)
    act(() => socket.hear('comments created', { id: 'c1' }))
    expect(screen.getByRole('status')).toHaveTextContent(
      'Live updates are on: changes by others show as they are saved',
    )
    await userEvent.hover(screen.getByRole('status'))
    expect(await screen.findByRole('tooltip')).toHaveTextContent(/Last change heard: comments created at \d+:\d\d/)
  })

  it('says live updates are off when the socket cannot connect within the grace time', async () => {
    renderStatus()
    const socket = await signIn()
    act(() => socket.fire('connect_error', new Error('refused')))
    act(() => vi.advanceTimersByTime(LIVE_GRACE_MS - 100))
    expect(screen.queryByRole('status')).toBeNull()
    act(() => socket.fire('connect_error', new Error('refused')))
    act(() => vi.advanceTimersByTime(200))
    expect(screen.getByRole('status')).toHaveTextContent('Live updates are off: changes by others show when you reload')
  })

  it('stays on through a drop that comes back in time, and goes off for one that does not', async () => {
    renderStatus()
    const socket = await signIn()
    await connectAndSignIn(socket)
    act(() => socket.fire('disconnect', 'transport close'))
    act(() => vi.advanceTimersByTime(LIVE_GRACE_MS / 2))
    socket.signIns.length = 0
    await connectAndSignIn(socket)
    act(() => vi.advanceTimersByTime(LIVE_GRACE_MS))
    expect(screen.getByRole('status')).toHaveTextContent('Live updates are on')
    act(() => socket.fire('disconnect', 'transport close'))
    act(() => vi.advanceTimersByTime(LIVE_GRACE_MS + 100))
    expect(screen.getByRole('status')).toHaveTextContent('Live updates are off')
  })

  it('tells those who catch up when the socket is live again after a drop, not when it first is', async () => {
    renderStatus()
    const backLive = vi.fn()
    const stop = liveUpdates.onBackLive(backLive)
    const socket = await signIn()
    await connectAndSignIn(socket)
    expect(backLive).not.toHaveBeenCalled()
    act(() => socket.fire('disconnect', 'transport close'))
    socket.signIns.length = 0
    await connectAndSignIn(socket)
    expect(backLive).toHaveBeenCalledTimes(1)
    stop()
  })

  it('has the lists on screen read again when the socket is back, not the records', async () => {
    const queryClient = new QueryClient()
    const list = ['events', 'getList', { pagination: { page: 1, perPage: 25 } }]
    const record = ['entities', 'getOne', { id: 'e1' }]
    queryClient.setQueryData(list, { data: [], total: 0 })
    queryClient.setQueryData(record, { id: 'e1' })
    function Lists() {
      useListsReadAgainWhenBackLive()
      return null
    }
    render(
      <QueryClientProvider client={queryClient}>
        <Lists />
      </QueryClientProvider>,
    )
    const socket = await signIn()
    await connectAndSignIn(socket)
    expect(queryClient.getQueryState(list)?.isInvalidated).toBe(false)
    act(() => socket.fire('disconnect', 'transport close'))
    socket.signIns.length = 0
    await connectAndSignIn(socket)
    expect(queryClient.getQueryState(list)?.isInvalidated).toBe(true)
    expect(queryClient.getQueryState(record)?.isInvalidated).toBe(false)
  })

  it('goes off at once when the server ends the session, and shows nothing once signed out', async () => {
    renderStatus()
    const socket = await signIn()
    await connectAndSignIn(socket)
    act(() => socket.fire('disconnect', 'io server disconnect'))
    expect(screen.getByRole('status')).toHaveTextContent('Live updates are off')
    act(() => liveUpdates.signedOut())
    expect(screen.queryByRole('status')).toBeNull()
  })
})
