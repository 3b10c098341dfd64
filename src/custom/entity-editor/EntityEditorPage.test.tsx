import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { DataProvider } from 'react-admin'
import { describe, expect, it, vi } from 'vitest'
import type { EntityRecord } from '../../../common/entityFormat'
import type { EntitySave } from '../../../server/services/entities/entities.schema'
import type { Role } from '../../../common/roles'
import { ROUTES } from '../../../common/routes'
import type { FieldSetEditorProps } from './fields/FieldSetEditor'
import type { FacetSidePanelProps } from './panel/FacetSidePanel'
import { worded } from '../../providers/apiErrors'
import { relogin } from '../../providers/reloginStore'
import { renderEditorPage } from './renderEditorPage'
import { RECORD, TEMPLATE, USERS, facetRecord, fieldRecord } from './testFixtures'

// the field editors and the side panel are other parts of the editor, with tests of their own
vi.mock('./fields/FieldSetEditor', () => ({
  FieldSetEditor: ({ fieldType, values, onChange, readOnly }: FieldSetEditorProps) => (
    <input
      aria-label={fieldType.name}
      value={String(values.value ?? '')}
      readOnly={readOnly}
      onChange={(event) => onChange({ ...values, value: event.target.value })}
    />
  ),
}))
vi.mock('./relationships/RelationshipPanels', () => ({ RelationshipPanels: () => null }))
vi.mock('./panel/FacetSidePanel', () => ({
  FacetSidePanel: ({ panel, facetName, facetId, onFacetChanged, onCommentsChanged }: FacetSidePanelProps) => (
    <aside>
      {`${panel} of ${facetName}`}
      <button onClick={() => onFacetChanged?.(facetId)}>Rejected on the server</button>
      <button onClick={() => onCommentsChanged?.(facetId, 1)}>Comment added</button>
      <button onClick={() => onCommentsChanged?.(facetId, -1)}>Comment deleted</button>
    </aside>
  ),
}))

const SAVED: EntityRecord = {
  ...RECORD,
  id: 'entity-new',
  name: 'Globex',
  meta: { stage: 'in progress', assignedToId: null, failedReason: null },
  topics: [],
  facets: [facetRecord('facet-new', 'ft-name', 1, [fieldRecord('f-new', 'name-value', 'value', 1, 'Globex')])],
}

const STALE = {
  code: 409,
  name: 'Conflict',
  message: 'Bo Lyst saved this entity at 03/02/2026 9:30',
  data: { updatedAt: '2026-03-02T09:30:00.000Z', updatedBy: { id: 'analyst-2', name: 'Bo Lyst' } },
}

/** The declarations the page's style sheets give `element` under a media condition such as 'min-width:900px'. */
function stylesAt(element: Element, condition: string): Record<string, string> {
  const rules = [...document.styleSheets]
    .flatMap((sheet) => [...sheet.cssRules])
    .filter((rule) => rule instanceof CSSMediaRule && rule.conditionText.replace(/\s/g, '').includes(condition))
    .flatMap((rule) => [...(rule as CSSMediaRule).cssRules])
    .filter((rule) => rule instanceof CSSStyleRule && element.matches(rule.selectorText)) as CSSStyleRule[]
  return Object.fromEntries(
    rules.flatMap((rule) => [...rule.style].map((name) => [name, rule.style.getPropertyValue(name)])),
  )
}

function renderEditor(path: string, { role = 'analyst', ...calls }: Partial<DataProvider> & { role?: Role } = {}) {
  const getOne = vi.fn(async (resource: string) => ({ data: resource === 'entities' ? RECORD : TEMPLATE }))
  const getList = vi.fn(async (_resource: string, { filter }: { filter: { $limit?: number } }) =>
    filter.$limit === 0 ? { data: [], total: USERS.length } : { data: USERS, total: USERS.length },
  )
  const create = vi.fn(async () => ({ data: SAVED }))
  const update = vi.fn(async () => ({ data: { ...RECORD, name: 'Acme Corp', updatedAt: '2026-03-03T00:00:00.000Z' } }))
  const provider = { getOne, getList, create, update, ...calls }
  const me = USERS.find((user) => user.role === role)!
  const router = renderEditorPage(provider as Partial<DataProvider>, { user: me, path })
  return { getOne, create, router }
}

// the header's name (the page's h1 is the app bar's title, not rendered here); hidden: true reaches behind a dialog
const heading = () => screen.getAllByRole('heading', { level: 2, hidden: true })[0]
const facetCard = (name: string) => screen.getByRole('article', { name })
const saveButton = (name: string) => screen.getByRole('button', { name, hidden: true })
/** The facet header's <new> / <saved> marker: the card's first (its sets and links have their own). */
const facetMarker = (card: HTMLElement) => within(card).getAllByText(/^<(new|saved)>$/)[0].textContent
const sentPayload = (call: unknown[]) => (call[1] as { data: EntitySave }).data

describe('the entity editor', () => {
  it('opens a new entity Unnamed and unsaved, saves it, takes its name and its address', async () => {
    const { create, getOne, router } = renderEditor(`${ROUTES.entityEditor}?templateId=${TEMPLATE.id}`)
    expect(await screen.findByRole('heading', { name: 'Unnamed' })).toBeInTheDocument()
    expect(screen.getByText('Actor:Organisation')).toBeInTheDocument()
    expect(screen.getByText('Unsaved')).toBeInTheDocument()
    expect(facetMarker(facetCard('Name'))).toBe('<new>')
    // a facet just added does not yet say its required fields are empty
    expect(screen.queryByText('Field content is required')).not.toBeInTheDocument()
    await userEvent.type(within(facetCard('Name')).getByRole('textbox', { name: 'name-value' }), 'Globex')
    expect(heading()).toHaveTextContent('Globex')
    await userEvent.click(saveButton('Save'))
    expect(await screen.findByText('Facet Summary has empty required fields')).toBeInTheDocument()
    // the warning shows first, for its 2 s
    expect(await screen.findByText('Entity has been created', {}, { timeout: 4000 })).toBeInTheDocument()
    expect(sentPayload(create.mock.calls[0])).toMatchObject({
      entityTemplateId: TEMPLATE.id,
      name: 'Globex',
      facets: [
        { facetTypeId: 'ft-name', order: 1, fields: [{ name: 'value', value: 'Globex', order: 1 }] },
        { facetTypeId: 'ft-summary', order: 2, fields: [] },
        { facetTypeId: 'ft-role', order: 3, fields: [] },
      ],
    })
    await waitFor(() => expect(router.state.location.pathname).toBe(`${ROUTES.entityEditor}/entity-new`))
    expect(saveButton('Saved')).toBeDisabled()
    expect(facetMarker(facetCard('Name'))).toBe('<saved>')
    expect(getOne).toHaveBeenCalledTimes(1)
  })

  it('shows a saved entity clean, then Save and the colours follow the edits', async () => {
    renderEditor(`${ROUTES.entityEditor}/${RECORD.id}`)
    expect(await screen.findByRole('heading', { name: 'Acme' })).toBeInTheDocument()
    expect(saveButton('Saved')).toBeDisabled()
    expect(screen.getByText('Published')).toBeInTheDocument()
    expect(screen.getByText('France')).toBeInTheDocument()
    expect(screen.getByRole('checkbox', { name: 'Hidden' })).toBeDisabled()
    expect(within(facetCard('Name')).getByRole('img', { name: 'Complete' })).toBeInTheDocument()
    expect(within(facetCard('Key Events')).getByRole('img', { name: 'Not filled' })).toBeInTheDocument()
    await userEvent.clear(within(facetCard('Name')).getByRole('textbox', { name: 'name-value' }))
    expect(within(facetCard('Name')).getByRole('img', { name: 'Required fields are empty' })).toBeInTheDocument()
    expect(heading()).toHaveTextContent('Unnamed')
    expect(saveButton('Save')).toBeEnabled()
    expect(screen.getByText('Unsaved')).toBeInTheDocument()
  })

  it('sends one save for two quick clicks on Save, and takes no input in the facets until its answer', async () => {
    let answer: (value: { data: EntityRecord }) => void = () => undefined
    const update = vi.fn(() => new Promise<{ data: EntityRecord }>((resolve) => (answer = resolve)))
    renderEditor(`${ROUTES.entityEditor}/${RECORD.id}`, { update } as Partial<DataProvider>)
    await userEvent.type(within(await screen.findByRole('article', { name: 'Name' })).getByRole('textbox'), ' Corp')
    // both clicks in one go: the second comes before the page has drawn the first as saving
    fireEvent.click(saveButton('Save'))
    fireEvent.click(saveButton('Save'))
    expect(update).toHaveBeenCalledTimes(1)
    expect(await screen.findByRole('button', { name: 'Saving', hidden: true })).toBeDisabled()
    // the facets take no input until the answer is there
    expect(screen.getByRole('article', { name: 'Name', hidden: true }).closest('[inert]')).not.toBeNull()
    answer({ data: { ...RECORD, name: 'Acme Corp', updatedAt: '2026-03-03T00:00:00.000Z' } })
    expect(await screen.findByRole('button', { name: 'Saved', hidden: true })).toBeDisabled()
    expect(facetCard('Name').closest('[inert]')).toBeNull()
    expect(update).toHaveBeenCalledTimes(1)
  })

  it('keeps a published facet read-only', async () => {
    renderEditor(`${ROUTES.entityEditor}/${RECORD.id}`)
    const where = await screen.findByRole('article', { name: 'Where' })
    expect(within(where).getByRole('textbox', { name: 'where' })).toHaveAttribute('readonly')
    expect(within(where).getByRole('button', { name: 'Remove' })).toBeDisabled()
    expect(within(where).getByRole('button', { name: 'Clear' })).toBeDisabled()
    expect(within(where).queryByRole('button', { name: /^Add/ })).not.toBeInTheDocument()
  })

  it('heads each facet with its stage, user and panel buttons, the counts described on their own button', async () => {
    renderEditor(`${ROUTES.entityEditor}/${RECORD.id}`)
    const summary = await screen.findByRole('article', { name: 'Summary' })
    expect(within(summary).getByRole('combobox', { name: 'Stage' })).toHaveTextContent('in progress')
    expect(within(summary).getByRole('combobox', { name: 'User' })).toHaveTextContent('Ana Lyst')
    expect(within(summary).getByRole('button', { name: 'Log' })).toHaveAccessibleDescription('2 log entries')
    expect(within(summary).getByRole('button', { name: 'Comments' })).toHaveAccessibleDescription('1 comment')
    for (const name of ['Preview', 'Rejections (R)', 'Move up', 'Move down', 'Clear', 'Remove']) {
      expect(within(summary).getByRole('button', { name })).toBeInTheDocument()
    }
  })

  it('keeps the sidebar in view while the body scrolls, scrolling on its own when long', async () => {
    renderEditor(`${ROUTES.entityEditor}/${RECORD.id}`)
    const sidebar = await screen.findByRole('navigation', { name: 'Sections' })
    expect(sidebar).toHaveStyle({ overflowY: 'auto' })
    // beside the body from md (900 px) on; above it, in the page's flow, below that (jsdom applies no media rule)
    expect(stylesAt(sidebar, 'min-width:900px').position).toBe('sticky')
    expect(stylesAt(sidebar, 'min-width:0px').position).toBe('static')
  })

  it("lists each section's facets as items of a list named for the section, each item a button", async () => {
    renderEditor(`${ROUTES.entityEditor}/${RECORD.id}`)
    const sidebar = await screen.findByRole('navigation', { name: 'Sections' })
    const overview = await within(sidebar).findByRole('list', { name: 'Overview' })
    const items = within(overview).getAllByRole('listitem')
    const facets = items.filter((item) => within(item).queryByRole('button'))
    expect(facets.map((item) => within(item).getByRole('button').textContent)).toEqual(
      expect.arrayContaining([expect.stringContaining('Name'), expect.stringContaining('Summary')]),
    )
    // nothing in the list but its items
    for (const child of overview.children) expect(child.tagName).toBe('LI')
  })

  it('names what its Add button adds, and adds a set of that field', async () => {
    renderEditor(`${ROUTES.entityEditor}/${RECORD.id}`)
    const name = await screen.findByRole('article', { name: 'Name' })
    await userEvent.click(within(name).getByRole('button', { name: 'Add name-value' }))
    expect(within(name).getAllByRole('textbox', { name: 'name-value' })).toHaveLength(2)
    expect(within(name).getAllByRole('button', { name: 'Remove name-value' })).toHaveLength(2)
  })

  it('adds a facet from the dialog of what may be added at this point', async () => {
    renderEditor(`${ROUTES.entityEditor}/${RECORD.id}`)
    const timeline = await screen.findByRole('region', { name: 'Timeline' })
    await userEvent.click(within(timeline).getByRole('button', { name: 'Add facets' }))
    const dialog = screen.getByRole('dialog', { name: 'You can add the following facets at this point:' })
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Key EventsTimeline', 'Cancel'])
    // each choice is an item of the list, its button inside it
    const choices = within(within(dialog).getByRole('list')).getAllByRole('listitem')
    expect(choices.map((item) => within(item).getByRole('button').textContent)).toEqual(['Key EventsTimeline'])
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    await userEvent.click(within(timeline).getByRole('button', { name: 'Add facets' }))
    await userEvent.click(within(screen.getByRole('dialog')).getByText('Key Events'))
    const events = screen.getAllByRole('article', { name: 'Key Events' })
    expect(events.map(facetMarker)).toEqual(['<saved>', '<new>'])
    expect(saveButton('Save')).toBeEnabled()
  })

  // spec 2 §2: a field shows <new> until saved and <saved> after; spec 1 §5: 'Field content is required'
  it('marks each field set <new> or <saved>, and says where a required field is left empty', async () => {
    renderEditor(`${ROUTES.entityEditor}/${RECORD.id}`)
    const name = await screen.findByRole('article', { name: 'Name' })
    expect(
      within(name)
        .getAllByText(/^<(new|saved)>$/)
        .map((marker) => marker.textContent),
    ).toEqual(['<saved>', '<saved>'])
    expect(within(name).queryByText('Field content is required')).not.toBeInTheDocument()
    // a saved facet whose required date has no value: its empty set is new, and said to be required
    const events = facetCard('Key Events')
    expect(
      within(events)
        .getAllByText(/^<(new|saved)>$/)
        .map((marker) => marker.textContent),
    ).toEqual(['<saved>', '<new>'])
    expect(within(events).getByText('Field content is required')).toBeInTheDocument()
    // emptying a required field says so; filling it again takes it away
    const input = within(name).getByRole('textbox', { name: 'name-value' })
    await userEvent.clear(input)
    expect(within(name).getByText('Field content is required')).toBeInTheDocument()
    await userEvent.type(input, 'Acme')
    expect(within(name).queryByText('Field content is required')).not.toBeInTheDocument()
  })

  // spec 2 §5 add mode, spec 1 §7 POST /dictionary-items: a typed value is added when the entity is saved
  describe('a Label in add mode', () => {
    const ADD_TEMPLATE = {
      ...TEMPLATE,
      facetTypes: TEMPLATE.facetTypes.map((facetType) =>
        facetType.id !== 'ft-name'
          ? facetType
          : {
              ...facetType,
              facetFieldTypes: facetType.facetFieldTypes.map((fieldType) => ({
                ...fieldType,
                rules: { Type: 'dictionary', Mode: 'add', Dictionary: 'names' },
              })),
            },
      ),
    }
    const ADD_RECORD = { ...RECORD, entityTemplate: ADD_TEMPLATE }
    const NAMES = {
      id: 'dict-names',
      key: 'names',
      name: 'Names',
      items: [{ id: 'i1', value: 'Acme Holdings', category: ' ' }],
    }
    const calls = (update: ReturnType<typeof vi.fn>) => ({
      getOne: vi.fn(async () => ({ data: ADD_RECORD })),
      getList: vi.fn(async (resource: string, { filter }: { filter: { $limit?: number } }) =>
        resource === 'dictionaries'
          ? { data: [NAMES], total: 1 }
          : filter.$limit === 0
            ? { data: [], total: USERS.length }
            : { data: USERS, total: USERS.length },
      ),
      createMany: vi.fn(async () => []),
      update,
    })
    const typeName = async (text: string) => {
      const input = within(await screen.findByRole('article', { name: 'Name' })).getByRole('textbox', {
        name: 'name-value',
      })
      await userEvent.clear(input)
      await userEvent.type(input, text)
    }

    it('adds the value typed once the save succeeded, unless an item equals it or starts with it', async () => {
      const provider = calls(vi.fn(async () => ({ data: ADD_RECORD })))
      renderEditor(`${ROUTES.entityEditor}/${RECORD.id}`, provider as unknown as Partial<DataProvider>)
      await typeName('Globex')
      // typing adds nothing
      expect(provider.createMany).not.toHaveBeenCalled()
      await userEvent.click(saveButton('Save'))
      await waitFor(() => expect(provider.createMany).toHaveBeenCalledTimes(1))
      // mode=add: the server applies the starts-with rule again under the dictionary's lock
      expect(provider.createMany).toHaveBeenCalledWith(
        'dictionary-items',
        [{ value: 'Globex', dictionaryId: 'dict-names', category: ' ' }],
        { mode: 'add' },
      )
      // 'acme' starts 'Acme Holdings': not added
      await typeName('acme')
      await userEvent.click(saveButton('Save'))
      await waitFor(() => expect(provider.update).toHaveBeenCalledTimes(2))
      await waitFor(() => expect(saveButton('Saved')).toBeDisabled())
      expect(provider.createMany).toHaveBeenCalledTimes(1)
    })

    it('adds nothing when the save fails', async () => {
      const provider = calls(vi.fn().mockRejectedValue({ code: 400, message: 'Value too long' }))
      renderEditor(`${ROUTES.entityEditor}/${RECORD.id}`, provider as unknown as Partial<DataProvider>)
      await typeName('Globex')
      await userEvent.click(saveButton('Save'))
      expect(await screen.findByText('Save Entity: Value too long')).toBeInTheDocument()
      expect(provider.createMany).not.toHaveBeenCalled()
    })
  })

  it('on a conflict keeps the edits, names who saved, and overwrites with their version', async () => {
    const update = vi
      .fn()
      .mockRejectedValueOnce(STALE)
      .mockResolvedValueOnce({ data: { ...RECORD, name: 'Acme Corp', facets: [] } })
    renderEditor(`${ROUTES.entityEditor}/${RECORD.id}`, { update })
    const name = within(await screen.findByRole('article', { name: 'Name' })).getByRole('textbox', {
      name: 'name-value',
    })
    await userEvent.type(name, ' Corp')
    await userEvent.click(saveButton('Save'))
    const dialog = await screen.findByRole('dialog', { name: 'Someone else saved this in the meantime' })
    expect(within(dialog).getByText(STALE.message)).toBeInTheDocument()
    expect(name).toHaveValue('Acme Corp')
    expect(heading()).toHaveTextContent('Acme Corp')
    expect(saveButton('Save')).toBeEnabled()
    expect(sentPayload(update.mock.calls[0]).updatedAt).toBe(RECORD.updatedAt)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Overwrite' }))
    expect(await screen.findByText('Entity has been updated')).toBeInTheDocument()
    expect(sentPayload(update.mock.calls[1])).toMatchObject({
      name: 'Acme Corp',
      updatedAt: STALE.data.updatedAt,
      facets: [{ id: 'facet-name', fields: [{ id: 'f-name', value: 'Acme Corp' }] }],
    })
  })

  it('on a conflict reloads their version when asked', async () => {
    const { getOne } = renderEditor(`${ROUTES.entityEditor}/${RECORD.id}`, {
      update: vi.fn().mockRejectedValue(STALE),
    })
    await userEvent.type(
      within(await screen.findByRole('article', { name: 'Name' })).getByRole('textbox', { name: 'name-value' }),
      '!',
    )
    await userEvent.click(saveButton('Save'))
    await userEvent.click(await screen.findByRole('button', { name: 'Reload' }))
    await waitFor(() => expect(getOne).toHaveBeenCalledTimes(2))
    expect(await screen.findByRole('heading', { name: 'Acme' })).toBeInTheDocument()
    expect(saveButton('Saved')).toBeDisabled()
  })

  it('toasts a refused save with the server message, keeping it unsaved', async () => {
    renderEditor(`${ROUTES.entityEditor}/${RECORD.id}`, {
      update: vi.fn().mockRejectedValue({ code: 400, message: 'Value too long' }),
    })
    await userEvent.type(
      within(await screen.findByRole('article', { name: 'Name' })).getByRole('textbox', { name: 'name-value' }),
      'x',
    )
    await userEvent.click(saveButton('Save'))
    expect(await screen.findByText('Save Entity: Value too long')).toBeInTheDocument()
    expect(saveButton('Save')).toBeEnabled()
  })

  // spec 1 §8: 'Load Entity Data' followed by the message; the page offers to read it again
  it('says why the entity could not be loaded, with a retry that reads it again', async () => {
    const getOne = vi
      .fn()
      .mockRejectedValueOnce({ name: 'NotFound', code: 404, message: 'No record found for id missing' })
      .mockResolvedValue({ data: RECORD })
    renderEditor(`${ROUTES.entityEditor}/missing`, { getOne })
    expect(await screen.findByText('Load Entity Data: No record found for id missing')).toBeInTheDocument()
    expect(screen.queryByLabelText('Loading the entity')).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(await screen.findByRole('heading', { name: 'Acme' })).toBeInTheDocument()
    expect(getOne).toHaveBeenCalledTimes(2)
  })

  it("says the generic message when the answer had none, and a new entity's template can be read again", async () => {
    const getOne = vi
      .fn()
      .mockRejectedValueOnce(worded({ code: 500 }))
      .mockResolvedValue({ data: TEMPLATE })
    renderEditor(`${ROUTES.entityEditor}?templateId=${TEMPLATE.id}`, { getOne })
    // spec 2 §8: a template load failure says 'Something went wrong...'
    expect(await screen.findByText('Something went wrong...')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }))
    await waitFor(() => expect(screen.queryByText('Something went wrong...')).toBeNull())
    expect(getOne).toHaveBeenCalledTimes(2)
    expect(screen.queryByLabelText('Loading the entity')).toBeNull()
  })

  it('says nothing under the relogin modal when an ended session refuses the read, and reads again after signing in', async () => {
    const getOne = vi
      .fn()
      .mockRejectedValueOnce(Object.assign(new Error('jwt expired'), { code: 401 }))
      .mockResolvedValue({ data: RECORD })
    relogin.open()
    renderEditor(`${ROUTES.entityEditor}/${RECORD.id}`, { getOne })
    await waitFor(() => expect(getOne).toHaveBeenCalledTimes(1))
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull()
    expect(screen.queryByText(/Load Entity Data/)).toBeNull()
    act(() => relogin.close())
    expect(await screen.findByRole('article', { name: 'Key Events' })).toBeInTheDocument()
    expect(getOne).toHaveBeenCalledTimes(2)
  })

  it('refuses a stage needing complete required fields, and filters the sidebar to my facets', async () => {
    renderEditor(`${ROUTES.entityEditor}/${RECORD.id}`)
    const events = await screen.findByRole('article', { name: 'Key Events' })
    await userEvent.click(within(events).getByRole('combobox', { name: 'Stage' }))
    await userEvent.click(screen.getByRole('option', { name: 'review' }))
    expect(await screen.findByText('Required field is not complete')).toBeInTheDocument()
    expect(within(events).getByRole('combobox', { name: 'Stage' })).toHaveTextContent('in progress')
    const sidebar = screen.getByRole('navigation', { name: 'Sections' })
    expect(within(sidebar).getAllByTitle('Assigned to me')).toHaveLength(2)
    await userEvent.click(within(sidebar).getByRole('combobox', { name: 'Filter' }))
    await userEvent.click(screen.getByRole('option', { name: 'Assigned to me' }))
    expect(
      within(sidebar)
        .getAllByRole('button')
        .map((item) => item.textContent),
    ).toEqual([expect.stringContaining('Name'), expect.stringContaining('Summary')])
    expect(within(sidebar).queryByText('Relationships')).not.toBeInTheDocument()
  })

  // spec 1 §2, §9: the filter over facets filters the body as well as the sidebar
  it('shows in the body only the facets the filter keeps, without the sections it leaves empty', async () => {
    renderEditor(`${ROUTES.entityEditor}/${RECORD.id}`)
    await screen.findByRole('article', { name: 'Key Events' })
    const chooseFilter = async (name: string) => {
      const sidebar = screen.getByRole('navigation', { name: 'Sections' })
      await userEvent.click(within(sidebar).getByRole('combobox', { name: 'Filter' }))
      await userEvent.click(screen.getByRole('option', { name }))
    }
    const articles = () => screen.getAllByRole('article').map((article) => article.getAttribute('aria-label'))
    // after the header's name, the sections' headings
    const sectionHeadings = () =>
      screen
        .getAllByRole('heading', { level: 2 })
        .slice(1)
        .map((heading) => heading.textContent)
    expect(sectionHeadings()).toEqual(expect.arrayContaining(['Overview', 'Timeline', 'Analysis']))
    await chooseFilter('Assigned to me')
    expect(articles()).toEqual(['Name', 'Summary'])
    expect(sectionHeadings()).toEqual(['Overview'])
    // a facet given to someone else while the filter is on stays until the filter is chosen again
    const summary = screen.getByRole('article', { name: 'Summary' })
    await userEvent.click(within(summary).getByRole('combobox', { name: 'User' }))
    await userEvent.click(screen.getByRole('option', { name: 'Bo Lyst' }))
    expect(articles()).toEqual(['Name', 'Summary'])
    await chooseFilter('All')
    expect(articles()).toEqual(expect.arrayContaining(['Name', 'Summary', 'Key Events', 'Where']))
    await chooseFilter('Assigned to me')
    expect(articles()).toEqual(['Name'])
    await chooseFilter('Required')
    expect(articles()).toEqual(['Name', 'Summary'])
    expect(sectionHeadings()).toEqual(['Overview'])
  })

  it('lets an admin hide the entity, set its stage, and opens the rejections of a facet rejected', async () => {
    renderEditor(`${ROUTES.entityEditor}/${RECORD.id}`, { role: 'admin' })
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Hidden' }))
    expect(screen.getByText('Unsaved')).toBeInTheDocument()
    expect(screen.getByRole('combobox', { name: 'Entity stage' })).toHaveTextContent('in progress')
    const events = screen.getByRole('article', { name: 'Key Events' })
    await userEvent.click(within(events).getByRole('combobox', { name: 'Stage' }))
    await userEvent.click(screen.getByRole('option', { name: 'rejected' }))
    expect(screen.getByText('rejections of Key Events')).toBeInTheDocument()
    // spec 2 §4: changing stage in the facet header sets the assignee to none
    expect(within(events).getByRole('combobox', { name: 'User' })).not.toHaveTextContent(/\w/)
  })

  // spec 1 §2: the facet header's Comments count follows the comments added or deleted in the side panel,
  // in words that agree with it (polyglot plurals)
  it('counts the comments added and deleted in the side panel, without making the entity unsaved', async () => {
    renderEditor(`${ROUTES.entityEditor}/${RECORD.id}`)
    const summary = await screen.findByRole('article', { name: 'Summary' })
    const comments = () => within(summary).getByRole('button', { name: 'Comments' })
    expect(comments()).toHaveAccessibleDescription('1 comment')
    await userEvent.click(comments())
    await userEvent.click(screen.getByRole('button', { name: 'Comment added' }))
    expect(comments()).toHaveAccessibleDescription('2 comments')
    await userEvent.click(screen.getByRole('button', { name: 'Comment deleted' }))
    await userEvent.click(screen.getByRole('button', { name: 'Comment deleted' }))
    expect(comments()).not.toHaveAccessibleDescription()
    expect(saveButton('Saved')).toBeDisabled()
  })

  it('takes a rejection made in the panel as saved: the facet shows rejected and the entity stays clean', async () => {
    const update = vi.fn().mockResolvedValue({ data: RECORD })
    renderEditor(`${ROUTES.entityEditor}/${RECORD.id}`, { role: 'admin', update })
    const events = await screen.findByRole('article', { name: 'Key Events' })
    await userEvent.click(within(events).getByRole('button', { name: 'Rejections (R)' }))
    await userEvent.click(screen.getByRole('button', { name: 'Rejected on the server' }))
    expect(within(events).getByRole('combobox', { name: 'Stage' })).toHaveTextContent('rejected')
    // an analyst may stay assigned at rejected, as the server keeps them
    expect(within(events).getByRole('combobox', { name: 'User' })).toHaveTextContent('Bo Lyst')
    expect(within(events).getByRole('button', { name: 'Log' })).toHaveAccessibleDescription('3 log entries')
    expect(saveButton('Saved')).toBeDisabled()
    // a later save of other edits leaves the rejected facet alone
    await userEvent.type(within(facetCard('Name')).getByRole('textbox', { name: 'name-value' }), '!')
    await userEvent.click(saveButton('Save'))
    await waitFor(() => expect(update).toHaveBeenCalled())
    expect(sentPayload(update.mock.calls[0]).facets.map((facet) => facet.id)).toEqual(['facet-name'])
  })
})

describe('the entity editor without its template', () => {
  it("says 'Something went wrong...' when a new entity's template fails to load (spec 2 §8)", async () => {
    const getOne = vi.fn(async () => {
      throw new Error('relation "entity_templates" is locked')
    })
    renderEditor(`${ROUTES.entityEditor}?templateId=${TEMPLATE.id}`, { getOne })
    expect(await screen.findByText('Something went wrong...')).toBeInTheDocument()
    expect(screen.queryByText(/is locked/)).not.toBeInTheDocument()
  })
})
