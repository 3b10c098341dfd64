import { describe, expect, it } from 'vitest'
import type { Stage } from '../../../common/workflow'
import { draftFromRecord, entityName, type EntityDraft } from './draft'
import {
  assigneeChangeRefused,
  canChangeFacetStage,
  editorReducer,
  facetStageChoices,
  stageChangeRefused,
  type EditorAction,
} from './editorState'
import { toSavePayload } from './savePayload'
import { RECORD, TEMPLATE, USERS } from './testFixtures'

const run = (draft: EntityDraft | null, ...actions: EditorAction[]) =>
  actions.reduce<EntityDraft | null>(editorReducer, draft) as EntityDraft

const loaded = run(null, { type: 'loaded', record: RECORD })
const created = run(null, { type: 'newEntity', template: TEMPLATE, userId: 'analyst-1' })
const facet = (draft: EntityDraft, key: string) => draft.facets.find((candidate) => candidate.key === key)!
const keysOf = (draft: EntityDraft) => draft.facets.map((candidate) => candidate.key)

describe('loading a saved entity', () => {
  it('orders facets by their order and opens clean', () => {
    expect(keysOf(loaded)).toEqual(['facet-name', 'facet-summary', 'facet-event', 'facet-where'])
    expect(loaded.status).toBe('clean')
    expect(loaded.updatedAt).toBe(RECORD.updatedAt)
  })

  it('groups fields into sets by field type and set number, keeping the id of each attribute', () => {
    expect(facet(loaded, 'facet-summary').fieldSets['summary-source']).toEqual([
      {
        key: 'f-source-1',
        ids: { urlInput: 'f-source-1', key: 'f-source-1-key' },
        values: { urlInput: 'https://example.com/a', key: 'media/a.pdf' },
        saved: { urlInput: 'https://example.com/a', key: 'media/a.pdf' },
        savedOrder: 1,
      },
      {
        key: 'f-source-2',
        ids: { urlInput: 'f-source-2' },
        values: { urlInput: 'https://example.com/b' },
        saved: { urlInput: 'https://example.com/b' },
        savedOrder: 2,
      },
    ])
  })

  it('offers an empty set for a field type made on creation that has none, not for archived ones', () => {
    expect(facet(loaded, 'facet-event').fieldSets['event-date']).toEqual([
      expect.objectContaining({ ids: {}, values: {}, savedOrder: null }),
    ])
    expect(facet(loaded, 'facet-summary').fieldSets['summary-old']).toBeUndefined()
  })
})

describe('a new entity from a template', () => {
  it('has a facet of each live type made on creation, in template order, hidden types included', () => {
    expect(created.facets.map((candidate) => candidate.facetTypeId)).toEqual(['ft-name', 'ft-summary', 'ft-role'])
  })

  it('assigns each new facet to the current user, in progress', () => {
    for (const candidate of created.facets) {
      expect(candidate).toMatchObject({
        id: null,
        creatorId: 'analyst-1',
        meta: { stage: 'in progress', assignedToId: 'analyst-1' },
      })
    }
  })

  it('gives one empty set per field type made on creation', () => {
    expect(Object.keys(facet(created, created.facets[1].key).fieldSets)).toEqual(['summary-value'])
  })

  it('opens dirty and in progress, with keys unique across facets and sets', () => {
    expect(created.status).toBe('dirty')
    expect(created.meta.stage).toBe('in progress')
    const keys = created.facets.flatMap((candidate) => [
      candidate.key,
      ...Object.values(candidate.fieldSets).flatMap((sets) => sets!.map((set) => set.key)),
    ])
    expect(new Set(keys).size).toBe(keys.length)
  })
})

describe('editing', () => {
  const rename = (draft: EntityDraft, value: string): EditorAction => ({
    type: 'setFieldSet',
    facetKey: draft.facets[0].key,
    fieldTypeId: 'name-value',
    index: 0,
    values: { value },
  })

  it('takes the name from the Name facet, trimmed', () => {
    expect(entityName(created)).toBe('')
    expect(entityName(run(created, rename(created, '  Globex ')))).toBe('Globex')
    expect(entityName(loaded)).toBe('Acme')
  })

  it('takes the stored name when the template has no Name facet type', () => {
    const template = { ...TEMPLATE, facetTypes: TEMPLATE.facetTypes.filter((type) => type.name !== 'Name') }
    expect(entityName(draftFromRecord({ ...RECORD, entityTemplate: template }))).toBe('Acme')
  })

  const editingActions: [string, EditorAction][] = [
    ['a field set', rename(loaded, 'Acme Corp')],
    ['a set added', { type: 'addFieldSet', facetKey: 'facet-summary', fieldTypeId: 'summary-source' }],
    ['a set removed', { type: 'removeFieldSet', facetKey: 'facet-summary', fieldTypeId: 'summary-source', index: 0 }],
    ['a facet added', { type: 'addFacet', facetTypeId: 'ft-events', userId: 'analyst-1', role: 'analyst' }],
    ['a facet cleared', { type: 'clearFacet', facetKey: 'facet-summary' }],
    ['a facet removed', { type: 'removeFacet', facetKey: 'facet-event' }],
    ['a facet moved', { type: 'moveFacet', facetKey: 'facet-summary', direction: 'up' }],
    ['a facet stage', { type: 'setFacetStage', facetKey: 'facet-event', stage: 'analyst' }],
    ['a facet assignee', { type: 'setFacetAssignee', facetKey: 'facet-event', user: USERS[0] }],
    ['hidden', { type: 'setHidden', hidden: true }],
  ]

  it.each(editingActions)('%s makes the draft dirty and the entity in progress (spec 1 §4)', (_case, action) => {
    const draft = run(loaded, action)
    expect(draft).not.toBe(loaded)
    expect(draft.status).toBe('dirty')
    expect(draft.meta.stage).toBe('in progress')
  })

  it.each([
    ['a field set', { type: 'setFieldSet', facetKey: 'facet-where', fieldTypeId: 'where', index: 0, values: {} }],
    ['a set added', { type: 'addFieldSet', facetKey: 'facet-where', fieldTypeId: 'where' }],
    ['a set removed', { type: 'removeFieldSet', facetKey: 'facet-where', fieldTypeId: 'where', index: 0 }],
    ['the facet cleared', { type: 'clearFacet', facetKey: 'facet-where' }],
    ['the facet removed', { type: 'removeFacet', facetKey: 'facet-where' }],
  ] as [string, EditorAction][])('ignores %s on a published facet (read-only)', (_case, action) => {
    expect(run(loaded, action)).toBe(loaded)
  })

  it('ignores a set added for a field type its facet type lacks or has archived', () => {
    expect(run(loaded, { type: 'addFieldSet', facetKey: 'facet-summary', fieldTypeId: 'name-value' })).toBe(loaded)
    expect(run(loaded, { type: 'addFieldSet', facetKey: 'facet-summary', fieldTypeId: 'summary-old' })).toBe(loaded)
  })

  it('clears a facet: its sets start over, its saved fields are listed to destroy', () => {
    const cleared = facet(run(loaded, { type: 'clearFacet', facetKey: 'facet-summary' }), 'facet-summary')
    expect(cleared.fieldSets).toEqual({ 'summary-value': [expect.objectContaining({ ids: {}, values: {} })] })
    expect(cleared.fieldsToDestroy).toEqual(['f-summary', 'f-source-1', 'f-source-1-key', 'f-source-2'])
  })

  it('removes a saved facet into facetsToDestroy; a new one just goes', () => {
    const withNew = run(loaded, { type: 'addFacet', facetTypeId: 'ft-events', userId: 'analyst-1', role: 'analyst' })
    const newKey = keysOf(withNew).find((key) => !key.startsWith('facet-'))!
    const removed = run(
      withNew,
      { type: 'removeFacet', facetKey: newKey },
      { type: 'removeFacet', facetKey: 'facet-event' },
    )
    expect(keysOf(removed)).toEqual(['facet-name', 'facet-summary', 'facet-where'])
    expect(removed.facetsToDestroy).toEqual(['facet-event'])
  })

  it.each([
    ['ft-events', 'of its type', ['ft-name', 'ft-summary', 'ft-events', 'ft-events', 'ft-where']],
    ['ft-importance', 'of its section', ['ft-name', 'ft-summary', 'ft-importance', 'ft-events', 'ft-where']],
    ['ft-drivers', 'of the entity', ['ft-name', 'ft-summary', 'ft-events', 'ft-where', 'ft-drivers']],
  ])('adds a facet of %s after the last facet %s', (facetTypeId, _where, types) => {
    const added = run(loaded, { type: 'addFacet', facetTypeId, userId: 'analyst-2', role: 'analyst' })
    expect(added.facets.map((candidate) => candidate.facetTypeId)).toEqual(types)
    const made = added.facets.find((candidate) => !candidate.id)!
    expect(made).toMatchObject({ creatorId: 'analyst-2', meta: { stage: 'in progress', assignedToId: 'analyst-2' } })
    expect(Object.values(made.fieldSets).map((sets) => sets!.length)).toEqual([1])
  })

  it('ignores a facet type its duplicate setting does not allow again', () => {
    expect(run(loaded, { type: 'addFacet', facetTypeId: 'ft-name', userId: 'analyst-1', role: 'analyst' })).toBe(loaded)
  })

  it.each([
    ['up', 'facet-summary', ['facet-summary', 'facet-name', 'facet-event', 'facet-where']],
    ['down', 'facet-name', ['facet-summary', 'facet-name', 'facet-event', 'facet-where']],
    ['down', 'facet-event', ['facet-name', 'facet-summary', 'facet-where', 'facet-event']],
  ] as const)('moves a facet %s within its section (%s)', (direction, facetKey, order) => {
    expect(keysOf(run(loaded, { type: 'moveFacet', facetKey, direction }))).toEqual(order)
  })

  it.each([
    ['up', 'facet-name', 'the first of its section'],
    ['down', 'facet-summary', 'the last of its section'],
  ] as const)('does not move %s %s (%s)', (direction, facetKey, _why) => {
    expect(run(loaded, { type: 'moveFacet', facetKey, direction })).toBe(loaded)
  })
})

describe('workflow of a facet', () => {
  const filled = run(loaded, {
    type: 'setFieldSet',
    facetKey: 'facet-event',
    fieldTypeId: 'event-date',
    index: 0,
    values: { dateType: 'single', dateSingle: '2026-01-02', format: 'MM/DD/YYYY' },
  })
  const assignee = (draft: EntityDraft) => facet(draft, 'facet-event').meta.assignedToId

  // spec 2 §4: in the facet header, changing stage sets the assignee to none
  it.each(['in progress', 'analyst', 'review', 'edit', 'unassigned', 'published'] as Stage[])(
    'a stage change to %s leaves the facet to nobody',
    (stage) => {
      const atStage =
        stage === 'in progress'
          ? run(filled, { type: 'setFacetStage', facetKey: 'facet-event', stage: 'analyst' })
          : filled
      const draft = run(atStage, { type: 'setFacetStage', facetKey: 'facet-event', stage })
      expect(facet(draft, 'facet-event').meta.stage).toBe(stage)
      expect(assignee(draft)).toBeNull()
    },
  )

  // spec 2 §4: a user change is refused while it would leave a required field incomplete
  it('refuses handing on a facet at a stage meaning its work is done while its required fields are not', () => {
    const atReview = (draft: EntityDraft) => ({
      ...facet(draft, 'facet-event'),
      meta: { stage: 'review' as const, assignedToId: 'analyst-2' },
    })
    expect(assigneeChangeRefused(TEMPLATE, atReview(loaded))).toBe(true)
    expect(assigneeChangeRefused(TEMPLATE, atReview(filled))).toBe(false)
    expect(assigneeChangeRefused(TEMPLATE, facet(loaded, 'facet-event'))).toBe(false)
  })

  it('ignores a user not allowed at the stage, keeping the assignee it has (spec 1 §4, spec 2 §4)', () => {
    const atEdit = run(filled, { type: 'setFacetStage', facetKey: 'facet-event', stage: 'edit' })
    const toAdmin = run(atEdit, { type: 'setFacetAssignee', facetKey: 'facet-event', user: USERS[2] })
    expect(assignee(toAdmin)).toBe('admin-1')
    expect(run(toAdmin, { type: 'setFacetAssignee', facetKey: 'facet-event', user: USERS[0] })).toBe(toAdmin)
    expect(assignee(run(toAdmin, { type: 'setFacetAssignee', facetKey: 'facet-event', user: null }))).toBeNull()
  })

  it('refuses a stage needing complete required fields while they are not (spec 2 §4)', () => {
    expect(stageChangeRefused(TEMPLATE, facet(loaded, 'facet-event'), 'review')).toBe(true)
    expect(run(loaded, { type: 'setFacetStage', facetKey: 'facet-event', stage: 'review' })).toBe(loaded)
    expect(stageChangeRefused(TEMPLATE, facet(filled, 'facet-event'), 'review')).toBe(false)
    expect(stageChangeRefused(TEMPLATE, facet(loaded, 'facet-event'), 'analyst')).toBe(false)
  })

  it.each([
    ['in progress', USERS[0], 'analyst-1'],
    ['in progress', null, null],
    ['edit', USERS[0], null],
    ['edit', USERS[2], 'admin-1'],
    ['unassigned', USERS[0], null],
    ['published', USERS[2], null],
  ] as const)('at %s, assigning %o leaves %s (a user not allowed at the stage is ignored)', (stage, user, expected) => {
    const atStage =
      stage === 'in progress' ? filled : run(filled, { type: 'setFacetStage', facetKey: 'facet-event', stage })
    expect(assignee(run(atStage, { type: 'setFacetAssignee', facetKey: 'facet-event', user }))).toBe(expected)
  })

  it('assigns nobody at published', () => {
    const draft = run(loaded, { type: 'setFacetAssignee', facetKey: 'facet-where', user: USERS[2] })
    expect(draft).toBe(loaded)
  })
})

describe('a facet the server changed by itself (a rejection)', () => {
  const rejected = { stage: 'rejected' as const, assignedToId: 'analyst-2' }

  it('takes the stage and assignee as saved: the draft stays clean and nothing is sent', () => {
    const draft = run(loaded, { type: 'facetMetaSaved', facetKey: 'facet-event', meta: rejected, logsAdded: 1 })
    expect(facet(draft, 'facet-event')).toMatchObject({ meta: rejected, savedMeta: rejected, logsCount: 3 })
    expect(draft.status).toBe('clean')
    expect(toSavePayload(draft).facets).toEqual([])
  })

  it('keeps the other edits unsaved, and a later save does not send the old stage back', () => {
    const edited = run(loaded, {
      type: 'setFieldSet',
      facetKey: 'facet-event',
      fieldTypeId: 'event-date',
      index: 0,
      values: { dateType: 'single', dateSingle: '2026-01-02', format: 'MM/DD/YYYY' },
    })
    const draft = run(edited, { type: 'facetMetaSaved', facetKey: 'facet-event', meta: rejected, logsAdded: 2 })
    expect(draft.status).toBe('dirty')
    expect(facet(draft, 'facet-event').fieldSets['event-date']).toEqual(
      facet(edited, 'facet-event').fieldSets['event-date'],
    )
    const [sent] = toSavePayload(draft).facets
    expect(sent).toMatchObject({ id: 'facet-event', meta: rejected })
    expect(sent.fields).toHaveLength(3)
  })

  it('replaces a stage the user had picked but not saved', () => {
    const picked = run(loaded, { type: 'setFacetStage', facetKey: 'facet-event', stage: 'rejected' })
    const draft = run(picked, { type: 'facetMetaSaved', facetKey: 'facet-event', meta: rejected, logsAdded: 1 })
    expect(facet(draft, 'facet-event')).toMatchObject({ meta: rejected, savedMeta: rejected })
  })

  it('ignores a facet the draft does not hold', () => {
    expect(run(loaded, { type: 'facetMetaSaved', facetKey: 'gone', meta: rejected, logsAdded: 1 })).toBe(loaded)
  })
})

describe('links', () => {
  it('are the sets of a Link field type: a new facet has no empty set for it, nor may one be added', () => {
    const added = run(loaded, { type: 'addFacet', facetTypeId: 'ft-related', userId: 'analyst-1', role: 'analyst' })
    const related = added.facets.find((candidate) => candidate.facetTypeId === 'ft-related')!
    expect(related.fieldSets).toEqual({})
    expect(run(added, { type: 'addFieldSet', facetKey: related.key, fieldTypeId: 'related' })).toBe(added)
  })
})

describe('the stage selector of a facet', () => {
  it.each([
    ['analyst', 'in progress', ['analyst', 'in progress', 'review', 'no information']],
    ['analyst', 'rejected', ['analyst', 'in progress', 'review', 'rejected', 'no information']],
    [
      'admin',
      'in progress',
      ['unassigned', 'analyst', 'in progress', 'review', 'edit', 'published', 'expired', 'rejected', 'no information'],
    ],
  ] as const)("offers a %s at %s the role's choices and the current stage", (role, stage, choices) => {
    expect(facetStageChoices(role, stage)).toEqual(choices)
  })

  it.each([
    ['analyst', 'published', false],
    ['admin', 'published', true],
    ['analyst', 'review', true],
  ] as const)('lets a %s change a facet at %s: %s', (role, stage, allowed) => {
    expect(canChangeFacetStage(role, stage)).toBe(allowed)
  })
})

describe('the entity', () => {
  it('sets hidden; the same value changes nothing', () => {
    expect(run(loaded, { type: 'setHidden', hidden: true }).hidden).toBe(true)
    expect(run(loaded, { type: 'setHidden', hidden: false })).toBe(loaded)
  })

  it('sets its stage without forcing in progress, clearing an assignee not allowed at it', () => {
    const unpublished = run(loaded, { type: 'setEntityStage', stage: 'in progress', users: USERS })
    expect(unpublished.meta).toMatchObject({ stage: 'in progress', assignedToId: 'admin-1' })
    const published = run(unpublished, { type: 'setEntityStage', stage: 'published', users: USERS })
    expect(published.meta).toMatchObject({ stage: 'published', assignedToId: null })
    expect(published.status).toBe('dirty')
  })

  it('goes saving while a save or load is in flight, dirty when it fails, clean with the answer', () => {
    const edited = run(loaded, { type: 'setHidden', hidden: true })
    expect(run(edited, { type: 'saveStarted' }).status).toBe('saving')
    expect(run(edited, { type: 'loadStarted' }).status).toBe('saving')
    expect(run(edited, { type: 'saveStarted' }, { type: 'saveFailed' })).toMatchObject({
      status: 'dirty',
      hidden: true,
    })
    expect(run(edited, { type: 'saveStarted' }, { type: 'loaded', record: { ...RECORD, hidden: true } })).toMatchObject(
      { status: 'clean', hidden: true },
    )
  })

  it("keeps the objects of what a save's answer did not change, and takes the rest from the answer", () => {
    const summary = RECORD.facets.find((one) => one.id === 'facet-summary')!
    const answer = {
      ...RECORD,
      updatedAt: '2026-11-26T08:00:00.000Z',
      facets: RECORD.facets.map((one) =>
        one === summary ? { ...one, meta: { ...one.meta, stage: 'review' as Stage } } : one,
      ),
    }
    const saved = run(loaded, { type: 'saveStarted' }, { type: 'loaded', record: answer })
    expect(saved).toMatchObject({ status: 'clean', updatedAt: answer.updatedAt })
    expect(saved.template).toBe(loaded.template)
    expect(facet(saved, 'facet-name')).toBe(facet(loaded, 'facet-name'))
    expect(facet(saved, 'facet-summary')).not.toBe(facet(loaded, 'facet-summary'))
    expect(facet(saved, 'facet-summary').meta.stage).toBe('review')
    // another entity shares nothing with the one before
    const other = run(loaded, { type: 'loaded', record: { ...RECORD, id: 'another' } })
    expect(facet(other, 'facet-name')).not.toBe(facet(loaded, 'facet-name'))
    expect(facet(other, 'facet-name')).toEqual(facet(loaded, 'facet-name'))
  })

  it('ignores edits before anything is loaded', () => {
    expect(editorReducer(null, { type: 'setHidden', hidden: true })).toBeNull()
  })
})
