import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { AdminContext, testDataProvider, type DataProvider } from 'react-admin'
import { RouterProvider, createMemoryRouter } from 'react-router-dom'
import type { FeedItem } from '../../../common/feed'
import { i18nProvider } from '../../providers/i18nProvider'
import { signedInAs } from '../../test/renderWithAdmin'
import { briefFilterFor, EventForm } from './EventForm'
import { createPayload, emptyEventValues, patchPayload, valuesFromArticle, type EventValues } from './eventValues'

const ENTITY = { id: '4b44a47b-46f1-4f3b-a222-b0d12ee75aad', name: 'Northwind Energy', type: 'Actor', topics: [] }
const BRIEF = { id: 7, name: 'Offshore Wind', type: 'industry' }

function renderForm(initial: EventValues, onSubmit = vi.fn(async () => undefined), role = 'analyst') {
  const getList = vi.fn(async (resource: string) => ({
    data: resource === 'entity-infos' ? [ENTITY] : resource === 'briefs' ? [BRIEF] : [{ id: 1, name: 'France' }],
    total: 1,
  }))
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <AdminContext
            dataProvider={testDataProvider({ getList } as Partial<DataProvider>)}
            authProvider={signedInAs({ id: 'u1', name: 'Ana', role })}
            i18nProvider={i18nProvider}
          >
            <EventForm mode="create" initial={initial} onSubmit={onSubmit} />
          </AdminContext>
        ),
      },
    ],
    { initialEntries: ['/analyst/feed/manually-create'] },
  )
  render(<RouterProvider router={router} />)
  return { onSubmit, getList }
}

const publish = () => screen.getByRole('button', { name: 'Publish' })

describe('EventForm', () => {
  it('shows every rule after a first try, keeps Publish disabled while errors show, and sends nothing', async () => {
    const { onSubmit } = renderForm(emptyEventValues())
    expect(publish()).toBeEnabled()
    await userEvent.click(publish())
    for (const message of [
      'At least one topic is required',
      'The title is required',
      'At least one entity is required',
      'At least one brief is required',
      'The event date is required',
      'One source or attachment is required',
    ])
      expect(screen.getByText(message)).toBeInTheDocument()
    expect(publish()).toBeDisabled()
    expect(onSubmit).not.toHaveBeenCalled()
  })

  it('adds a source with Enter, refuses one that is no URL, and searches entities after 3 characters', async () => {
    const values = { ...emptyEventValues(), title: 'Wind', topics: [{ id: 1, name: 'France' }], date: '2026-03-10' }
    const { onSubmit, getList } = renderForm({ ...values, briefs: [BRIEF] })
    const source = screen.getByRole('textbox', { name: 'New source URL' })
    await userEvent.type(source, 'not a url{Enter}')
    expect(screen.getByText('Invalid url')).toBeInTheDocument()
    await userEvent.clear(source)
    await userEvent.type(source, 'https://wire.example/a{Enter}')
    expect(screen.getByRole('button', { name: 'https://wire.example/a' })).toBeInTheDocument()
    expect(source).toHaveValue('')

    const entities = screen.getByRole('combobox', { name: 'Entities *' })
    await userEvent.type(entities, 'No')
    await new Promise((resolve) => setTimeout(resolve, 400))
    expect(getList).not.toHaveBeenCalledWith('entity-infos', expect.anything())
    await userEvent.type(entities, 'r')
    await userEvent.click(await screen.findByRole('option', { name: 'Northwind Energy' }))
    expect(getList).toHaveBeenCalledWith(
      'entity-infos',
      expect.objectContaining({ filter: { type: { $ne: 'Brief' }, name: { $iLike: 'Nor' } } }),
    )

    await userEvent.click(publish())
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1))
    const sent = (onSubmit.mock.calls[0] as unknown as [EventValues])[0]
    expect(createPayload(sent, 12)).toEqual({
      title: 'Wind',
      description: null,
      topics: [1],
      entities: [ENTITY.id],
      briefs: [7],
      date: '2026-03-10T00:00:00.000Z',
      locations: [],
      sources: ['https://wire.example/a'],
      attachments: [],
      articleId: 12,
    })
    expect(patchPayload(sent)).toMatchObject({ entityIds: [ENTITY.id], briefIds: [7] })
    expect(patchPayload(sent)).not.toHaveProperty('entities')
  })

  it('lets analysts search industry and core briefs, admins every brief', () => {
    expect(briefFilterFor('analyst')).toEqual({ type: { $in: ['industry', 'core'] } })
    expect(briefFilterFor('admin')).toEqual({})
  })
})

describe('valuesFromArticle', () => {
  const article: FeedItem = {
    id: 3,
    kind: 'article',
    title: 'A'.repeat(200),
    summary: '',
    link: 'https://wire.example/a',
    source: 'Wire',
    favicon: null,
    image: null,
    date: '2026-03-10T08:00:00.000Z',
    language: 'en',
    isTranslated: false,
    isUsed: false,
    topics: [{ id: 1, name: 'France' }],
    mlPredictions: {
      summarization: '',
      categories: [
        { id: 7, name: 'Offshore Wind', type: 'industry', score: 0.9 },
        { id: 8, name: 'Energy', type: 'sector', score: 0.5 },
      ],
      foundEnrEntities: [
        {
          text: 'Northwind',
          suggestedEntities: [
            { id: ENTITY.id, name: 'Northwind Energy', type: 'Actor', score: 0.7 },
            { id: '12', name: 'North Sea', type: 'Landscape', score: 0.9 },
          ],
        },
      ],
    },
  }

  it('takes the title cut at 150, the topics, the suggestions shown in the feed, the day and the link', () => {
    const values = valuesFromArticle(article)
    expect(values.title).toBe('A'.repeat(150))
    expect(values.topics).toEqual([{ id: 1, name: 'France' }])
    expect(values.entities).toEqual([{ id: ENTITY.id, name: 'Northwind Energy', type: 'Actor' }])
    expect(values.briefs).toEqual([{ id: 7, name: 'Offshore Wind', type: 'industry' }])
    expect(values.date).toBe('2026-03-10')
    expect(values.sources).toEqual(['https://wire.example/a'])
  })

  it('prefers the machine summarization for the title', () => {
    const values = valuesFromArticle({
      ...article,
      mlPredictions: { ...article.mlPredictions, summarization: 'Short' },
    })
    expect(values.title).toBe('Short')
  })
})
