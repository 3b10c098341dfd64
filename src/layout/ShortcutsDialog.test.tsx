import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect, it } from 'vitest'
import { renderWithAdmin } from '../test/renderWithAdmin'
import { ShortcutsDialog } from './ShortcutsDialog'

it('lists the shortcuts on ? typed outside a text field, and closes on Escape', async () => {
  renderWithAdmin(
    <>
      <input aria-label="Title" />
      <button type="button">Elsewhere</button>
      <ShortcutsDialog />
    </>,
  )
  // a ? typed in a field is text
  await userEvent.type(screen.getByRole('textbox', { name: 'Title' }), '?')
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('?')

  screen.getByRole('button', { name: 'Elsewhere' }).focus()
  await userEvent.keyboard('?')
  const dialog = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' })
  for (const keys of [
    '?',
    'Ctrl+K or ⌘+K',
    'Ctrl+S or ⌘+S',
    'Tab, then Enter',
    'Page Up / Page Down',
    'D',
    'Enter / Escape',
  ])
    expect(dialog).toHaveTextContent(keys)
  expect(screen.getByRole('table', { name: 'Grids' })).toHaveTextContent(
    'Alt+Left / Alt+Right, or Ctrl+Shift+Left / Ctrl+Shift+RightOn a column header: moves the column',
  )
  expect(screen.getByRole('table', { name: 'Dictionaries' })).toBeInTheDocument()

  await userEvent.keyboard('{Escape}')
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
})
