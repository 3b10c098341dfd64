import { BadRequest } from '@feathersjs/errors'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { GetListParams } from 'react-admin'
import { describe, expect, it, vi } from 'vitest'
import type { CommentRecord, FacetLogRecord, RejectionRecord } from '../../../../common/entityFormat'
import { renderWithAdmin, signedInAs } from '../../../test/renderWithAdmin'
import { FacetSidePanel, type FacetPanelKind } from './FacetSidePanel'

const ANALYST = { id: 'u-ann', name: 'Ann Analyst', role: 'analyst' }
const ADMIN = { id: 'u-ada', name: 'Ada Admin', role: 'admin' }

const stamp = (day: number) => `2026-03-${String(day).padStart(2, '0')}T10:00:00.000Z`
const comment = (id: string, userId: string, username: string, details: string, assessment: number): CommentRecord => ({
  id,
  sourceId: 'f1',
  details,
  assessment,
  userId,
  username,
  createdAt: stamp(Number(id.slice(1))),
  updatedAt: stamp(Number(id.slice(1))),
})
const log = (id: string, action: FacetLogRecord['action'], description: string, day: number): FacetLogRecord => ({
  id,
  facetId: 'f1',
  userId: ADMIN.id,
  username: ADMIN.name,
  action,
  description,
  assignedToId: null,
  createdAt: stamp(day),
  updatedAt: stamp(day),
})

const COMMENTS = [
  comment('c2', ANALYST.id, ANALYST.name, 'Needs a source', 2),
  comment('c1', 'u-bob', 'Bob', 'Fine', 5),
]
const LOGS = [
  log('l4', 'reassign', 'Reassigned to Bob', 4),
  log('l3', 'update', 'Changed Summary', 3),
  log('l2', 'reassign', 'Reassigned to Ann Analyst', 2),
  log('l1', 'create', 'Facet created', 1),
]
const REJECTIONS: RejectionRecord[] = [
  {
    id: 'r1',
    facetId: 'f1',
    comment: 'The summary is off topic',
    createdAt: stamp(5),
    rejector: { id: ADMIN.id, name: ADMIN.name },
    user: { id: ANALYST.id, name: ANALYST.name },
  },
]
const DATA: Record<string, object[]> = { comments: COMMENTS, 'facet-logs': LOGS, rejections: REJECTIONS }

function renderPanel(panel: FacetPanelKind, user = ANALYST) {
  const getList = vi.fn(async (resource: string, params: GetListParams) => {
    const all = DATA[resource]
    return { data: params.filter.$limit === 0 ? [] : all, total: resource === 'facet-logs' ? 137 : all.length }
  })
  const create = vi.fn(async (_resource: string, { data }: { data: object }) => ({ data: { id: 'new', ...data } }))
  const deleteOne = vi.fn(async (_resource: string, { id }: { id: string }) => ({ data: { id } }))
  const onClose = vi.fn()
  const onFacetChanged = vi.fn()
  const onCommentsChanged = vi.fn()
  renderWithAdmin(
    <FacetSidePanel
      facetId="f1"
      facetName="Summary"
      panel={panel}
      onClose={onClose}
      onFacetChanged={onFacetChanged}
      onCommentsChanged={onCommentsChanged}
    />,
    { dataProvider: { getList, create, delete: deleteOne }, authProvider: signedInAs(user) },
  )
  return { getList, create, deleteOne, onClose, onFacetChanged, onCommentsChanged }
}

describe('Facet side panel', () => {
  it('is a right-hand panel titled with the facet and the panel, closed by its button', async () => {
    const { onClose } = renderPanel('log')
    const panel = await screen.findByRole('dialog', { name: 'Summary — Log' })
    expect(panel).toHaveStyle({ width: '465px' })
    await userEvent.click(within(panel).getByRole('button', { name: 'Close' }))
    expect(onClose).toHaveBeenCalled()
  })
})

describe('Comments panel', () => {
  it('lists the 100 most recent comments, newest first, with their assessment', async () => {
    const { getList } = renderPanel('comments')
    const list = await screen.findByRole('list', { name: 'Comments' })
    expect(within(list).getAllByRole('listitem')).toHaveLength(2)
    expect(within(list).getByText('Needs a source')).toBeInTheDocument()
    expect(within(list).getByRole('img', { name: 'Assessment 5 of 5' })).toBeInTheDocument()
    expect(getList).toHaveBeenCalledWith(
      'comments',
      expect.objectContaining({
        filter: { sourceId: 'f1' },
        sort: { field: 'createdAt', order: 'DESC' },
        pagination: { page: 1, perPage: 100 },
      }),
    )
  })

  it('keeps Add disabled while the text is empty, then sends the details and the assessment (3 by default)', async () => {
    const { create, getList, onCommentsChanged } = renderPanel('comments')
    const add = await screen.findByRole('button', { name: 'Add' })
    expect(add).toBeDisabled()
    await userEvent.type(screen.getByRole('textbox', { name: 'Comment' }), '   ')
    expect(add).toBeDisabled()
    await userEvent.type(screen.getByRole('textbox', { name: 'Comment' }), 'Check the date ')
    expect(screen.getByRole('combobox', { name: 'Assessment' })).toHaveTextContent('3')
    await userEvent.click(add)
    await waitFor(() => expect(create).toHaveBeenCalled())
    expect(create.mock.calls[0][1].data).toEqual({ sourceId: 'f1', details: 'Check the date', assessment: 3 })
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Comment' })).toHaveValue(''))
    // Add disables itself again: the focus is back in the field, not lost to the page
    expect(screen.getByRole('textbox', { name: 'Comment' })).toHaveFocus()
    // the list is fetched again once the comment is stored, and the facet's Comments count follows (spec 1 §2)
    await waitFor(() => expect(getList).toHaveBeenCalledTimes(2))
    expect(onCommentsChanged).toHaveBeenCalledWith('f1', 1)
  })

  it('sends the chosen assessment', async () => {
    const { create } = renderPanel('comments')
    await userEvent.type(await screen.findByRole('textbox', { name: 'Comment' }), 'Great')
    await userEvent.click(screen.getByRole('combobox', { name: 'Assessment' }))
    await userEvent.click(await screen.findByRole('option', { name: '5' }))
    await userEvent.click(screen.getByRole('button', { name: 'Add' }))
    await waitFor(() => expect(create.mock.calls[0]?.[1].data).toMatchObject({ assessment: 5 }))
  })

  it("lets analysts delete their own comments only, after a confirmation; admins delete anyone's", async () => {
    const { deleteOne, onCommentsChanged } = renderPanel('comments')
    const list = await screen.findByRole('list', { name: 'Comments' })
    const [own, other] = within(list).getAllByRole('listitem')
    expect(within(other).queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument()
    await userEvent.click(within(own).getByRole('button', { name: /Delete/ }))
    await userEvent.click(await screen.findByRole('button', { name: 'Yes' }))
    await waitFor(() => expect(deleteOne).toHaveBeenCalledWith('comments', expect.objectContaining({ id: 'c2' })))
    await waitFor(() => expect(onCommentsChanged).toHaveBeenCalledWith('f1', -1))
  })

  it("toasts the server's message when adding fails", async () => {
    const { create } = renderPanel('comments', ADMIN)
    create.mockRejectedValueOnce(new BadRequest('Comment text is required'))
    await userEvent.type(await screen.findByRole('textbox', { name: 'Comment' }), 'x')
    await userEvent.click(screen.getByRole('button', { name: 'Add' }))
    expect(await screen.findByText('Comment text is required')).toBeInTheDocument()
    const list = screen.getByRole('list', { name: 'Comments' })
    expect(within(list).getAllByRole('button', { name: /Delete/ })).toHaveLength(2)
  })
})

describe('Log panel', () => {
  it("shows the count from $limit=0's total, the entries and the reassignment history, latest first", async () => {
    const { getList } = renderPanel('log')
    expect(await screen.findByText('137 entries')).toBeInTheDocument()
    const list = await screen.findByRole('list', { name: 'Log' })
    expect(within(list).getAllByRole('listitem')).toHaveLength(4)
    expect(within(list).getByText('Changed Summary')).toBeInTheDocument()
    const history = screen.getByRole('list', { name: 'Reassignment history' })
    expect(
      within(history)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringContaining('Reassigned to Bob'), expect.stringContaining('Reassigned to Ann Analyst')])
    const filters = getList.mock.calls.map(([, params]) => params.filter)
    expect(filters).toEqual(expect.arrayContaining([{ facetId: 'f1' }, { facetId: 'f1', $limit: 0 }]))
    expect(getList).toHaveBeenCalledWith(
      'facet-logs',
      expect.objectContaining({ sort: { field: 'updatedAt', order: 'DESC' }, pagination: { page: 1, perPage: 100 } }),
    )
  })
})

describe('Rejections panel', () => {
  it('lists rejections with comment, rejector and assignee, and offers no form to analysts', async () => {
    renderPanel('rejections')
    const list = await screen.findByRole('list', { name: 'Rejections' })
    expect(list).toHaveTextContent('The summary is off topic')
    expect(list).toHaveTextContent('Rejected by Ada Admin')
    expect(list).toHaveTextContent('Assigned to Ann Analyst')
    expect(within(list).queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument()
    expect(screen.queryByRole('textbox', { name: 'Rejection comment' })).not.toBeInTheDocument()
  })

  it('lets admins reject with a comment (Add disabled while empty) and delete a rejection', async () => {
    const { create, deleteOne, onFacetChanged } = renderPanel('rejections', ADMIN)
    const add = await screen.findByRole('button', { name: 'Add' })
    expect(add).toBeDisabled()
    await userEvent.type(screen.getByRole('textbox', { name: 'Rejection comment' }), ' Sources missing ')
    await userEvent.click(add)
    await waitFor(() => expect(create).toHaveBeenCalled())
    expect(create.mock.calls[0].slice(0, 2)).toEqual([
      'rejections',
      { data: { facetId: 'f1', comment: 'Sources missing' } },
    ])
    // the server made the facet rejected: the editor is told
    await waitFor(() => expect(onFacetChanged).toHaveBeenCalledWith('f1'))
    expect(screen.getByRole('textbox', { name: 'Rejection comment' })).toHaveFocus()
    const list = await screen.findByRole('list', { name: 'Rejections' })
    await userEvent.click(within(list).getByRole('button', { name: /Delete/ }))
    await userEvent.click(await screen.findByRole('button', { name: 'Yes' }))
    await waitFor(() => expect(deleteOne).toHaveBeenCalledWith('rejections', expect.objectContaining({ id: 'r1' })))
  })

  it('does not tell the editor of a rejection the server refused', async () => {
    const { create, onFacetChanged } = renderPanel('rejections', ADMIN)
    create.mockRejectedValueOnce(new BadRequest('Rejection comment is required'))
    await userEvent.type(await screen.findByRole('textbox', { name: 'Rejection comment' }), 'x')
    await userEvent.click(screen.getByRole('button', { name: 'Add' }))
    expect(await screen.findByText('Rejection comment is required')).toBeInTheDocument()
    expect(onFacetChanged).not.toHaveBeenCalled()
  })
})
