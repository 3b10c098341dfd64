import { fireEvent, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { GetListParams } from 'react-admin'
import { describe, expect, it, vi } from 'vitest'
import type { FieldSetValues } from '../../../../common/entityFormat'
import { renderWithAdmin } from '../../../test/renderWithAdmin'
import { EditedFieldSet, fieldType } from './testFieldTypes'

const DICTIONARIES = [
  {
    id: 'd-sectors',
    key: 'sectors',
    items: [
      { id: 's1', value: 'Energy', category: ' ' },
      { id: 's2', value: 'Finance', category: ' ' },
    ],
  },
  {
    id: 'd-requirements',
    key: 'requirements',
    items: [
      { id: 'r1', value: 'Must', category: 'Hard' },
      { id: 'r2', value: 'Should', category: 'Soft' },
    ],
  },
]

function renderField(type: ReturnType<typeof fieldType>, initial: FieldSetValues = {}, readOnly = false) {
  const onChange = vi.fn()
  const getList = vi.fn(async (_resource: string, params: GetListParams) => {
    const data = DICTIONARIES.filter((dictionary) => dictionary.key === params.filter.key)
    return { data, total: data.length }
  })
  renderWithAdmin(<EditedFieldSet type={type} initial={initial} readOnly={readOnly} onChange={onChange} />, {
    dataProvider: { getList },
  })
  return { onChange, last: () => onChange.mock.calls.at(-1)?.[0] as FieldSetValues }
}

const choose = async (label: string, option: string) => {
  await userEvent.click(screen.getByRole('combobox', { name: new RegExp(`^${label}`) }))
  await userEvent.click(await screen.findByRole('option', { name: option }))
}

describe('Detail field', () => {
  it('counts characters up to the Detail-Chars rule, and stops there', async () => {
    const { last } = renderField(fieldType('Detail', { Label: 'Summary', 'Detail-Chars': 10 }))
    expect(screen.getByText('0 / 10 characters')).toBeInTheDocument()
    await userEvent.type(screen.getByRole('textbox', { name: 'Summary' }), 'Twelve chars')
    expect(last()).toEqual({ value: 'Twelve cha' })
    expect(screen.getByText('10 / 10 characters')).toBeInTheDocument()
  })

  it('takes the server’s 100,000 characters with Detail-Chars 0 or none, and shows the text read-only', () => {
    renderField(fieldType('Detail', { Label: 'Summary', 'Detail-Chars': 0 }), { value: 'Hello' })
    expect(screen.getByRole('textbox', { name: 'Summary' })).toHaveAttribute('maxlength', '100000')
    expect(screen.getByText('5 / 100000 characters')).toBeInTheDocument()
    renderField(fieldType('Detail', { Label: 'Notes' }), { value: 'Line one\nLine two' }, true)
    expect(screen.getByRole('group', { name: 'Notes' })).toHaveTextContent('Line one Line two')
  })
})

describe('Checkbox field', () => {
  it('stores checked, and reads Yes or No read-only', async () => {
    const { last } = renderField(fieldType('Checkbox', { Label: 'Confirmed' }))
    await userEvent.click(screen.getByRole('checkbox', { name: 'Confirmed' }))
    expect(last()).toEqual({ checked: true })
    renderField(fieldType('Checkbox', { Label: 'Read' }), { checked: false }, true)
    expect(screen.getByRole('group', { name: 'Read' })).toHaveTextContent('No')
  })
})

describe('Date field', () => {
  it('takes the type from the Date rule and stores days at noon UTC with the format', () => {
    const { last } = renderField(
      fieldType('Date', { Label: 'When', Date: 'range', Format: 'mm/dd/yy', 'Event-Type': 'off' }),
    )
    expect(screen.queryByRole('combobox', { name: 'Date type' })).not.toBeInTheDocument()
    expect(screen.queryByRole('textbox', { name: 'Event' })).not.toBeInTheDocument()
    fireEvent.change(screen.getByLabelText('Start date'), { target: { value: '2024-03-15' } })
    expect(last()).toEqual({ dateType: 'range', format: 'MM/DD/YYYY', dateStart: '2024-03-15T12:00:00.000Z' })
    fireEvent.change(screen.getByLabelText('End date'), { target: { value: '2024-04-01' } })
    expect(last()).toMatchObject({ dateStart: '2024-03-15T12:00:00.000Z', dateEnd: '2024-04-01T12:00:00.000Z' })
  })

  it('lets the user choose the type without a Date rule, and asks for the event label unless it is off', async () => {
    const { last } = renderField(fieldType('Date', { Label: 'When' }))
    expect(screen.getByLabelText('Date')).toBeInTheDocument()
    await choose('Date type', 'Start')
    expect(screen.queryByLabelText('End date')).not.toBeInTheDocument()
    fireEvent.change(screen.getByLabelText('Start date'), { target: { value: '2020-01-31' } })
    await userEvent.type(screen.getByRole('textbox', { name: 'Event' }), 'Founding')
    expect(last()).toEqual({
      dateType: 'start',
      format: 'MM/DD/YYYY',
      dateStart: '2020-01-31T12:00:00.000Z',
      selectedLabel: 'Founding',
    })
  })

  it('types a year for the yy format, and months for mm/yy; a lone date input carries the field label', async () => {
    const { last } = renderField(
      fieldType('Date', { Label: 'Founded', Date: 'single', Format: 'yy', 'Event-Type': 'off' }, { required: true }),
    )
    const group = screen.getByRole('group', { name: 'Founded' })
    expect(group).toHaveTextContent(/^Founded\s*\*$/)
    await userEvent.type(within(group).getByRole('textbox', { name: 'Founded' }), '1998')
    expect(last()).toEqual({ dateType: 'single', format: 'YYYY', dateSingle: '1998-01-01T12:00:00.000Z' })
    renderField(fieldType('Date', { Label: 'Month', Date: 'single', Format: 'mm/yy', 'Event-Type': 'off' }))
    const month = within(screen.getByRole('group', { name: 'Month' })).getByLabelText('Month')
    expect(month).toHaveAttribute('type', 'month')
  })

  it('offers the formats when the Format rule is select', async () => {
    const { last } = renderField(
      fieldType('Date', { Label: 'When', Date: 'single', Format: 'select', 'Event-Type': 'off' }),
    )
    await choose('Format', 'YYYY')
    expect(last()).toEqual({ dateType: 'single', format: 'YYYY' })
    await userEvent.type(screen.getByRole('textbox', { name: 'Date' }), '2001')
    expect(last()).toMatchObject({ format: 'YYYY', dateSingle: '2001-01-01T12:00:00.000Z' })
  })

  it('shows the dates in their format read-only', () => {
    renderField(
      fieldType('Date', { Label: 'When', Date: 'range' }),
      {
        dateStart: '2024-03-15T12:00:00.000Z',
        dateEnd: '2024-04-01T12:00:00.000Z',
        format: 'MM/DD/YYYY',
        selectedLabel: 'Summit',
      },
      true,
    )
    const group = screen.getByRole('group', { name: 'When' })
    expect(group).toHaveTextContent('03/15/2024')
    expect(group).toHaveTextContent('04/01/2024')
    expect(group).toHaveTextContent('Summit')
    expect(within(group).queryByRole('textbox')).not.toBeInTheDocument()
  })
})

describe('Importance field', () => {
  it('offers the importance choices and stores value and label', async () => {
    const { last } = renderField(fieldType('Importance', { Label: 'Importance', Type: 'fixed' }))
    await choose('Importance', 'High')
    expect(last()).toEqual({ selectedValue: '4', selectedLabel: 'High' })
  })

  it("offers the dictionary's items with Type dictionary", async () => {
    const { last } = renderField(
      fieldType('Importance', { Label: 'Weight', Type: 'dictionary', Dictionary: 'sectors', Mode: 'fixed' }),
    )
    await choose('Weight', 'Finance')
    expect(last()).toEqual({ selectedValue: 'Finance', selectedLabel: 'Finance' })
  })
})

describe('Bullet field', () => {
  it('takes section and requirement from their dictionaries, with their ids, and a description', async () => {
    const { last } = renderField(
      fieldType('Bullet', { Label: 'Driver', Section: 'sectors', Requirement: 'requirements' }),
    )
    await choose('Section', 'Energy')
    await choose('Requirement', 'Should')
    await userEvent.type(screen.getByRole('textbox', { name: 'Description' }), 'Prices')
    expect(last()).toEqual({
      section: 'Energy',
      sectionSelectedId: 's1',
      requirement: 'Should',
      requirementSelectedId: 'r2',
      description: 'Prices',
    })
  })
})

describe('the label of a field', () => {
  it('shows once: on the input of a one-input kind, with one required marker', () => {
    renderField(fieldType('Detail', { Label: 'Summary' }, { required: true }))
    const group = screen.getByRole('group', { name: 'Summary' })
    expect(within(group).getByRole('textbox', { name: 'Summary' })).toBeRequired()
    expect(within(group).getAllByText('Summary')).toHaveLength(1)
    expect(within(group).getAllByText('*')).toHaveLength(1)
  })

  it('shows once as the title of a kind of several inputs, which are not marked again', () => {
    renderField(fieldType('Bullet', { Label: 'Driver', Section: 'sectors' }, { required: true }))
    const group = screen.getByRole('group', { name: 'Driver' })
    expect(within(group).getAllByText('Driver')).toHaveLength(1)
    expect(within(group).getAllByText('*')).toHaveLength(1)
    expect(within(group).getByRole('textbox', { name: 'Description' })).not.toBeRequired()
  })
})
