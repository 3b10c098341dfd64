import { createElement } from 'react'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { DataProvider } from 'react-admin'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { ROUTES } from '../../../common/routes'
import type { FieldSetEditorProps } from './fields/FieldSetEditor'
import { renderEditorPage } from './renderEditorPage'
import { RECORD, TEMPLATE, USERS } from './testFixtures'

/** Renders of the parts around a field, by name: what one keystroke draws again. */
const renders = vi.hoisted(() => new Map<string, number>())
const counted = vi.hoisted(() => (name: string) => renders.set(name, (renders.get(name) ?? 0) + 1))

// each field set is a plain input that counts its renders (the field editors have tests of their own)
vi.mock('./fields/FieldSetEditor', () => ({
  FieldSetEditor: ({ fieldType, values, onChange, readOnly }: FieldSetEditorProps) => {
    counted(`field ${fieldType.id}`)
    return (
      <input
        aria-label={fieldType.name}
        value={String(values.value ?? values.urlInput ?? '')}
        readOnly={readOnly}
        onChange={(event) => onChange({ ...values, value: event.target.value })}
      />
    )
  },
}))
// the header's status, each facet's stage and user, and every completion colour count their renders
vi.mock('./StatusTag', async (original) => {
  const real = await original<typeof import('./StatusTag')>()
  return {
    ...real,
    StatusTag: (props: Parameters<typeof real.StatusTag>[0]) => {
      counted('status')
      return createElement(real.StatusTag, props)
    },
  }
})
vi.mock('./FacetHeader', async (original) => {
  const real = await original<typeof import('./FacetHeader')>()
  return {
    ...real,
    FacetWorkflow: (props: Parameters<typeof real.FacetWorkflow>[0]) => {
      counted('facet workflow')
      return createElement(real.FacetWorkflow, props)
    },
  }
})
vi.mock('./CompletionIcon', async (original) => {
  const real = await original<typeof import('./CompletionIcon')>()
  return {
    ...real,
    CompletionIcon: (props: Parameters<typeof real.CompletionIcon>[0]) => {
      counted('completion')
      return createElement(real.CompletionIcon, props)
    },
  }
})
// the relationship panels below the facets: each counts its renders
vi.mock('./relationships/ListRelationshipPanel', () => ({
  ListRelationshipPanel: () => {
    counted('relationship panel')
    return null
  },
}))
vi.mock('./relationships/RelatedEntitiesPanel', () => ({
  RelatedEntitiesPanel: () => {
    counted('relationship panel')
    return null
  },
}))

function renderEditor() {
  const provider: Partial<DataProvider> = {
    getOne: async (resource: string) => ({ data: resource === 'entities' ? RECORD : TEMPLATE }) as never,
    getList: async () => ({ data: USERS, total: USERS.length }) as never,
  }
  renderEditorPage(provider, { user: USERS[0], path: `${ROUTES.entityEditor}/${RECORD.id}` })
}

describe('a keystroke in the entity editor', () => {
  beforeEach(() => renders.clear())

  it('draws again only the field typed in: not its facet, the other facets, the sidebar or the header', async () => {
    renderEditor()
    const summary = await screen.findByRole('article', { name: 'Summary' })
    // the users are there (the facet's user is named): nothing else is on its way
    expect(await within(summary).findByText('Ana Lyst')).toBeInTheDocument()
    const input = within(summary).getByRole('textbox', { name: 'summary-value' })
    // the first edit makes the entity unsaved and in progress: the header shows it once
    await userEvent.type(input, 'x')
    renders.clear()
    await userEvent.type(input, 'yz')
    expect(input).toHaveValue('<p>Makes anvils</p>xyz')
    expect(Object.fromEntries(renders)).toEqual({ 'field summary-value': 2 })
  })

  it('draws the unsaved status on the first keystroke, not the relationship panels below the facets', async () => {
    renderEditor()
    const summary = await screen.findByRole('article', { name: 'Summary' })
    expect(await within(summary).findByText('Ana Lyst')).toBeInTheDocument()
    // the panels follow the first screen, in a render of their own
    await waitFor(() => expect(renders.get('relationship panel')).toBeGreaterThan(0))
    renders.clear()
    await userEvent.type(within(summary).getByRole('textbox', { name: 'summary-value' }), 'x')
    expect(renders.get('status')).toBeGreaterThan(0)
    expect(renders.get('relationship panel')).toBeUndefined()
  })

  it('draws a changed completion colour in its facet card and the sidebar, and nothing else', async () => {
    renderEditor()
    const summary = await screen.findByRole('article', { name: 'Summary' })
    const input = within(summary).getByRole('textbox', { name: 'summary-value' })
    await userEvent.type(input, 'x')
    renders.clear()
    await userEvent.clear(input)
    expect(within(summary).getByRole('img', { name: 'Required fields are empty' })).toBeInTheDocument()
    expect(renders.get('completion')).toBe(2)
    expect(renders.get('status')).toBeUndefined()
    expect(renders.get('field name-value')).toBeUndefined()
  })
})
