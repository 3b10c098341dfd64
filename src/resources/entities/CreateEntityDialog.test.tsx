import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { GetListParams } from 'react-admin'
import { Route, Routes, useLocation } from 'react-router-dom'
import { describe, expect, it, vi } from 'vitest'
import type { EntityTemplate } from '../../../common/templateFormat'
import { renderWithAdmin } from '../../test/renderWithAdmin'
import { CreateEntityDialog } from './CreateEntityDialog'

const template = (id: string, type: string, subType: string | null): Partial<EntityTemplate> => ({
  id,
  type,
  subType,
  name: subType ? `${type} – ${subType}` : type,
  updatedAt: '2026-03-15T09:30:00.000Z',
})

const TEMPLATES = [
  template('t-org', 'Actor', 'Organisation'),
  template('t-person', 'Actor', 'Person'),
  template('t-core', 'Brief', 'Core Brief'),
  template('t-plot', 'Plot', null),
  template('t-stat', 'Statistic Entity', null),
]

function Location() {
  const { pathname, search } = useLocation()
  return <p data-testid="location">{pathname + search}</p>
}

function renderDialog(props: { type?: string; templates?: Partial<EntityTemplate>[]; failing?: boolean } = {}) {
  const getList = vi.fn(async (_resource: string, params: GetListParams) => {
    if (props.failing) throw new Error('Database unreachable')
    const data = (props.templates ?? TEMPLATES).filter(
      (candidate) => !params.filter.type || candidate.type === params.filter.type,
    )
    return { data, total: data.length }
  })
  const onClose = vi.fn()
  renderWithAdmin(
    <>
      <Routes>
        <Route path="*" element={<Location />} />
      </Routes>
      <CreateEntityDialog open onClose={onClose} type={props.type} />
    </>,
    { dataProvider: { getList }, at: '/analyst/entities' },
  )
  return { getList, onClose }
}

describe('Create-entity dialog', () => {
  it('reads the templates with $limit=1000 and lists them with Type, Sub Type and Modified (spec 2 §7, §9)', async () => {
    const { getList } = renderDialog()
    const dialog = await screen.findByRole('dialog', { name: 'Create Entity' })
    const rows = await within(dialog).findAllByRole('row')
    expect(rows[0]).toHaveTextContent('TypeSub TypeModifiedAction')
    expect(rows).toHaveLength(TEMPLATES.length + 1)
    expect(rows[1]).toHaveTextContent('Organisation')
    expect(rows[1]).toHaveTextContent(/03\/15\/2026 \d{1,2}:30/)
    expect(getList).toHaveBeenCalledWith(
      'entity-templates',
      expect.objectContaining({ filter: {}, pagination: { page: 1, perPage: 1000 } }),
    )
  })

  it.each([
    ['Actor – Person', '/analyst/entities/editor?templateId=t-person'],
    ['Brief – Core Brief', '/analyst/briefs/editor?templateId=t-core'],
    ['Statistic Entity', '/analyst/statentity/editor?templateId=t-stat'],
    ['Plot', '/analyst/entities/editor?templateId=t-plot'],
  ])('Create on %s opens %s', async (name, target) => {
    const { onClose } = renderDialog()
    await userEvent.click(await screen.findByRole('button', { name: `Create ${name}` }))
    expect(screen.getByTestId('location')).toHaveTextContent(target)
    expect(onClose).toHaveBeenCalled()
  })

  it('offers only the templates of the type it is given', async () => {
    const { getList } = renderDialog({ type: 'Actor' })
    const dialog = await screen.findByRole('dialog', { name: 'Create Actor' })
    await waitFor(() => expect(within(dialog).getAllByRole('row')).toHaveLength(3))
    expect(getList).toHaveBeenCalledWith('entity-templates', expect.objectContaining({ filter: { type: 'Actor' } }))
  })

  it('shows 50 a page of the templates read once, and Cancel closes it (spec 1 §2)', async () => {
    const many = Array.from({ length: 120 }, (_, index) =>
      template(`t-${index}`, 'Actor', `Kind ${String(index).padStart(3, '0')}`),
    )
    const { getList, onClose } = renderDialog({ templates: many })
    const dialog = await screen.findByRole('dialog', { name: 'Create Entity' })
    await waitFor(() => expect(within(dialog).getAllByRole('row')).toHaveLength(51))
    await userEvent.click(screen.getByRole('button', { name: /next page/i }))
    expect(within(dialog).getAllByRole('row')[1]).toHaveTextContent('Kind 050')
    await userEvent.click(screen.getByRole('button', { name: /next page/i }))
    expect(within(dialog).getAllByRole('row')).toHaveLength(21)
    expect(getList).toHaveBeenCalledTimes(1)
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(onClose).toHaveBeenCalled()
    expect(screen.getByTestId('location')).toHaveTextContent('/analyst/entities')
  })

  it("says 'Something went wrong...' when the templates fail to load (spec 2 §8)", async () => {
    renderDialog({ failing: true })
    expect(await screen.findByText('Something went wrong...')).toBeInTheDocument()
    expect(screen.queryByText('Database unreachable')).not.toBeInTheDocument()
  })
})
