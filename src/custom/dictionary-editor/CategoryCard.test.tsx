import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { DICTIONARY_ITEMS_MAX } from '../../../common/limits'
import { CategoryCard } from './CategoryCard'

const items = Array.from({ length: DICTIONARY_ITEMS_MAX }, (_, index) => `Item ${index}`)

afterEach(() => {
  vi.restoreAllMocks()
})

describe('a category card of a dictionary at its limit', () => {
  it('renders only the items in view, and each rendered item can be deleted', async () => {
    // jsdom lays nothing out: the list's scroller gets the card's height, each item a line's
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(280)
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(37)
    const onRemoveItem = vi.fn()
    render(
      <CategoryCard
        category={{ name: 'Sectors', items }}
        onRename={vi.fn()}
        onRemove={vi.fn()}
        onAddItem={vi.fn()}
        onRemoveItem={onRemoveItem}
      />,
    )
    const card = screen.getByRole('group', { name: 'Category Sectors' })
    const shown = within(card).getAllByRole('listitem')
    expect(shown.length).toBeGreaterThan(0)
    expect(shown.length).toBeLessThan(100)
    expect(shown[0]).toHaveTextContent('Item 0')
    await userEvent.click(within(card).getByRole('button', { name: 'Delete item Item 0' }))
    expect(onRemoveItem).toHaveBeenCalledWith('Item 0')
  })
})
