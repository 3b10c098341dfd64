import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import type { RevisionContent, RevisionSummary } from '../../../../common/entityRevisions'
import type { EntityTemplate } from '../../../../common/templateFormat'
import type { EntityRevision } from '../../../../server/services/entity-revisions/entity-revisions.schema'
import { renderWithAdmin } from '../../../test/renderWithAdmin'
import { facetType, field } from '../testFixtures'
import { EntityHistoryDialog } from './EntityHistoryDialog'

const TEMPLATE: EntityTemplate = {
  id: 'tpl',
  type: 'Actor',
  subType: null,
  name: 'Actor',
  facetTypes: [
    facetType('ft-name', 'Name', 'Identity', 1, [field('Name', 'Label', 1)]),
    facetType('ft-notes', 'Notes', 'Identity', 2, [field('Text', 'Detail', 1)]),
  ],
} as EntityTemplate

const NONE: RevisionSummary = {
  first: false,
  nameChanged: false,
  stageChanged: false,
  assigneeChanged: false,
  facetsAdded: 0,
  facetsRemoved: 0,
  facetsChanged: 0,
  fieldsChanged: 0,
}
const CONTENT: RevisionContent = {
  name: 'Acme',
  meta: { stage: 'in progress', assignedToId: null },
  facets: [
    {
      id: 'f-name',
      facetTypeId: 'ft-name',
      order: 1,
      meta: { stage: 'in progress', assignedToId: null },
      fields: [{ facetFieldTypeId: 'Name', name: 'value', order: 1, value: 'Acme' }],
    },
  ],
}
const revision = (id: string, day: number, name: string, summary: Partial<RevisionSummary>): EntityRevision => ({
  id,
  entityId: 'e1',
  savedAt: `2026-03-0${day}T10:00:00.000Z`,
  savedBy: { id: `u-${name}`, name },
  summary: { ...NONE, ...summary },
})
const LIST = [
  revision('r3', 3, 'Bob', { nameChanged: true, facetsChanged: 1, facetsRemoved: 1, fieldsChanged: 2 }),
  revision('r2', 2, 'Ann', { facetsChanged: 1, fieldsChanged: 1 }),
  revision('r1', 1, 'Ann', { first: true, facetsAdded: 1 }),
]
const DETAIL: EntityRevision = {
  ...LIST[1],
  content: CONTENT,
  changes: {
    name: { before: 'Acme Ltd', after: 'Acme' },
    facets: [
      {
        facetId: 'f-name',
        facetTypeId: 'ft-name',
        kind: 'changed',
        fields: [{ facetFieldTypeId: 'Name', name: 'value', order: 1, before: 'Acme Ltd', after: 'Acme' }],
      },
      {
        facetId: 'f-notes',
        facetTypeId: 'ft-notes',
        kind: 'removed',
        fields: [{ facetFieldTypeId: 'Text', name: 'value', order: 2, before: 'Old note', after: null }],
      },
    ],
  },
}

function renderDialog() {
  const getList = vi.fn(async () => ({ data: LIST, total: 45 }))
  const getOne = vi.fn(async (_resource: string, { id }: { id: string }) => ({
    data: id === 'r2' ? DETAIL : { ...LIST[0], content: CONTENT, changes: { facets: [] } },
  }))
  const onRestore = vi.fn()
  const onClose = vi.fn()
  renderWithAdmin(
    <EntityHistoryDialog
      entityId="e1"
      entityName="Acme"
      template={TEMPLATE}
      users={[]}
      onClose={onClose}
      onRestore={onRestore}
    />,
    { dataProvider: { getList, getOne } },
  )
  return { getList, getOne, onRestore, onClose }
}

describe('Entity history', () => {
  it('lists the versions newest first with who, when and what changed', async () => {
    const { getList } = renderDialog()
    const dialog = await screen.findByRole('dialog', { name: 'History of Acme' })
    const items = await within(dialog).findAllByRole('button', { name: /by (Ann|Bob)/ })
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/by Bob.*Name changed · Facets removed: 1 · Facets changed: 1 · Fields changed: 2$/),
      expect.stringMatching(/by Ann.*Facets changed: 1 · Fields changed: 1$/),
      expect.stringMatching(/by Ann.*First recorded version$/),
    ])
    expect(getList).toHaveBeenCalledWith(
      'entity-revisions',
      expect.objectContaining({ filter: { entityId: 'e1' }, sort: { field: 'savedAt', order: 'DESC' } }),
    )
    // 45 versions, 20 shown: the older ones are a click away
    await userEvent.click(within(dialog).getByRole('button', { name: 'Show older versions' }))
    expect(getList).toHaveBeenLastCalledWith(
      'entity-revisions',
      expect.objectContaining({ pagination: { page: 1, perPage: 40 } }),
    )
  })

  it('shows a chosen version’s changes per facet and field, said in words and not by colour alone', async () => {
    renderDialog()
    await userEvent.click(await screen.findByRole('button', { name: /by Ann.*Fields changed: 1/ }))
    expect(await screen.findByText(/Compared with the version before it/)).toBeInTheDocument()
    const name = screen.getByRole('region', { name: 'Name: Facet changed' })
    expect(within(name).getByRole('heading', { name: 'Name' })).toBeInTheDocument()
    expect(within(name).getAllByText('Removed:')).toHaveLength(1)
    expect(within(name).getByText('Acme Ltd').tagName).toBe('DEL')
    expect(within(name).getByText('Acme').tagName).toBe('INS')
    const notes = screen.getByRole('region', { name: 'Notes: Facet removed' })
    expect(within(notes).getByText('Text · set 2')).toBeInTheDocument()
    expect(within(notes).getByText('Old note').tagName).toBe('DEL')
    expect(within(notes).queryByText('Added:')).not.toBeInTheDocument()
  })

  it('restores a version after its confirmation, and not the newest one, which is the entity as saved', async () => {
    const { onRestore, onClose } = renderDialog()
    await userEvent.click(await screen.findByRole('button', { name: /by Bob/ }))
    expect(await screen.findByRole('button', { name: 'Restore this version' })).toBeDisabled()

    await userEvent.click(screen.getByRole('button', { name: /by Ann.*Fields changed: 1/ }))
    await screen.findByRole('region', { name: 'Name: Facet changed' })
    await userEvent.click(screen.getByRole('button', { name: 'Restore this version' }))
    const confirm = await screen.findByRole('dialog', { name: 'Restore this version?' })
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }))
    expect(onRestore).not.toHaveBeenCalled()

    await userEvent.click(await screen.findByRole('button', { name: 'Restore this version' }))
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Restore this version?' })).getByRole('button', {
        name: 'Restore',
      }),
    )
    expect(onRestore).toHaveBeenCalledWith(CONTENT)
    expect(onClose).toHaveBeenCalled()
  })
})
