import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { AdminContext, testDataProvider, type DataProvider } from 'react-admin'
import { Route, RouterProvider, Routes, createMemoryRouter } from 'react-router-dom'
import { expect, it, vi } from 'vitest'
import { templateEditorRoute } from '../../../common/routes'
import { Notification } from '../../layout/Notification'
import { i18nProvider } from '../../providers/i18nProvider'
import { signedInAs } from '../../test/renderWithAdmin'
import { TemplateEditorPage } from './TemplateEditorPage'

/** A new template in the editor, at its address in a data router (its unsaved-changes guard needs one). */
function renderNewTemplate(provider: Partial<DataProvider> = {}) {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <AdminContext
            dataProvider={testDataProvider({
              getList: vi.fn().mockResolvedValue({ data: [{ id: 'd1', key: 'sectors' }], total: 1 }),
              ...provider,
            })}
            authProvider={signedInAs({ id: 'a1', name: 'Admin', role: 'admin' })}
            i18nProvider={i18nProvider}
          >
            <Routes>
              <Route path={`${templateEditorRoute()}/:templateIdByUrl?`} element={<TemplateEditorPage />} />
            </Routes>
            <Notification />
          </AdminContext>
        ),
      },
    ],
    { initialEntries: [templateEditorRoute()] },
  )
  render(<RouterProvider router={router} />)
}

/** Types into a field at once: the editor's state is the same as after each key. */
const fill = async (field: HTMLElement, text: string) => {
  await userEvent.click(field)
  await userEvent.paste(text)
}

const pick = async (field: HTMLElement, option: string) => {
  await userEvent.click(field)
  await userEvent.click(await screen.findByRole('option', { name: option }))
}

/** A new template named Vessel with a section Profile holding a facet type Build of no field type yet. */
async function buildVessel() {
  // the skeleton lacks its type and name: said beside them, as the server would
  expect(screen.getByText('Enter the template type')).toBeInTheDocument()
  await fill(screen.getByRole('textbox', { name: 'Type' }), 'Vessel')
  await fill(screen.getByRole('textbox', { name: 'Name' }), 'Vessel')
  expect(screen.queryByText('Enter the template type')).toBeNull()
  await fill(screen.getByRole('textbox', { name: 'New section' }), 'Profile')
  await userEvent.keyboard('{Enter}')
  const section = screen.getByRole('region', { name: 'Profile' })
  expect(within(section).getByText('No facet type is in this section')).toBeInTheDocument()
  await userEvent.click(within(section).getByRole('button', { name: 'Add Facet Type' }))
  const facetType = within(section).getByRole('group', { name: 'Facet type (unnamed)' })
  await fill(within(facetType).getByRole('textbox', { name: 'Facet type name' }), 'Build')
  expect(within(section).getByText('Field type is required for every Entity')).toBeInTheDocument()
  return section
}

/** A field type added to the section's facet type, named. */
async function addFieldType(section: HTMLElement, name: string) {
  await userEvent.click(within(section).getByRole('button', { name: 'Add Field Type' }))
  const fieldType = within(section).getByRole('group', { name: 'Field type (unnamed)' })
  await fill(within(fieldType).getByRole('textbox', { name: 'Field type name' }), name)
  return fieldType
}

// a whole build through MUI's inputs takes jsdom a while on a busy machine
const BUILD = { timeout: 60_000 }

it('builds a template in the structured view: a section, a facet type, a field type and its rules', BUILD, async () => {
  const create = vi.fn(async (_resource: string, { data }: { data: object }) => ({
    data: { ...data, id: 't1', createdAt: '2026-01-01T00:00:00Z', updatedAt: '2026-01-01T00:00:00Z' },
  }))
  renderNewTemplate({ create } as Partial<DataProvider>)
  expect(screen.getByRole('tab', { name: 'Structure', selected: true })).toBeInTheDocument()
  const section = await buildVessel()
  const fieldType = await addFieldType(section, 'year')
  await pick(within(fieldType).getByRole('combobox', { name: 'Kind' }), 'Date')
  // a Date field's rules: its enumerations as selects, and no rule of other kinds
  await pick(within(fieldType).getByRole('combobox', { name: 'Date' }), 'single')
  await pick(within(fieldType).getByRole('combobox', { name: 'Format' }), 'yy')
  expect(within(fieldType).queryByRole('spinbutton', { name: 'Chars' })).toBeNull()

  await userEvent.click(screen.getByRole('button', { name: 'Save' }))
  expect(await screen.findByText('Template has been created')).toBeInTheDocument()
  const { data } = create.mock.calls[0][1] as { data: { layout: unknown; facetTypes: { facetFieldTypes: unknown }[] } }
  expect(data.layout).toEqual([{ sections: ['Overview'] }, { sections: ['Profile'] }])
  expect(data.facetTypes[1]).toMatchObject({ name: 'Build', section: 'Profile' })
  expect(data.facetTypes[1].facetFieldTypes).toEqual([
    expect.objectContaining({ name: 'year', kind: 'Date', order: 1, rules: { Date: 'single', Format: 'yy' } }),
  ])
})

it(
  "edits a Label's rules with inputs that keep to their allowed values, and refuses to save a broken one",
  BUILD,
  async () => {
    const create = vi.fn()
    renderNewTemplate({ create } as Partial<DataProvider>)
    const label = await addFieldType(await buildVessel(), 'yard')
    const chars = within(label).getByRole('spinbutton', { name: 'Chars' })
    expect(chars).toHaveAttribute('min', '0')
    await fill(chars, '-3')
    expect(within(label).getByText(/Rule "Chars" takes a whole number of at least 0/)).toBeInTheDocument()
    await userEvent.clear(chars)
    await fill(chars, '80')
    expect(within(label).queryByText(/Rule "Chars"/)).toBeNull()
    // Mode and Dictionary come with Type dictionary, and are required with it
    expect(within(label).queryByRole('combobox', { name: 'Mode' })).toBeNull()
    await pick(within(label).getByRole('combobox', { name: 'Type' }), 'dictionary')
    expect(within(label).getByText('Rule "Mode" is required when rule "Type" is "dictionary"')).toBeInTheDocument()

    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Template has errors in structure')).toBeInTheDocument()
    expect(
      within(screen.getByRole('list', { name: 'Problems' })).getByText('facetTypes[1].facetFieldTypes[0].rules.Mode'),
    ).toBeInTheDocument()
    expect(create).not.toHaveBeenCalled()

    await pick(within(label).getByRole('combobox', { name: 'Mode' }), 'fixed')
    // the dictionary picker offers the dictionaries by name
    await pick(within(label).getByRole('combobox', { name: 'Dictionary' }), 'sectors')
    expect(within(label).queryByText(/Rule "(Mode|Dictionary)"/)).toBeNull()
  },
)

it('moves sections and facet types by keyboard, the focus following the moved one', async () => {
  renderNewTemplate()
  await fill(screen.getByRole('textbox', { name: 'New section' }), 'Profile')
  await userEvent.keyboard('{Enter}')
  const down = screen.getByRole('button', { name: 'Move Overview down' })
  down.focus()
  await userEvent.keyboard('{Enter}')
  expect(screen.getAllByRole('region').map((region) => region.getAttribute('aria-label'))).toEqual([
    'Profile',
    'Overview',
  ])
  await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Move Overview up' })).toHaveFocus())
})

it('edits the same template as JSON, and refuses to leave JSON that does not parse', async () => {
  renderNewTemplate()
  await fill(screen.getByRole('textbox', { name: 'Type' }), 'Vessel')
  await userEvent.click(screen.getByRole('tab', { name: 'JSON' }))
  const json = screen.getByRole('textbox', { name: 'Template (JSON)' })
  expect(JSON.parse((json as HTMLTextAreaElement).value)).toMatchObject({ type: 'Vessel' })

  await userEvent.clear(json)
  await fill(json, '{ "type": "Ship",')
  expect(screen.getByText('Invalid JSON at line 1, column 18')).toBeInTheDocument()
  await userEvent.click(screen.getByRole('tab', { name: 'Structure' }))
  expect(await screen.findByText('Invalid JSON')).toBeInTheDocument()
  expect(screen.getByRole('tab', { name: 'JSON', selected: true })).toBeInTheDocument()

  const template = { type: 'Ship', name: 'Ship', layout: [{ sections: ['Hull'] }], facetTypes: [] }
  await userEvent.clear(json)
  await fill(json, JSON.stringify(template))
  await userEvent.click(screen.getByRole('tab', { name: 'Structure' }))
  expect(screen.getByRole('textbox', { name: 'Type' })).toHaveValue('Ship')
  expect(screen.getByRole('region', { name: 'Hull' })).toBeInTheDocument()
})
