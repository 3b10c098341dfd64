import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { GetListParams } from 'react-admin'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { CommentRecord, FacetLogRecord } from '../../../../common/entityFormat'
import type { LiveService, ServiceEvent } from '../../../../common/realtime'
import { liveUpdates } from '../../../providers/realtime'
import { renderWithAdmin, signedInAs } from '../../../test/renderWithAdmin'
import { FacetSidePanel, type FacetPanelKind } from './FacetSidePanel'

const comment = (id: string, sourceId: string, details: string): CommentRecord => ({
  id,
  sourceId,
  details,
  assessment: 3,
  userId: 'u-bob',
  username: 'Bob',
  createdAt: '2026-03-02T10:00:00.000Z',
  updatedAt: '2026-03-02T10:00:00.000Z',
})
const log = (id: string, facetId: string, description: string): FacetLogRecord => ({
  id,
  facetId,
  userId: 'u-bob',
  username: 'Bob',
  action: 'update',
  description,
  assignedToId: null,
  createdAt: '2026-03-02T10:00:00.000Z',
  updatedAt: '2026-03-02T10:00:00.000Z',
})

/** The panel of facet f1 over a store the test changes, with the socket's handlers to call. */
function renderPanel(panel: FacetPanelKind, stored: Record<string, object[]>) {
  const heard = new Map<LiveService, ((event: ServiceEvent, record: unknown) => void)[]>()
  vi.spyOn(liveUpdates, 'onServiceEvents').mockImplementation((service, handler) => {
    heard.set(service, [...(heard.get(service) ?? []), handler])
    return () => undefined
  })
  const getList = vi.fn(async (resource: string, params: GetListParams) => ({
    data: params.filter.$limit === 0 ? [] : stored[resource],
    total: stored[resource].length,
  }))
  renderWithAdmin(<FacetSidePanel facetId="f1" facetName="Summary" panel={panel} onClose={() => undefined} />, {
    dataProvider: { getList },
    authProvider: signedInAs({ id: 'u-ann', name: 'Ann Analyst', role: 'analyst' }),
  })
  const send = (service: LiveService, event: ServiceEvent, record: object) =>
    act(() => heard.get(service)?.forEach((handler) => handler(event, record)))
  return { getList, send }
}

afterEach(() => vi.restoreAllMocks())

describe('Facet panel: others’ entries, live', () => {
  it('shows a comment another user adds, keeping what the user is typing', async () => {
    const stored = { comments: [comment('c1', 'f1', 'First look')] }
    const { getList, send } = renderPanel('comments', stored)
    const list = await screen.findByRole('list', { name: 'Comments' })
    expect(within(list).getByText('First look')).toBeInTheDocument()
    await userEvent.type(screen.getByRole('textbox', { name: 'Comment' }), 'Half a thought')
    const asked = getList.mock.calls.length
    // another facet's comment reads nothing again
    send('comments', 'created', comment('c9', 'f2', 'Elsewhere'))
    stored.comments = [comment('c2', 'f1', 'Live from Bob'), ...stored.comments]
    send('comments', 'created', stored.comments[0])
    expect(await within(list).findByText('Live from Bob')).toBeInTheDocument()
    expect(getList.mock.calls.length).toBe(asked + 1)
    expect(screen.getByRole('textbox', { name: 'Comment' })).toHaveValue('Half a thought')
  })

  it('follows the log and its count as changes elsewhere write to it', async () => {
    const stored = { 'facet-logs': [log('l1', 'f1', 'Facet created')] }
    const { getList, send } = renderPanel('log', stored)
    expect(await screen.findByText('1 entry')).toBeInTheDocument()
    const asked = getList.mock.calls.length
    // a change of another facet reads nothing again
    send('facet-meta-data', 'patched', { id: 'f2', entityId: 'e1', meta: { id: 'f2', stage: 'review' } })
    send('facet-mass-edits', 'created', { meta: [], fieldValues: [], newFields: [] })
    expect(getList.mock.calls.length).toBe(asked)
    const changes: [LiveService, object, string][] = [
      ['facet-meta-data', { id: 'f1', entityId: 'e1', meta: { id: 'f1', stage: 'review' } }, 'Moved to review'],
      ['facet-mass-edits', { meta: [], fieldValues: [{ id: 'x', facetId: 'f1' }], newFields: [] }, 'Changed Summary'],
      ['rejections', { id: 'r1', facetId: 'f1' }, 'Rejected'],
      ['entities', { id: 'e1', facets: [{ id: 'f0' }, { id: 'f1' }] }, 'Saved with the entity'],
    ]
    for (const [service, record, description] of changes) {
      stored['facet-logs'] = [log(`l-${service}`, 'f1', description), ...stored['facet-logs']]
      send(service, service === 'facet-meta-data' || service === 'entities' ? 'patched' : 'created', record)
      expect(await screen.findByText(description)).toBeInTheDocument()
    }
    await waitFor(() => expect(screen.getByText('5 entries')).toBeInTheDocument())
  })
})
