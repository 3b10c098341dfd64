import { useCallback, useRef } from 'react'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect, it } from 'vitest'
import { renderWithAdmin } from '../test/renderWithAdmin'
import { CONTENT_ID, SkipLinks, SkipTargetsProvider, focusElement, useSkipTarget } from './SkipLinks'

function GridPage() {
  const grid = useRef<HTMLDivElement>(null)
  useSkipTarget(
    'grid',
    useCallback(() => focusElement(grid.current?.querySelector<HTMLElement>('[tabindex="0"]')), []),
  )
  return (
    <div ref={grid} role="grid" aria-label="Entities">
      <div role="row">
        <div role="gridcell" tabIndex={0}>
          First cell
        </div>
      </div>
    </div>
  )
}

function Screen({ withGrid }: { withGrid: boolean }) {
  return (
    <SkipTargetsProvider>
      <SkipLinks />
      <nav>
        <a href="/menu">Menu item</a>
      </nav>
      <div id={CONTENT_ID}>
        <button type="button">Create</button>
        {withGrid && <GridPage />}
      </div>
    </SkipTargetsProvider>
  )
}

it('makes the skip links the first tab stops: to the content, and to the grid where the page has one', async () => {
  renderWithAdmin(<Screen withGrid />)
  await userEvent.tab()
  expect(document.activeElement).toHaveTextContent('Skip to content')
  await userEvent.tab()
  expect(document.activeElement).toHaveTextContent('Skip to the grid')
  await userEvent.keyboard('{Enter}')
  expect(document.activeElement).toHaveTextContent('First cell')

  screen.getByRole('link', { name: 'Skip to content' }).focus()
  await userEvent.keyboard('{Enter}')
  expect(document.activeElement).toHaveAttribute('id', CONTENT_ID)
  // the next Tab goes on from the content, past the menu
  await userEvent.tab()
  expect(document.activeElement).toHaveTextContent('Create')
})

it('offers no grid link on a screen without a grid', async () => {
  renderWithAdmin(<Screen withGrid={false} />)
  expect(screen.getByRole('link', { name: 'Skip to content' })).toBeInTheDocument()
  expect(screen.queryByRole('link', { name: 'Skip to the grid' })).not.toBeInTheDocument()
})
