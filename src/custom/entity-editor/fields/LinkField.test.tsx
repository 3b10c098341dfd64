import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { GetListParams } from 'react-admin'
import { describe, expect, it, vi } from 'vitest'
import { renderWithAdmin } from '../../../test/renderWithAdmin'
import type { DraftLink } from '../draft'
import { LinkField, newLinkValues } from './LinkField'
import { fieldType } from './testFieldTypes'

const ACME = { id: 'e-1', name: 'Acme', type: 'Actor', subType: 'Organisation', briefType: null, topics: [] }
const FRANCE = { id: 7, name: 'France' }

function renderLink(rules: Record<string, string | number | string[]>) {
  const type = fieldType('Link', rules)
  const link: DraftLink = { key: 'l1', id: null, facetFieldTypeId: type.id, saved: null, ...newLinkValues(type) }
  const getList = vi.fn(async (resource: string, _params: GetListParams) => ({
    data: resource === 'countries' ? [FRANCE] : [ACME],
    total: 1,
  }))
  renderWithAdmin(
    <LinkField fieldType={type} link={link} entityId="own" readOnly={false} onChange={vi.fn()} onRemove={vi.fn()} />,
    { dataProvider: { getList } },
  )
  const searches = () => getList.mock.calls.filter(([resource]) => resource === 'entity-infos')
  return { getList, searches }
}

describe('LinkField', () => {
  it("searches GET /entity-infos by name among the allowed kinds, 1000 at most (spec 2 §7 'Link pickers', §9)", async () => {
    const { searches } = renderLink({ 'Allow-Link-To': ['Actor', 'Brief:core'] })
    await userEvent.type(screen.getByRole('combobox', { name: 'Entity' }), 'Ac')
    await waitFor(() => expect(searches()).toHaveLength(1))
    expect(searches()[0][1]).toEqual({
      filter: { name: { $iLike: 'Ac' }, $or: [{ type: 'Actor' }, { type: 'Brief', briefType: 'core' }] },
      pagination: { page: 1, perPage: 1000 },
      sort: { field: 'name', order: 'ASC' },
    })
    expect(await screen.findByRole('option', { name: /Acme/ })).toBeInTheDocument()
    // no topic selector without the Topic-Search rule
    expect(screen.queryByRole('combobox', { name: 'Topic' })).not.toBeInTheDocument()
  })

  it('leaves briefs out without Allow-Link-To', async () => {
    const { searches } = renderLink({})
    await userEvent.type(screen.getByRole('combobox', { name: 'Entity' }), 'Ac')
    await waitFor(() => expect(searches()).toHaveLength(1))
    expect(searches()[0][1].filter).toEqual({ name: { $iLike: 'Ac' }, type: { $ne: 'Brief' } })
  })

  it('narrows the search to a chosen topic with topicId when the field has Topic-Search on (spec 2 §3)', async () => {
    const { searches } = renderLink({ 'Topic-Search': 'on' })
    await userEvent.click(screen.getByRole('combobox', { name: 'Topic' }))
    await userEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'France' }))
    await userEvent.type(screen.getByRole('combobox', { name: 'Entity' }), 'Ac')
    await waitFor(() => expect(searches()).toHaveLength(1))
    expect(searches()[0][1].filter).toEqual({ name: { $iLike: 'Ac' }, type: { $ne: 'Brief' }, topicId: 7 })
  })
})
