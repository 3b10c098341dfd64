import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { NOTIFICATIONS_KEPT, type Notification } from '../../../common/notifications'
import { liveUpdates } from '../../providers/realtime'
import { renderWithAdmin, signedInAs } from '../../test/renderWithAdmin'
import { NotificationBell } from './NotificationBell'

const { sockets } = vi.hoisted(() => ({ sockets: [] as FakeSocket[] }))

/** A socket.io client socket that never reaches a server: the test says what it hears. */
class FakeSocket {
  connected = false
  private anyHandlers: ((...args: unknown[]) => void)[] = []
  on() {
    return this
  }
  onAny(handler: (...args: unknown[]) => void) {
    this.anyHandlers.push(handler)
    return this
  }
  emit() {}
  hear(event: string, data: unknown) {
    this.anyHandlers.forEach((handler) => handler(event, data))
  }
  connect() {}
  close() {}
}

vi.mock('socket.io-client', () => ({
  io: () => {
    const socket = new FakeSocket()
    sockets.push(socket)
    return socket
  },
}))

const amira = { id: 'u-amira', name: 'Amira Haddad', role: 'analyst' }

const notification = (extra: Partial<Notification> = {}): Notification => ({
  kind: 'assigned',
  entityId: 'e-1',
  entityName: 'Port of Antwerp',
  entityType: 'Plot',
  facetId: 'f-1',
  facetName: 'Summary',
  by: { id: 'u-admin', name: 'Sam Admin' },
  at: new Date().toISOString(),
  ...extra,
})

function renderBell() {
  const view = renderWithAdmin(<NotificationBell />, { authProvider: signedInAs(amira) })
  act(() => liveUpdates.signedIn())
  return { view, socket: sockets.at(-1) as FakeSocket }
}

beforeEach(() => localStorage.setItem('feathers-jwt', 'a-token'))
afterEach(() => {
  act(() => liveUpdates.signedOut())
  sockets.length = 0
})

describe('NotificationBell', () => {
  it('says when there is nothing yet', async () => {
    renderBell()
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications' }))
    const menu = screen.getByRole('menu', { name: 'Notifications' })
    expect(menu).toHaveTextContent('No notifications yet')
  })

  it('toasts each notification heard, counts the unread, lists them newest first and marks them read', async () => {
    const { socket } = renderBell()
    await screen.findByRole('button', { name: 'Notifications' })
    act(() => socket.hear('notification', notification()))
    expect(await screen.findByText('Sam Admin assigned you Summary of Port of Antwerp')).toBeInTheDocument()
    act(() =>
      socket.hear(
        'notification',
        notification({ kind: 'commented', facetId: 'f-2', facetName: 'Sector', entityType: 'Actor' }),
      ),
    )
    const bell = screen.getByRole('button', { name: 'Notifications (2 unread)' })
    await userEvent.click(bell)
    const items = within(screen.getByRole('menu', { name: 'Notifications' })).getAllByRole('menuitem')
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Sam Admin commented on Sector of Port of Antwerp.*ago$/),
      expect.stringMatching(/^Sam Admin assigned you Summary of Port of Antwerp.*ago$/),
    ])
    expect(items[0]).toHaveAttribute('href', '/analyst/entities/editor/e-1#f-2')
    expect(items[1]).toHaveAttribute('href', '/analyst/entities/editor/e-1#f-1')
    // opening the menu read them
    expect(screen.getByRole('button', { name: 'Notifications', hidden: true })).toBeInTheDocument()
  })

  it('keeps the most recent ones in the browser, for the user, after a reload', async () => {
    const { view, socket } = renderBell()
    await screen.findByRole('button', { name: 'Notifications' })
    act(() => {
      for (let index = 0; index <= NOTIFICATIONS_KEPT; index++) {
        socket.hear('notification', notification({ facetId: `f-${index}`, facetName: `Facet ${index}` }))
      }
    })
    await screen.findByRole('button', { name: `Notifications (${NOTIFICATIONS_KEPT} unread)` })
    view.unmount()
    renderWithAdmin(<NotificationBell />, { authProvider: signedInAs(amira) })
    await userEvent.click(await screen.findByRole('button', { name: `Notifications (${NOTIFICATIONS_KEPT} unread)` }))
    const items = within(screen.getByRole('menu', { name: 'Notifications' })).getAllByRole('menuitem')
    expect(items).toHaveLength(NOTIFICATIONS_KEPT)
    expect(items[0]).toHaveTextContent(`Facet ${NOTIFICATIONS_KEPT}`)
    expect(JSON.parse(localStorage.getItem(`notifications:${amira.id}`) ?? '[]')).toHaveLength(NOTIFICATIONS_KEPT)
  })
})
