import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { analyst, renderGrid } from './gridTestFixtures'
import { gridCell, gridRow } from '../../test/gridRows'

describe('Entity grid: admin edits', () => {
  it('shows plain cells until one is clicked: no editor is mounted for a page', async () => {
    renderGrid('/analyst/entities/actors')
    await screen.findByText('Acme')
    expect(within(screen.getByRole('grid')).queryAllByRole('combobox', { name: /^(Stage|Assigned) / })).toHaveLength(0)
    expect(within(gridCell('Acme', 'stage')).getByText('in progress')).toBeInTheDocument()
  })

  it('sends a stage change through entity-meta-data, clearing an assignee not allowed at it', async () => {
    const { patchMany } = renderGrid('/analyst/entities/actors')
    // the stage is edited once the users are read (a new stage keeps or drops the assignee by role)
    await screen.findByText('Acme')
    await within(gridRow('Acme')).findByText('Jonas Weber')
    await userEvent.click(gridCell('Acme', 'stage'))
    await userEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'published' }))
    await waitFor(() =>
      expect(patchMany).toHaveBeenCalledWith('entity-meta-data', [
        { id: 'e-acme', stage: 'published', assignedToId: null },
      ]),
    )
  })

  it('ends a select edit with one click on another cell, which the same click edits', async () => {
    const { patchMany } = renderGrid('/analyst/entities/actors')
    await screen.findByText('Acme')
    await within(gridRow('Acme')).findByText('Jonas Weber')
    const assigned = gridCell('Acme', 'assigned')
    await userEvent.click(gridCell('Acme', 'stage'))
    const stages = await screen.findByRole('listbox')
    // nothing over the page takes the click: a browser hands it to the cell under the pointer
    expect(document.querySelector('.MuiBackdrop-root')).not.toBeInTheDocument()
    expect(getComputedStyle(stages.closest('.MuiMenu-root')!).pointerEvents).toBe('none')
    await userEvent.click(assigned)
    await waitFor(() => expect(stages).not.toBeInTheDocument())
    const assignees = await screen.findByRole('listbox')
    expect(within(assignees).getByRole('option', { name: 'Lena Ortiz' })).toBeInTheDocument()
    await userEvent.click(within(assignees).getByRole('option', { name: 'Lena Ortiz' }))
    await waitFor(() =>
      expect(patchMany).toHaveBeenCalledWith('entity-meta-data', [
        { id: 'e-acme', stage: 'in progress', assignedToId: 'u-lena' },
      ]),
    )
    expect(patchMany).toHaveBeenCalledTimes(1)
  })

  it('ends a select edit when the wheel scrolls the grid under its menu, not when it scrolls the menu', async () => {
    renderGrid('/analyst/entities/actors')
    await screen.findByText('Acme')
    await within(gridRow('Acme')).findByText('Jonas Weber')
    const other = gridCell('Rates', 'name')
    await userEvent.click(gridCell('Acme', 'stage'))
    const stages = await screen.findByRole('listbox')
    fireEvent.wheel(within(stages).getByRole('option', { name: 'published' }))
    expect(stages).toBeInTheDocument()
    fireEvent.wheel(other)
    await waitFor(() => expect(stages).not.toBeInTheDocument())
    await waitFor(() => expect(gridCell('Acme', 'stage')).toHaveFocus())
  })

  it('shows a new stage and hidden at once, before the call answers, and goes back when it fails', async () => {
    let fail: (error: Error) => void = () => undefined
    const patchMany = vi.fn(() => new Promise((_resolve, reject) => (fail = reject)))
    renderGrid('/analyst/entities/actors', { more: { patchMany } })
    await screen.findByText('Acme')
    await within(gridRow('Acme')).findByText('Jonas Weber')
    await userEvent.click(gridCell('Acme', 'stage'))
    await userEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'published' }))
    expect(gridCell('Acme', 'stage')).toHaveTextContent('published')
    fail(new Error('Refused'))
    await waitFor(() => expect(gridCell('Acme', 'stage')).toHaveTextContent('in progress'))
    expect(await screen.findByText('Refused')).toBeInTheDocument()
  })

  it('keeps two quick edits of a row shown while each waits for its own answer', async () => {
    const answers: (() => void)[] = []
    const patchMany = vi.fn(() => new Promise((resolve) => answers.push(() => resolve({ data: [] }))))
    renderGrid('/analyst/entities/actors', { more: { patchMany } })
    await screen.findByText('Acme')
    await within(gridRow('Acme')).findByText('Jonas Weber')
    await userEvent.click(gridCell('Acme', 'stage'))
    await userEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'published' }))
    const hidden = () => gridCell('Acme', 'hidden').querySelector('[role="checkbox"]')
    const before = hidden()?.getAttribute('aria-checked')
    await userEvent.click(gridCell('Acme', 'hidden'))
    const after = before === 'true' ? 'false' : 'true'
    // the second edit keeps the first one's stage on screen
    expect(gridCell('Acme', 'stage')).toHaveTextContent('published')
    expect(hidden()).toHaveAttribute('aria-checked', after)
    // the first answers and its reload comes in (the list still says what it said): the second stays
    answers[0]()
    await waitFor(() => expect(patchMany).toHaveBeenCalledTimes(2))
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(hidden()).toHaveAttribute('aria-checked', after)
  })

  it('offers the users allowed at the stage, not blocked or never-activated ones, and says Removed User for a gone one', async () => {
    const { patchMany } = renderGrid('/analyst/entities/actors')
    await screen.findByText('Acme')
    await waitFor(() => expect(within(gridRow('Gone Corp')).getByText('Removed User')).toBeInTheDocument())
    await userEvent.click(gridCell('Acme', 'assigned'))
    const options = within(await screen.findByRole('listbox')).getAllByRole('option')
    expect(options.map((option) => option.textContent)).toEqual(['Unassigned', 'Lena Ortiz', 'Jonas Weber'])
    await userEvent.click(options[1])
    await waitFor(() =>
      expect(patchMany).toHaveBeenCalledWith('entity-meta-data', [
        { id: 'e-acme', stage: 'in progress', assignedToId: 'u-lena' },
      ]),
    )
  })

  it('says nobody is removed while the users are still loading', async () => {
    let answer: (value: unknown) => void = () => undefined
    const users = new Promise((resolve) => (answer = resolve))
    const getList = vi.fn(async (resource: string) =>
      resource === 'users'
        ? users
        : resource === 'analyst/entities/actors'
          ? {
              data: [
                {
                  id: 'e-x',
                  name: 'X',
                  type: 'Actor',
                  subType: null,
                  meta: { stage: 'edit', assignedToId: 'u-jonas' },
                  topics: [],
                  createdAt: '2026-01-01T00:00:00Z',
                  updatedAt: '2026-01-01T00:00:00Z',
                },
              ],
              total: 1,
            }
          : { data: [], total: 0 },
    )
    renderGrid('/analyst/entities/actors', { more: { getList } })
    await screen.findByText('X')
    expect(screen.queryByText('Removed User')).not.toBeInTheDocument()
    answer({ data: [{ id: 'u-jonas', name: 'Jonas Weber', role: 'analyst' }], total: 1 })
    expect(await screen.findByText('Jonas Weber')).toBeInTheDocument()
  })

  it('toggles hidden through PATCH /entities/ with an array, by a click or Space', async () => {
    const { patchMany } = renderGrid('/analyst/entities/actors')
    await screen.findByText('Acme')
    await userEvent.click(gridCell('Acme', 'hidden'))
    await waitFor(() => expect(patchMany).toHaveBeenCalledWith('entities', [{ id: 'e-acme', hidden: true }]))
    gridCell('Rates', 'hidden').focus()
    await userEvent.keyboard(' ')
    await waitFor(() => expect(patchMany).toHaveBeenCalledWith('entities', [{ id: 'e-set', hidden: true }]))
  })

  it('adds a topic with all the entity topics and shows a per-entity error for 5 s', async () => {
    const createMany = vi.fn(async () => ({ data: [], errors: [{ entityId: 'e-acme', error: 'Unknown topic' }] }))
    renderGrid('/analyst/entities/actors', { more: { createMany } })
    await screen.findByText('Acme')
    await userEvent.click(gridCell('Acme', 'topic'))
    const editor = await screen.findByRole('dialog', { name: 'Topics of Acme' })
    // the search has the focus: typing searches
    expect(within(editor).getByRole('combobox', { name: 'Add topic' })).toHaveFocus()
    await userEvent.keyboard('Germ')
    await userEvent.click(await screen.findByRole('option', { name: 'Germany' }))
    await waitFor(() =>
      expect(createMany).toHaveBeenCalledWith('topic-links', [{ entityId: 'e-acme', topics: ['c-fr', 'c-de'] }]),
    )
    expect(await screen.findByText("Can't update Acme: Unknown topic")).toBeInTheDocument()
  })

  it('removes a topic by its link', async () => {
    const { delete: remove } = renderGrid('/analyst/entities/actors')
    await screen.findByText('Acme')
    await userEvent.click(gridCell('Acme', 'topic'))
    const editor = await screen.findByRole('dialog', { name: 'Topics of Acme' })
    await userEvent.click(within(editor).getByTestId('CancelIcon'))
    await waitFor(() => expect(remove).toHaveBeenCalledWith('topic-links', expect.objectContaining({ id: 'l-fr' })))
  })

  it('ends the topic edit with Tab on the next cell, Shift+Tab on the previous, Escape on its own', async () => {
    renderGrid('/analyst/entities/actors')
    await screen.findByText('Acme')
    const editor = () => screen.queryByRole('dialog', { name: 'Topics of Acme' })
    await userEvent.click(gridCell('Acme', 'topic'))
    const search = within(editor()!).getByRole('combobox', { name: 'Add topic' })
    expect(search).toHaveFocus()
    // the search's list opens with the focus: Tab leaves it too
    await waitFor(() => expect(search).toHaveAttribute('aria-expanded', 'true'))
    await userEvent.keyboard('{Tab}')
    await waitFor(() => expect(editor()).not.toBeInTheDocument())
    await waitFor(() => expect(gridCell('Acme', 'stage')).toHaveFocus())

    gridCell('Acme', 'topic').focus()
    await userEvent.keyboard('{Enter}')
    expect(within(await screen.findByRole('dialog', { name: 'Topics of Acme' })).getByRole('combobox')).toHaveFocus()
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}')
    await waitFor(() => expect(editor()).not.toBeInTheDocument())
    await waitFor(() => expect(gridCell('Acme', 'name')).toHaveFocus())

    gridCell('Acme', 'topic').focus()
    await userEvent.keyboard('{Enter}')
    await screen.findByRole('dialog', { name: 'Topics of Acme' })
    // the first Escape closes the search's list, the next one the editor
    await userEvent.keyboard('{Escape}{Escape}')
    await waitFor(() => expect(editor()).not.toBeInTheDocument())
    await waitFor(() => expect(gridCell('Acme', 'topic')).toHaveFocus())
  })

  it('reaches a topic from the search with ArrowLeft and removes it with Backspace', async () => {
    const { delete: remove } = renderGrid('/analyst/entities/actors')
    await screen.findByText('Acme')
    await userEvent.click(gridCell('Acme', 'topic'))
    const editor = await screen.findByRole('dialog', { name: 'Topics of Acme' })
    const search = within(editor).getByRole('combobox', { name: 'Add topic' })
    await userEvent.keyboard('{ArrowLeft}')
    const france = within(editor).getByRole('button', { name: 'Remove topic France' })
    expect(france).toHaveFocus()
    await userEvent.keyboard('{ArrowRight}')
    expect(search).toHaveFocus()
    await userEvent.keyboard('{ArrowLeft}{Backspace}')
    await waitFor(() => expect(remove).toHaveBeenCalledWith('topic-links', expect.objectContaining({ id: 'l-fr' })))
    // back in the search, so that another Backspace removes nothing more
    expect(search).toHaveFocus()
  })

  it('says the server message when a bulk edit fails', async () => {
    const patchMany = vi.fn(async () => {
      throw new Error('Some rows cannot be saved: nothing was saved')
    })
    renderGrid('/analyst/entities/actors', { more: { patchMany } })
    await screen.findByText('Acme')
    await userEvent.click(gridCell('Acme', 'hidden'))
    expect(await screen.findByText('Some rows cannot be saved: nothing was saved')).toBeInTheDocument()
  })
})

describe('Entity grid: delete', () => {
  it('opens delete with D on a focused cell, confirms with Enter, cancels with Escape', async () => {
    const { delete: remove } = renderGrid('/analyst/entities/actors')
    await screen.findByText('Acme')
    gridCell('Acme', 'name').focus()
    fireEvent.keyDown(gridCell('Acme', 'name'), { key: 'd' })
    const dialog = await screen.findByRole('dialog', { name: 'Delete Acme?' })
    fireEvent.keyDown(dialog, { key: 'Escape' })
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    fireEvent.keyDown(gridCell('Acme', 'stage'), { key: 'D' })
    const again = await screen.findByRole('dialog', { name: 'Delete Acme?' })
    // Enter on No is No
    within(again).getByRole('button', { name: 'No' }).focus()
    await userEvent.keyboard('{Enter}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(remove).not.toHaveBeenCalled()
    fireEvent.keyDown(gridCell('Acme', 'name'), { key: 'd' })
    const yes = within(await screen.findByRole('dialog', { name: 'Delete Acme?' })).getByRole('button', { name: 'Yes' })
    await waitFor(() => expect(yes).toHaveFocus())
    await userEvent.keyboard('{Enter}')
    await waitFor(() => expect(remove).toHaveBeenCalledWith('entities', expect.objectContaining({ id: 'e-acme' })))
  })

  it('asks Yes or No, and says when the removal fails', async () => {
    const remove = vi.fn(async () => {
      throw new Error('boom')
    })
    renderGrid('/analyst/entities/actors', { more: { delete: remove } })
    await screen.findByText('Acme')
    await userEvent.click(screen.getByRole('button', { name: 'Delete Acme' }))
    const dialog = await screen.findByRole('dialog')
    expect(within(dialog).getByRole('button', { name: 'No' })).toBeInTheDocument()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }))
    expect(await screen.findByText('Cannot remove entity')).toBeInTheDocument()
  })

  it('never deletes a Comparison Set', async () => {
    renderGrid('/analyst/entities/actors')
    await screen.findByText('Rates')
    expect(screen.getByRole('button', { name: 'Delete Rates' })).toBeDisabled()
    fireEvent.keyDown(gridCell('Rates', 'name'), { key: 'd' })
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('says Cannot load Entities when the page fails', async () => {
    const getList = vi.fn(async (resource: string) => {
      // the topic filter's countries load: its own failure has its own toast
      if (resource === 'users' || resource === 'countries') return { data: [], total: 0 }
      throw new Error('down')
    })
    renderGrid('/analyst/entities/actors', { more: { getList } })
    expect(await screen.findByText('Cannot load Entities')).toBeInTheDocument()
  })
})

describe('Entity grid: analysts', () => {
  it('shows stage, assignee, hidden and topics read-only, without delete', async () => {
    const { patchMany } = renderGrid('/analyst/entities/actors', { as: analyst })
    await screen.findByText('Acme')
    const acme = gridRow('Acme')
    expect(within(acme).getByText('in progress')).toBeInTheDocument()
    expect(await within(acme).findByText('Jonas Weber')).toBeInTheDocument()
    await userEvent.click(gridCell('Acme', 'stage'))
    await userEvent.click(gridCell('Acme', 'topic'))
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(within(acme).getByRole('checkbox', { name: 'Hidden Acme' })).toHaveAttribute('aria-disabled', 'true')
    expect(screen.queryByRole('button', { name: 'Delete Acme' })).not.toBeInTheDocument()
    fireEvent.keyDown(gridCell('Acme', 'name'), { key: 'd' })
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    // nor does Enter or Space toggle Hidden
    gridCell('Acme', 'hidden').focus()
    await userEvent.keyboard('{Enter} ')
    expect(patchMany).not.toHaveBeenCalled()
  })
})
