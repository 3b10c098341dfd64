import { useCallback, useEffect, useRef, useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { useDataProvider, useNotify } from 'react-admin'
import type { EntityRecord } from '../../../common/entityFormat'
import type { RevisionContent } from '../../../common/entityRevisions'
import { ERROR_TOAST_MS } from '../../../common/limits'
import { restoreSave } from '../../../common/revisionRestore'
import type { EntityTemplate } from '../../../common/templateFormat'
import { format } from '../../i18n/en'
import { useStrings } from '../../i18n/useStrings'
import { errorText } from '../../providers/apiErrors'
import { needsSignIn, useReloginOpen } from '../../providers/reloginStore'
import type { ConsoleDataProvider } from '../../providers/dataProvider'
import type { Dictionary } from '../../../server/services/dictionaries/dictionaries.schema'
import { staleSaveOf, type SaveConflict } from '../../providers/staleSave'
import { dictionaryAdditions, typedDictionaryValues, type TypedValue } from './dictionaryAdditions'
import { createEditorStore } from './editorStore'
import { addDictionaryItems } from './fields/useDictionary'
import { facetTypesWithEmptyRequired, toSavePayload } from './savePayload'

const ENTITIES = 'entities'
const TEMPLATES = 'entity-templates'

interface Options {
  /** the saved entity of the address, if any */
  id: string | undefined
  /** the template of a new entity (?templateId=) */
  templateId: string | null
  /** the signed-in user, once known: new facets are assigned to them */
  userId: string | null
  onCreated: (id: string) => void
}

/**
 * Loads the entity (or makes a new one from its template), and saves it: the warnings, toasts and
 * the 409 conflict of spec 1 §4, §8 and the brief's API.
 */
export function useEntityEditor({ id, templateId, userId, onCreated }: Options) {
  const strings = useStrings()
  const t = strings.entityEditor
  const dataProvider = useDataProvider<ConsoleDataProvider>()
  const queryClient = useQueryClient()
  const notify = useNotify()
  const [store] = useState(createEditorStore)
  const { dispatch } = store
  const [conflict, setConflict] = useState<SaveConflict | null>(null)
  // what the draft holds (or is being fetched): a later render with the same id must not reload over the edits
  const shown = useRef<string | null>(null)
  // why the entity or its template could not be read, while there is no draft to show (spec 1 §8)
  const [loadFailure, setLoadFailure] = useState<string | null>(null)

  // a read an ended session refused, made again once the user has signed back in
  const readAfterSignIn = useRef(false)

  // with nothing on screen the page says it, with a retry; over a shown draft (a reload) a toast does
  const loadFailed = useCallback(
    (error: unknown) => {
      // an ended session opens the relogin modal, and the page reads again after it: nothing to say under it
      if (needsSignIn(error)) {
        readAfterSignIn.current = true
        return
      }
      const message = format(t.loadFailed, { message: errorText(error, strings.generic) })
      if (store.getDraft()) notify(message, { type: 'error', autoHideDuration: ERROR_TOAST_MS })
      else setLoadFailure(message)
    },
    [notify, strings, t, store],
  )

  const load = useCallback(
    async (entityId: string) => {
      shown.current = entityId
      setLoadFailure(null)
      dispatch({ type: 'loadStarted' })
      try {
        const { data } = await dataProvider.getOne<EntityRecord>(ENTITIES, { id: entityId })
        dispatch({ type: 'loaded', record: data })
      } catch (error) {
        dispatch({ type: 'saveFailed' })
        loadFailed(error)
      }
    },
    [dataProvider, loadFailed, dispatch],
  )

  const loadTemplate = useCallback(
    (newTemplateId: string, creatorId: string) => {
      shown.current = newTemplateId
      setLoadFailure(null)
      dataProvider
        .getOne<EntityTemplate>(TEMPLATES, { id: newTemplateId })
        .then(({ data }) => dispatch({ type: 'newEntity', template: data, userId: creatorId }))
        // spec 2 §8: a template load failure says 'Something went wrong...'
        .catch(() => setLoadFailure(t.templateLoadFailed))
    },
    [dataProvider, t, dispatch],
  )

  useEffect(() => {
    if (id && id !== shown.current) void load(id)
  }, [id, load])

  useEffect(() => {
    if (id || !templateId || !userId || shown.current === templateId) return
    loadTemplate(templateId, userId)
  }, [id, templateId, userId, loadTemplate])

  /**
   * Add mode (spec 2 §5): the values a save stored go to their dictionaries once it succeeded, in one
   * POST /dictionary-items, those an item equals or starts with left out; a failed save adds nothing.
   */
  const addToDictionaries = async (typed: readonly TypedValue[]) => {
    if (!typed.length) return
    const keys = [...new Set(typed.map((one) => one.key))]
    try {
      const { data } = await dataProvider.getList<Dictionary>('dictionaries', {
        filter: { key: { $in: keys }, withItems: true },
        pagination: { page: 1, perPage: keys.length },
        sort: { field: 'key', order: 'ASC' },
      })
      const additions = dictionaryAdditions(typed, data)
      if (!additions.length) return
      await addDictionaryItems(dataProvider, additions)
      await queryClient.invalidateQueries({ queryKey: ['dictionaries'] })
    } catch (error) {
      notify(
        format(strings.entityFields.addToDictionaryFailed, {
          message: errorText(error, strings.generic),
        }),
        {
          type: 'error',
          autoHideDuration: ERROR_TOAST_MS,
        },
      )
    }
  }

  /** reads the entity, or the new entity's template, again after a failed load */
  const retryLoad = useCallback(() => {
    if (id) void load(id)
    else if (templateId && userId) loadTemplate(templateId, userId)
  }, [id, templateId, userId, load, loadTemplate])

  const reloginOpen = useReloginOpen()
  useEffect(() => {
    if (reloginOpen || !readAfterSignIn.current) return
    readAfterSignIn.current = false
    retryLoad()
  }, [reloginOpen, retryLoad])

  // the save under way, from the click (the draft says 'saving' a task later)
  const saving = useRef<object | null>(null)

  /** A restore whose save was refused as stale: Overwrite makes it again, not a save of the draft. */
  const pendingRestore = useRef<RevisionContent | null>(null)

  /** Sends a save: the draft follows its answer; a failure keeps the edits (a stale one opens the conflict). */
  const send = async (request: () => Promise<{ data: EntityRecord }>, done: (data: EntityRecord) => void) => {
    const thisSave = {}
    saving.current = thisSave
    setConflict(null)
    const sent = request()
    // the request leaves first: drawing 'saving' renders every facet card on screen read-only, and
    // rendered at once it held the request back by that long
    setTimeout(() => {
      if (saving.current === thisSave) dispatch({ type: 'saveStarted' })
    })
    try {
      const { data } = await sent
      shown.current = data.id
      dispatch({ type: 'loaded', record: data })
      done(data)
    } catch (failure) {
      dispatch({ type: 'saveFailed' })
      const stale = staleSaveOf(failure)
      if (stale) setConflict(stale)
      else
        notify(format(t.saveFailed, { message: errorText(failure, strings.generic) }), {
          type: 'error',
          autoHideDuration: ERROR_TOAST_MS,
        })
    } finally {
      if (saving.current === thisSave) saving.current = null
    }
  }

  /** Saves the draft; `updatedAt` overwrites a copy someone else saved (the conflict's version). */
  const save = async (updatedAt?: string) => {
    const draft = store.getDraft()
    if (!draft || draft.status === 'saving' || saving.current) return
    pendingRestore.current = null
    const isNew = !draft.id
    const payload = { ...toSavePayload(draft), ...(updatedAt ? { updatedAt } : {}) }
    const typed = typedDictionaryValues(draft)
    const [emptyRequired] = facetTypesWithEmptyRequired(draft)
    if (emptyRequired) notify(format(t.emptyRequired, { type: emptyRequired }), { type: 'warning' })
    await send(
      () =>
        draft.id
          ? dataProvider.update(ENTITIES, { id: draft.id, data: payload, previousData: undefined })
          : dataProvider.create(ENTITIES, { data: payload }),
      (data) => {
        notify(isNew ? t.created : t.updated, { type: 'success' })
        if (isNew) onCreated(data.id)
        void addToDictionaries(typed)
      },
    )
  }

  /**
   * Restores a revision: a save of its content over the entity as stored, naming the version on screen
   * (or, overwriting, the conflict's), so a restore over someone else's save meets the same 409.
   */
  const restore = async (content: RevisionContent, updatedAt?: string) => {
    const draft = store.getDraft()
    if (!draft?.id || !draft.updatedAt || draft.status === 'saving' || saving.current) return
    const { id } = draft
    pendingRestore.current = content
    const version = updatedAt ?? draft.updatedAt
    await send(
      async () => {
        const { data: current } = await dataProvider.getOne<EntityRecord>(ENTITIES, { id })
        const payload = { ...restoreSave(current, content), updatedAt: version }
        return dataProvider.update(ENTITIES, { id, data: payload, previousData: undefined })
      },
      () => {
        pendingRestore.current = null
        notify(strings.entityHistory.restored, { type: 'success' })
      },
    )
  }

  return {
    store,
    save,
    conflict,
    loadFailure,
    retryLoad,
    /** drops the user's edits for the copy someone else saved */
    restore,
    reload: () => {
      pendingRestore.current = null
      setConflict(null)
      const draftId = store.getDraft()?.id
      if (draftId) void load(draftId)
    },
    overwrite: () => {
      if (!conflict) return
      if (pendingRestore.current) void restore(pendingRestore.current, conflict.data.updatedAt)
      else void save(conflict.data.updatedAt)
    },
    dismissConflict: () => {
      pendingRestore.current = null
      setConflict(null)
    },
  }
}
