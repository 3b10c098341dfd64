import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useLocation } from 'react-router-dom'
import { expect, it, vi } from 'vitest'
import type { SearchHit } from '../../../common/search'
import { renderWithAdmin } from '../../test/renderWithAdmin'
import { SearchBox } from './SearchBox'

function Location() {
  const { pathname, search } = useLocation()
  return <p data-testid="location">{pathname + search}</p>
}

const HITS: SearchHit[] = [
  {
    kind: 'entity',
    id: 'e1',
    label: 'Harbor Granite',
    detail: 'Actor · Person',
    route: '/analyst/entities/editor/e1',
  },
  { kind: 'entity', id: 'e2', label: 'Old Harbor', detail: 'Plot', route: '/analyst/entities/editor/e2' },
  { kind: 'country', id: '7', label: 'Harborland', detail: 'HBL', route: '/analyst/countries?filter=x' },
]

const renderBox = (find = vi.fn(async () => ({ data: HITS }))) => {
  renderWithAdmin(
    <>
      <input aria-label="Title" />
      <SearchBox />
      <Location />
    </>,
    { dataProvider: { find }, at: '/analyst/events' },
  )
  return find
}

it('opens on Ctrl+K even from a text field, searches as typed, moves with the arrows and opens with Enter', async () => {
  const find = renderBox()
  await userEvent.click(screen.getByRole('textbox', { name: 'Title' }))
  await userEvent.keyboard('{Control>}k{/Control}')
  const dialog = await screen.findByRole('dialog', { name: 'Search the console' })
  const box = within(dialog).getByRole('combobox', { name: 'Name to search for' })
  expect(box).toHaveFocus()
  // one character is not searched
  await userEvent.keyboard('h')
  await new Promise((resolve) => setTimeout(resolve, 400))
  expect(find).not.toHaveBeenCalled()
  await userEvent.keyboard('arbor')
  const listbox = await within(dialog).findByRole('listbox')
  expect(find).toHaveBeenLastCalledWith('search', { q: 'harbor' })
  // grouped by kind, in the server's order
  expect(within(within(listbox).getByRole('group', { name: 'Entities' })).getAllByRole('option')).toHaveLength(2)
  expect(within(within(listbox).getByRole('group', { name: 'Countries' })).getAllByRole('option')).toHaveLength(1)
  expect(
    within(listbox)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['Harbor GraniteActor · Person', 'Old HarborPlot', 'HarborlandHBL'])
  await userEvent.keyboard('{ArrowDown}')
  expect(within(listbox).getByRole('option', { name: /Old Harbor/ })).toHaveClass('Mui-focused')
  await userEvent.keyboard('{Enter}')
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/analyst/entities/editor/e2'))
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
})

it('opens from the app bar button and by ⌘+K, opens a hit by a click, and closes on Escape', async () => {
  renderBox()
  await userEvent.click(screen.getByRole('button', { name: /Search/ }))
  const dialog = await screen.findByRole('dialog', { name: 'Search the console' })
  await userEvent.keyboard('harb')
  await userEvent.click(await within(dialog).findByRole('option', { name: /Harborland/ }))
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/analyst/countries?filter=x'))

  await userEvent.keyboard('{Meta>}k{/Meta}')
  await screen.findByRole('dialog', { name: 'Search the console' })
  await userEvent.keyboard('harb')
  await screen.findByRole('listbox')
  await userEvent.keyboard('{Escape}')
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  await userEvent.keyboard('{Control>}k{/Control}')
  await screen.findByRole('dialog', { name: 'Search the console' })
  await userEvent.keyboard('{Escape}')
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
})

it('says when nothing is found, and when the search fails', async () => {
  const find = vi.fn(async () => ({ data: [] as SearchHit[] }))
  renderBox(find)
  await userEvent.keyboard('{Control>}k{/Control}')
  await userEvent.keyboard('zzz')
  expect(await screen.findByRole('status')).toHaveTextContent('Nothing found for “zzz”')
  find.mockRejectedValueOnce(new Error('Type at least 2 characters to search'))
  await userEvent.keyboard('q')
  expect(await screen.findByText('The search failed: Type at least 2 characters to search')).toBeInTheDocument()
})
