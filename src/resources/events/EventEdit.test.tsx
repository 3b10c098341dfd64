import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import type { DataProvider } from 'react-admin'
import type { Event } from '../../../server/services/events/events.schema'
import { renderRecordPage } from '../../test/renderRecordPage'
import { EventEdit } from './EventEdit'

const LOADED: Event = {
  id: 12,
  title: 'Dredging starts',
  description: null,
  articleId: null,
  date: '2026-03-02T00:00:00.000Z',
  topics: [{ id: 1, name: 'Netherlands' }],
  entities: [{ id: 'e1', name: 'Westbasin Dredging', type: 'Actor', topicId: null, topicName: null }],
  briefs: [{ id: 7, name: 'Westbasin Works', type: 'core' }],
  locations: [],
  sources: ['https://wire.example/a'],
  attachments: [],
  createdBy: { id: 'u1', name: 'Eve Editor' },
  createdAt: '2026-03-02T09:00:00.000Z',
  updatedAt: '2026-03-02T09:00:00.000Z',
}
const NEWER = '2026-03-02T09:05:00.000Z'

const renderEdit = (dataProvider: Partial<DataProvider>, id = 12) =>
  renderRecordPage(<EventEdit />, {
    path: '/analyst/events/:id',
    at: `/analyst/events/${id}`,
    dataProvider,
  })

describe('the edit page of an event', () => {
  it('says "Can\'t load event" for one that is not there, not the server’s words', async () => {
    const getOne = vi.fn().mockRejectedValue(Object.assign(new Error("No record found for id '999999'"), { code: 404 }))
    renderEdit({ getOne }, 999999)
    expect(await screen.findByText("Can't load event")).toBeInTheDocument()
    expect(screen.queryByText(/No record found/)).not.toBeInTheDocument()
  })

  it('saves the whole form with the version it was loaded at, and overwrites a newer copy when told to', async () => {
    const getOne = vi.fn().mockResolvedValue({ data: LOADED })
    const update = vi
      .fn()
      .mockRejectedValueOnce(
        Object.assign(new Error('Ada saved this event at 03/02/2026 9:05'), {
          code: 409,
          data: { updatedAt: NEWER, updatedBy: { id: 'u2', name: 'Ada' } },
        }),
      )
      .mockImplementation(async (_resource: string, { data }: { data: object }) => ({
        data: { ...LOADED, ...data, updatedAt: '2026-03-02T09:06:00.000Z' },
      }))
    renderEdit({ getOne, update })
    const description = await screen.findByRole('textbox', { name: 'Description' })
    await userEvent.type(description, 'The port widens its basin.')
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }))

    expect(await screen.findByText('Ada saved this event at 03/02/2026 9:05')).toBeInTheDocument()
    expect(update.mock.calls[0][1]).toMatchObject({
      id: 12,
      data: { description: 'The port widens its basin.', entityIds: ['e1'], updatedAt: LOADED.updatedAt },
    })
    expect(description).toHaveValue('The port widens its basin.')
    await userEvent.click(screen.getByRole('button', { name: 'Overwrite' }))
    await waitFor(() => expect(update).toHaveBeenCalledTimes(2))
    expect(update.mock.calls[1][1].data).toMatchObject({ description: 'The port widens its basin.', updatedAt: NEWER })
    expect(await screen.findByText('Event was saved')).toBeInTheDocument()
  })

  it('says "Can\'t update event" when the save fails without words for the user', async () => {
    const getOne = vi.fn().mockResolvedValue({ data: LOADED })
    const update = vi.fn().mockRejectedValue(Object.assign(new Error('JSON parsing error'), { code: 502 }))
    renderEdit({ getOne, update })
    await userEvent.click(await screen.findByRole('button', { name: 'Save changes' }))
    expect(await screen.findByText("Can't update event")).toBeInTheDocument()
    expect(screen.queryByText('JSON parsing error')).not.toBeInTheDocument()
  })
})
