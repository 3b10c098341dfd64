import { act, render, renderHook, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { scoreLabel, textChunks, type FeedItem } from '../../../common/feed'
import { FeedSuggestions } from './FeedSuggestions'
import { useFeedSelection } from '../../layout/useFeedSelection'

const item = (categories: [string, number][], entities: [string, string, number][]): FeedItem => ({
  id: 1,
  kind: 'article',
  title: 'T',
  summary: '',
  link: null,
  source: 'S',
  favicon: null,
  image: null,
  date: '2026-01-01T00:00:00.000Z',
  language: 'en',
  isTranslated: false,
  isUsed: false,
  topics: [],
  mlPredictions: {
    summarization: '',
    categories: categories.map(([name, score], index) => ({ id: index + 1, name, type: 'sector', score })),
    foundEnrEntities: entities.map(([id, name, score]) => ({
      text: name,
      suggestedEntities: [{ id, name, type: 'Actor', score }],
    })),
  },
})

afterEach(() => localStorage.clear())

describe('the feed’s suggestions', () => {
  it('shows those above 0.6, good above 0.8 and medium otherwise, each once at its best', () => {
    expect([0.5, 0.6, 0.61, 0.8, 0.81].map(scoreLabel)).toEqual([null, null, 'medium', 'medium', 'good'])
    render(
      <FeedSuggestions
        item={item(
          [
            ['Energy', 0.9],
            ['Health', 0.6],
          ],
          [
            ['a', 'Acme', 0.7],
            ['g', 'Gulf', 0.65],
            ['g', 'Gulf', 0.85],
          ],
        )}
      />,
    )
    const chips = screen.getAllByTitle(/good|medium/).map((chip) => chip.getAttribute('title'))
    expect(chips).toEqual(['sector, good (0.9)', 'Actor, good (0.85)', 'Actor, medium (0.7)'])
  })

  it('splits an item’s text in chunks of 300 words', () => {
    const text = Array.from({ length: 650 }, (_, index) => `w${index}`).join(' ')
    expect(textChunks(text).map((chunk) => chunk.split(' ').length)).toEqual([300, 300, 50])
    expect(textChunks('')).toEqual([])
  })
})

describe('useFeedSelection', () => {
  it('keeps each feed’s selection in local storage, where a new session finds it', () => {
    const { result } = renderHook(() => useFeedSelection('article'))
    act(() => result.current.toggle(3))
    act(() => result.current.toggle(5))
    act(() => result.current.toggle(3))
    expect(result.current.ids).toEqual([5])
    expect(JSON.parse(localStorage.getItem('feed-selection:article')!)).toEqual([5])
    const again = renderHook(() => useFeedSelection('article'))
    expect(again.result.current.isSelected(5)).toBe(true)
    expect(renderHook(() => useFeedSelection('regulation')).result.current.ids).toEqual([])
    act(() => again.result.current.clear())
    expect(result.current.ids).toEqual([])
  })

  it('reads a damaged entry as no selection', () => {
    localStorage.setItem('feed-selection:article', '{not json')
    expect(renderHook(() => useFeedSelection('article')).result.current.ids).toEqual([])
  })
})
