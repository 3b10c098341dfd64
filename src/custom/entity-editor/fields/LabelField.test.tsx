import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { GetListParams } from 'react-admin'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { renderWithAdmin } from '../../../test/renderWithAdmin'
import { EditedFieldSet, fieldType } from './testFieldTypes'

// POST /dictionary-items, as the data provider's createMany sends it
const createMany = vi.fn()

const SECTORS = {
  id: 'd1',
  key: 'sectors',
  items: [
    { id: 'i1', value: 'Energy', category: 'Industry' },
    { id: 'i2', value: 'Mining', category: 'Industry' },
    { id: 'i3', value: 'Banking', category: 'Services' },
    { id: 'i4', value: 'Other', category: ' ' },
  ],
}

function renderLabel(rules: Parameters<typeof fieldType>[1], options: { initial?: object; readOnly?: boolean } = {}) {
  const onChange = vi.fn()
  const getList = vi.fn(async (_resource: string, params: GetListParams) => {
    const data = params.filter.key === SECTORS.key ? [SECTORS] : []
    return { data, total: data.length }
  })
  renderWithAdmin(
    <EditedFieldSet type={fieldType('Label', rules, { name: 'value' })} onChange={onChange} {...options} />,
    { dataProvider: { getList, createMany } },
  )
  return { onChange, getList }
}

const lastChange = (onChange: ReturnType<typeof vi.fn>) => onChange.mock.calls.at(-1)?.[0]

beforeEach(() => createMany.mockReset().mockResolvedValue([]))

describe('Label field as text', () => {
  it('is labelled by its Label rule, marks it required, and shows Info and Description as help', async () => {
    const { onChange } = renderLabel({
      Label: 'Name',
      Type: 'text',
      Info: 'As it is best known',
      Description: 'No titles',
    })
    const input = screen.getByRole('textbox', { name: 'Name' })
    expect(screen.getByText('As it is best known')).toBeInTheDocument()
    expect(screen.getByText('No titles')).toBeInTheDocument()
    await userEvent.type(input, 'Acme')
    expect(lastChange(onChange)).toEqual({ value: 'Acme' })
  })

  it('is labelled by the field type name without a Label rule, and shows the required marker', () => {
    renderLabel({}, {})
    expect(screen.getByRole('textbox', { name: 'value' })).not.toBeRequired()
    const required = fieldType('Label', {}, { name: 'value', required: true })
    renderWithAdmin(<EditedFieldSet type={required} onChange={vi.fn()} />)
    expect(screen.getAllByRole('textbox', { name: /value/ }).at(-1)).toBeRequired()
  })

  it('takes at most the Chars rule, 254 without it, and anything with Chars 0', async () => {
    const { onChange } = renderLabel({ Label: 'Name', Chars: 5 })
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'abcdefgh')
    expect(lastChange(onChange)).toEqual({ value: 'abcde' })
    renderLabel({ Label: 'Default' })
    expect(screen.getByRole('textbox', { name: 'Default' })).toHaveAttribute('maxlength', '254')
    renderLabel({ Label: 'Unlimited', Chars: 0 })
    expect(screen.getByRole('textbox', { name: 'Unlimited' })).not.toHaveAttribute('maxlength')
  })

  it("says 'Value too long' for stored text over the limit", () => {
    renderLabel({ Label: 'Name', Chars: 3 }, { initial: { value: 'Too long' } })
    expect(screen.getByText('Value too long')).toBeInTheDocument()
  })

  it('treats Type fixed as text, a Label having no fixed list', async () => {
    const { onChange, getList } = renderLabel({ Label: 'Name', Type: 'fixed' })
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'x')
    expect(lastChange(onChange)).toEqual({ value: 'x' })
    expect(getList).not.toHaveBeenCalled()
  })

  it('shows the value without an input when read-only', () => {
    renderLabel({ Label: 'Name' }, { initial: { value: 'Acme Corp' }, readOnly: true })
    expect(screen.getByRole('group', { name: 'Name' })).toHaveTextContent('Acme Corp')
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument()
  })
})

const dictionaryRules = (mode: string) => ({ Label: 'Sector', Type: 'dictionary', Dictionary: 'sectors', Mode: mode })

describe('Label field from a dictionary', () => {
  it('loads the dictionary the rule names and offers its items grouped by category', async () => {
    const { getList } = renderLabel(dictionaryRules('fixed'))
    await waitFor(() =>
      expect(getList).toHaveBeenCalledWith(
        'dictionaries',
        expect.objectContaining({ filter: { key: 'sectors', withItems: true } }),
      ),
    )
    await userEvent.click(screen.getByRole('combobox', { name: 'Sector' }))
    const listbox = await screen.findByRole('listbox')
    expect(within(listbox).getByText('Industry')).toBeInTheDocument()
    expect(within(listbox).getByText('Services')).toBeInTheDocument()
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Energy', 'Mining', 'Banking', 'Other'])
  })

  it("fixed: takes an item, with its value as selectedValue, and shows 'Not found' for a miss", async () => {
    const { onChange } = renderLabel(dictionaryRules('fixed'))
    const input = screen.getByRole('combobox', { name: 'Sector' })
    await userEvent.type(input, 'Fishing')
    expect(await screen.findByText('Not found')).toBeInTheDocument()
    expect(onChange).not.toHaveBeenCalled()
    await userEvent.clear(input)
    await userEvent.type(input, 'Bank')
    await userEvent.click(await screen.findByRole('option', { name: 'Banking' }))
    expect(lastChange(onChange)).toEqual({ value: 'Banking', selectedValue: 'Banking' })
    expect(input).toHaveValue('Banking')
  })

  it('free: uses the text as typed, and an item when one is chosen', async () => {
    const { onChange } = renderLabel(dictionaryRules('free'))
    const input = screen.getByRole('combobox', { name: 'Sector' })
    await userEvent.type(input, 'Fishing')
    expect(lastChange(onChange)).toEqual({ value: 'Fishing', selectedValue: null })
    fireEvent.blur(input)
    expect(createMany).not.toHaveBeenCalled()
    await userEvent.clear(input)
    await userEvent.type(input, 'Min')
    await userEvent.click(await screen.findByRole('option', { name: 'Mining' }))
    expect(lastChange(onChange)).toEqual({ value: 'Mining', selectedValue: 'Mining' })
  })

  // spec 2 §5: add mode takes the text typed (Enter too); the entity's save adds it to the dictionary, not the typing
  it('add: uses the text as typed, Enter included, and adds nothing to the dictionary while typing', async () => {
    const { onChange, getList } = renderLabel(dictionaryRules('add'))
    const input = screen.getByRole('combobox', { name: 'Sector' })
    await waitFor(() => expect(getList).toHaveBeenCalledTimes(1))
    await userEvent.type(input, 'Fishing{Enter}')
    fireEvent.blur(input)
    expect(lastChange(onChange)).toEqual({ value: 'Fishing', selectedValue: null })
    await userEvent.clear(input)
    await userEvent.type(input, 'Energy{Enter}')
    expect(lastChange(onChange)).toEqual({ value: 'Energy', selectedValue: 'Energy' })
    expect(createMany).not.toHaveBeenCalled()
  })

  it("toasts 'Search Dictionary' with the server's message when the dictionary cannot be loaded", async () => {
    const getList = vi.fn().mockRejectedValue(new Error('Dictionary service is down'))
    renderWithAdmin(<EditedFieldSet type={fieldType('Label', dictionaryRules('fixed'))} onChange={vi.fn()} />, {
      dataProvider: { getList },
    })
    expect(await screen.findByText('Search Dictionary: Dictionary service is down')).toBeInTheDocument()
  })
})
