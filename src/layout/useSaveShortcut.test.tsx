import { useRef, type ReactNode } from 'react'
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Button, Dialog, DialogActions } from '@mui/material'
import { Form, TextInput, required } from 'react-admin'
import { describe, expect, it, vi } from 'vitest'
import { renderWithAdmin } from '../test/renderWithAdmin'
import { ShortcutSaveButton } from './ShortcutSaveButton'
import { useSaveShortcut } from './useSaveShortcut'

function Save({
  onSave,
  disabled,
  scoped,
  label = 'Save',
}: {
  onSave: () => void
  disabled?: boolean
  scoped?: boolean
  label?: string
}) {
  const button = useRef<HTMLButtonElement>(null)
  useSaveShortcut(button, { scoped })
  return (
    <Button ref={button} onClick={onSave} disabled={disabled}>
      {label}
    </Button>
  )
}

const pressSave = (target: Element, keys: object = { ctrlKey: true }) =>
  fireEvent.keyDown(target, { key: 's', code: 'KeyS', ...keys })

function Page({ children }: { children: ReactNode }) {
  return (
    <>
      <input aria-label="Title" />
      {children}
    </>
  )
}

describe('useSaveShortcut', () => {
  it("presses the screen's Save on Ctrl+S or Cmd+S from inside an input, never the browser's save", () => {
    const onSave = vi.fn()
    render(
      <Page>
        <Save onSave={onSave} />
      </Page>,
    )
    const input = screen.getByRole('textbox', { name: 'Title' })
    input.focus()
    // fireEvent answers false when the default was prevented
    expect(pressSave(input)).toBe(false)
    expect(onSave).toHaveBeenCalledTimes(1)
    expect(pressSave(input, { metaKey: true })).toBe(false)
    expect(onSave).toHaveBeenCalledTimes(2)
    // Ctrl+Shift+S is not the shortcut
    expect(pressSave(input, { ctrlKey: true, shiftKey: true })).toBe(true)
    expect(onSave).toHaveBeenCalledTimes(2)
  })

  it('does nothing while Save is disabled, and still keeps the browser from saving the page', () => {
    const onSave = vi.fn()
    render(
      <Page>
        <Save onSave={onSave} disabled />
      </Page>,
    )
    expect(pressSave(document.body)).toBe(false)
    expect(onSave).not.toHaveBeenCalled()
  })

  it("presses an open dialog's Save when the focus is in it, and a panel's own Save only from inside the panel", async () => {
    const page = vi.fn()
    const panel = vi.fn()
    const dialog = vi.fn()
    const { rerender } = render(
      <Page>
        <Save onSave={page} label="Save entity" />
        <section aria-label="Countries">
          <input aria-label="Country" />
          <Save onSave={panel} scoped label="Save countries" />
        </section>
      </Page>,
    )
    pressSave(screen.getByRole('textbox', { name: 'Title' }))
    expect(page).toHaveBeenCalledTimes(1)
    const country = screen.getByRole('textbox', { name: 'Country' })
    country.focus()
    pressSave(country)
    expect(panel).toHaveBeenCalledTimes(1)
    expect(page).toHaveBeenCalledTimes(1)

    rerender(
      <Page>
        <Save onSave={page} label="Save entity" />
        <Dialog open>
          <input aria-label="Name" />
          <DialogActions>
            <Save onSave={dialog} label="Save account" />
          </DialogActions>
        </Dialog>
      </Page>,
    )
    const name = await screen.findByRole('textbox', { name: 'Name' })
    name.focus()
    pressSave(name)
    expect(dialog).toHaveBeenCalledTimes(1)
    expect(page).toHaveBeenCalledTimes(1)
  })

  it("submits a react-admin form through its Save: the form's rules first, as a click", async () => {
    const onSubmit = vi.fn()
    renderWithAdmin(
      <Form onSubmit={onSubmit}>
        <TextInput source="name" label="Name" validate={required()} />
        <ShortcutSaveButton label="Save" alwaysEnable />
      </Form>,
    )
    const name = await screen.findByRole('textbox', { name: /Name/ })
    name.focus()
    pressSave(name)
    expect(await screen.findByText('Required')).toBeInTheDocument()
    expect(onSubmit).not.toHaveBeenCalled()
    await userEvent.type(name, 'Ana')
    pressSave(name)
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1))
    expect(onSubmit.mock.calls[0][0]).toEqual({ name: 'Ana' })
  })
})
