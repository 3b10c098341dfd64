import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import type { FeedItem } from '../../../common/feed'
import { renderRecordCreate } from '../../test/renderRecordPage'
import { eventKind } from './eventKind'
import { briefFilterFor } from './EventInputs'
import { emptyEventValues, patchPayload, valuesFromArticle, type EventValues } from './eventValues'

const ENTITY = { id: '4b44a47b-46f1-4f3b-a222-b0d12ee75aad', name: 'Northwind Energy', type: 'Actor', topics: [] }
const BRIEF = { id: 7, name: 'Offshore Wind', type: 'industry' }
const FOUND = { 'entity-infos': [ENTITY], briefs: [BRIEF], countries: [{ id: 1, name: 'France' }] }

/** A form every rule is met in. */
const READY: EventValues = {
  ...emptyEventValues(),
  title: 'Wind',
  topics: [{ id: 1, name: 'France' }],
  entities: [ENTITY],
  briefs: [BRIEF],
  date: '2026-03-10',
  sources: ['https://wire.example/a'],
}

const renderForm = (initial: EventValues, { feedItemId }: { feedItemId?: number } = {}) =>
  renderRecordCreate(eventKind, initial, { found: FOUND, feedItemId })

const publish = () => screen.getByRole('button', { name: 'Publish' })

const RULES = [
  'At least one topic is required',
  'The title is required',
  'At least one entity is required',
  'At least one brief is required',
  'The event date is required',
  'One source or attachment is required',
]

describe('the event form', () => {
  it('shows every rule on a first try, keeps Publish disabled while errors show, and sends nothing', async () => {
    const { create } = renderForm(emptyEventValues())
    expect(publish()).toBeEnabled()
    await userEvent.click(publish())
    for (const message of RULES) expect(await screen.findByText(message)).toBeInTheDocument()
    expect(publish()).toBeDisabled()
    expect(create).not.toHaveBeenCalled()
  })

  it('shows no error before the first try, then clears each as its field changes', async () => {
    renderForm(emptyEventValues())
    const title = screen.getByRole('textbox', { name: /^Title/ })
    await userEvent.type(title, 'W')
    await userEvent.clear(title)
    expect(screen.queryByText('The title is required')).not.toBeInTheDocument()

    await userEvent.click(publish())
    expect(await screen.findByText('The title is required')).toBeInTheDocument()
    await userEvent.type(title, 'Wind')
    await waitFor(() => expect(screen.queryByText('The title is required')).not.toBeInTheDocument())
    // the others stay, and so does the disabled button
    expect(screen.getByText('At least one topic is required')).toBeInTheDocument()
    expect(publish()).toBeDisabled()
    expect(screen.getByText('4/300')).toBeInTheDocument()
  })

  it('adds a source with Enter, refuses one that is no URL, searches entities after 3 characters, and publishes', async () => {
    const values = { ...emptyEventValues(), title: 'Wind', topics: [{ id: 1, name: 'France' }], date: '2026-03-10' }
    const { create, getList, onCreated } = renderForm({ ...values, briefs: [BRIEF] }, { feedItemId: 12 })
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
    await waitFor(() => expect(create).toHaveBeenCalledTimes(1))
    expect(create).toHaveBeenCalledWith('analyst/events', {
      data: {
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
      },
    })
    await waitFor(() => expect(onCreated).toHaveBeenCalledTimes(1))
    expect(await screen.findByText('Event successfully created!')).toBeInTheDocument()
  })

  it('shows the server’s refusal and keeps the form', async () => {
    const { create, onCreated } = renderForm(READY)
    create.mockRejectedValueOnce(Object.assign(new Error('This article is already used by an event'), { code: 400 }))
    await userEvent.click(publish())
    expect(await screen.findByText('This article is already used by an event')).toBeInTheDocument()
    expect(onCreated).not.toHaveBeenCalled()
    expect(screen.getByRole('textbox', { name: /^Title/ })).toHaveValue('Wind')
  })

  it('refuses a place off the map by the server’s rule', async () => {
    const { create } = renderForm({ ...READY, locations: [{ address: 'Brest', lat: 91, lng: -4.49, zoom: 8 }] })
    await userEvent.click(publish())
    expect(await screen.findByText('Latitude is a number from -90 to 90')).toBeInTheDocument()
    const latitude = screen.getByRole('spinbutton', { name: 'Latitude' })
    await userEvent.clear(latitude)
    await userEvent.type(latitude, '48.39')
    await waitFor(() => expect(screen.queryByText('Latitude is a number from -90 to 90')).not.toBeInTheDocument())
    await userEvent.click(publish())
    await waitFor(() => expect(create).toHaveBeenCalledTimes(1))
  })

  it('sends entities and briefs of an edit under their PATCH names', () => {
    const values = { ...emptyEventValues(), entities: [ENTITY], briefs: [BRIEF] }
    expect(patchPayload(values)).toMatchObject({ entityIds: [ENTITY.id], briefIds: [7] })
    expect(patchPayload(values)).not.toHaveProperty('entities')
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

  it('refuses an eleventh attachment before uploading it, and keeps the files in the order chosen (spec 3 §5)', async () => {
    const nine = Array.from({ length: 9 }, (_, index) => ({
      key: `media/0b6a3c1e-8d1f-4a55-9a0e-4d4f1f5b2c1${index}/file-${index}.pdf`,
      name: `file-${index}.pdf`,
    }))
    const upload = vi.fn(async (_resource: unknown, { file }: { file: File }) => ({
      key: `media/0b6a3c1e-8d1f-4a55-9a0e-4d4f1f5b2c20/${file.name}`,
      name: file.name,
      location: '',
      size: 1,
      contentType: 'application/pdf',
    }))
    const { create } = renderRecordCreate(
      eventKind,
      { ...READY, attachments: nine },
      { found: FOUND, upload: upload as never },
    )
    const pdf = (name: string) => new File(['%PDF'], name, { type: 'application/pdf' })
    await userEvent.upload(screen.getByLabelText('Attach files'), [pdf('tenth.pdf'), pdf('eleventh.pdf')])
    expect(await screen.findByText('At most 10 attachments', { selector: '[role=alert] *' })).toBeInTheDocument()
    expect(await screen.findByText('tenth.pdf')).toBeInTheDocument()
    expect(screen.queryByText('eleventh.pdf')).not.toBeInTheDocument()
    expect(upload).toHaveBeenCalledTimes(1)
    await userEvent.click(publish())
    await waitFor(() => expect(create).toHaveBeenCalledTimes(1))
    const sent = (create.mock.calls[0][1] as { data: { attachments: { name: string }[] } }).data.attachments
    expect(sent.map((attachment) => attachment.name)).toEqual([...nine.map((one) => one.name), 'tenth.pdf'])
  })
})
