import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import type { FeedItem } from '../../../common/feed'
import type { BriefTree } from '../../../server/services/brief-tree/brief-tree.schema'
import { renderWithAdmin } from '../../test/renderWithAdmin'
import { BriefTreeFilter, treeOptions } from './BriefTreeFilter'
import { FeedItemCard } from './FeedItemCard'

const base: FeedItem = {
  id: 1,
  kind: 'article',
  title: 'Northwind Energy faces a grid crisis',
  summary: 'A long summary. '.repeat(40),
  link: null,
  source: 'Wire',
  favicon: null,
  image: null,
  date: '2026-03-10T08:00:00.000Z',
  language: 'fr',
  isTranslated: true,
  isUsed: false,
  topics: [],
  mlPredictions: { summarization: '', categories: [], foundEnrEntities: [] },
}

const matched = (entityName: string, frequency = 1) => ({
  entityId: entityName,
  entityName,
  topicId: 1,
  topicName: 'France',
  frequency,
})

const card = (item: FeedItem) =>
  render(<FeedItemCard item={item} selected={false} onToggle={vi.fn()} onOpen={vi.fn()} />)

describe('a feed card (spec 3 §2 Article display)', () => {
  it('shows an article’s matched actors, plots, contexts and briefs, with how often each is named', () => {
    card({
      ...base,
      actors: [matched('Northwind Energy', 3), matched('Baltic Grid')],
      plots: [matched('Grid Crisis')],
      contexts: [],
      briefs: [matched('Offshore Outlook')],
    })
    const terms = screen.getAllByRole('term').map((term) => term.textContent)
    const details = screen.getAllByRole('definition').map((detail) => detail.textContent)
    expect(terms).toEqual(['Actors', 'Plots', 'Briefs'])
    expect(details).toEqual(['Northwind Energy ×3, Baltic Grid', 'Grid Crisis', 'Offshore Outlook'])
    expect(screen.getByText('Translated')).toBeInTheDocument()
  })

  it('shows a regulation item’s entities by their type', () => {
    card({
      ...base,
      kind: 'regulation',
      entities: [
        { entityId: 'c', entityType: 'Context', entityName: 'Energy Transition', topicId: null, topicName: null },
        { entityId: 'a', entityType: 'Actor', entityName: 'Energy Ministry', topicId: 1, topicName: 'France' },
      ],
    })
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual(['Actors', 'Contexts'])
    expect(screen.getAllByRole('definition').map((detail) => detail.textContent)).toEqual([
      'Energy Ministry',
      'Energy Transition',
    ])
  })

  it('cuts a long summary at a line, never on one line at the card’s edge', () => {
    card(base)
    const summary = screen.getByText(base.summary.trim())
    expect(summary.className).not.toMatch(/noWrap/)
    // clamped after whole lines (the browser ends the last one with an ellipsis): 3 for the summary, 2 for the title
    expect(getComputedStyle(summary)).toMatchObject({ display: '-webkit-box', overflow: 'hidden' })
    expect(summary.style.getPropertyValue('-webkit-line-clamp') || getComputedStyle(summary).webkitLineClamp).toBe('3')
    const title = screen.getByRole('heading', { name: base.title })
    expect(getComputedStyle(title).display).toBe('-webkit-box')
    expect(title.style.getPropertyValue('-webkit-line-clamp') || getComputedStyle(title).webkitLineClamp).toBe('2')
  })
})

const TREE: BriefTree = {
  sector: [
    {
      id: 1,
      name: 'Energy',
      'sub-sector': [
        { id: 2, name: 'Solar', industry: [{ id: 3, name: 'Panels' }] },
        { id: 4, name: 'Bioenergy', industry: [{ id: 5, name: 'Pellets' }] },
      ],
    },
    { id: 6, name: 'Farming', 'sub-sector': [{ id: 4, name: 'Bioenergy', industry: [{ id: 5, name: 'Pellets' }] }] },
  ],
  'sub-sector': [{ id: 7, name: 'Loose', industry: [] }],
  industry: [{ id: 8, name: 'Tractors' }],
}

describe('the feed’s brief choice (spec 3 §2, §7 GET /brief-tree)', () => {
  it('lists the tree in its order, each brief under its parent, indented by its level', () => {
    expect(treeOptions(TREE).map((option) => `${option.depth}:${option.name}`)).toEqual([
      '0:Energy',
      '1:Solar',
      '2:Panels',
      '1:Bioenergy',
      '2:Pellets',
      '0:Farming',
      '1:Bioenergy',
      '2:Pellets',
      '0:Loose',
      '0:Tractors',
    ])
  })

  it('reads the chosen topic’s tree, offers its briefs, and lets go a chosen brief the topic’s tree lacks', async () => {
    const find = vi.fn(async (_resource: string, query: { topicId?: number }) =>
      query.topicId ? { sector: [], 'sub-sector': [], industry: [{ id: 8, name: 'Tractors' }] } : TREE,
    )
    const onChange = vi.fn()
    const { unmount } = renderWithAdmin(
      <BriefTreeFilter topicId={undefined} kind="article" value={[]} onChange={onChange} />,
      { dataProvider: { find } },
    )
    await waitFor(() => expect(find).toHaveBeenCalledWith('brief-tree', {}))
    await userEvent.click(screen.getByRole('combobox', { name: 'Briefs' }))
    const options = within(screen.getByRole('listbox')).getAllByRole('option')
    expect(options.map((option) => option.textContent)).toContain('Panels')
    await userEvent.click(options.find((option) => option.textContent === 'Panels')!)
    expect(onChange).toHaveBeenLastCalledWith([3])
    unmount()

    // the topic's tree in this feed only: a brief found in another feed's items finds nothing here
    renderWithAdmin(<BriefTreeFilter topicId={5} kind="regulation" value={[3, 8]} onChange={onChange} />, {
      dataProvider: { find },
    })
    await waitFor(() => expect(find).toHaveBeenCalledWith('brief-tree', { topicId: 5, kind: 'regulation' }))
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith([8]))
  })

  it('says Something went wrong... when the tree cannot be read, rather than that the topic has no brief', async () => {
    const find = vi.fn(async () => {
      throw new Error('Service Unavailable')
    })
    const onChange = vi.fn()
    renderWithAdmin(<BriefTreeFilter topicId={5} kind="article" value={[3]} onChange={onChange} />, {
      dataProvider: { find },
    })
    expect(await screen.findByText('Something went wrong...')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('combobox', { name: 'Briefs' }))
    expect(screen.queryByText('No brief of this topic')).not.toBeInTheDocument()
    expect(screen.getAllByText('Something went wrong...')).toHaveLength(2)
    // the chosen briefs are not let go for a tree that was not read
    expect(onChange).not.toHaveBeenCalled()
  })
})
