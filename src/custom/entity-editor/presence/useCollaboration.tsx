import { createContext, use, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react'
import { useDataProvider, useNotify } from 'react-admin'
import type { FacetLockRecord } from '../../../../server/services/facet-locks/facet-locks.schema'
import { format } from '../../../i18n/en'
import { useStrings } from '../../../i18n/useStrings'
import { errorText } from '../../../providers/apiErrors'
import type { ConsoleDataProvider } from '../../../providers/dataProvider'
import { facetByKey } from '../draft'
import type { EditorAction } from '../editorState'
import { useDraft, useEditorStore, type EditorStore } from '../editorStore'
import { Collaboration, type CollaborationState } from './collaboration'

const CollaborationContext = createContext<Collaboration | null>(null)

/** The facet an action changes the content, stage or assignee of: the facet whose lock it takes. */
function editedFacetKey(action: EditorAction): string | null {
  switch (action.type) {
    case 'setFieldSet':
    case 'addFieldSet':
    case 'removeFieldSet':
    case 'clearFacet':
    case 'removeFacet':
    case 'setFacetStage':
    case 'setFacetAssignee':
    case 'setSeriesType':
    case 'addLink':
    case 'setLink':
    case 'removeLink':
    case 'addPoint':
    case 'setPoint':
    case 'removePoint':
      return action.facetKey
    default:
      return null
  }
}

/**
 * The others in the saved entity open here (presence, facet locks), for as long as it is open; null for
 * an entity not saved yet. The user's edits of saved facets take their locks.
 */
function useCollaborationSession(entityId: string | null, userId: string | null, store: EditorStore) {
  const t = useStrings().presence
  const dataProvider = useDataProvider<ConsoleDataProvider>()
  const notify = useNotify()
  const [session, setSession] = useState<Collaboration | null>(null)
  useEffect(() => {
    if (!entityId || !userId) return
    const collaboration = new Collaboration(dataProvider, entityId, userId, (lock, error) =>
      notify(lock ? format(t.lockedBy, { name: lock.userName }) : errorText(error), { type: 'warning' }),
    )
    collaboration.start()
    setSession(collaboration)
    const stopHearing = store.subscribeActions((action, draft) => {
      const facetKey = editedFacetKey(action)
      const facetId = facetKey && facetByKey(draft, facetKey)?.id
      if (facetId) collaboration.edited(facetId)
    })
    return () => {
      stopHearing()
      collaboration.stop()
      setSession(null)
    }
  }, [entityId, userId, dataProvider, notify, store, t])
  return session
}

/** Gives the editor inside it the others in its entity, once saved. */
export function CollaborationSession({ userId, children }: { userId: string | null; children: ReactNode }) {
  const store = useEditorStore()
  const entityId = useDraft((draft) => draft.id)
  const session = useCollaborationSession(entityId, userId, store)
  return <CollaborationContext value={session}>{children}</CollaborationContext>
}

const EMPTY: CollaborationState = { present: [], locks: new Map() }
const nothingToHear = () => () => undefined

/** One slice of the others' state; nothing outside a saved entity. */
function useCollaborationSlice<T>(select: (state: CollaborationState) => T): T {
  const session = use(CollaborationContext)
  return useSyncExternalStore(session?.subscribe ?? nothingToHear, () => select(session?.getState() ?? EMPTY))
}

/** The lock of one facet, if someone (the user included) edits it: a card draws again only when its own changes. */
export const useFacetLock = (facetId: string | null): FacetLockRecord | undefined =>
  useCollaborationSlice((state) => (facetId ? state.locks.get(facetId) : undefined))

export const useCollaborationState = (): CollaborationState => useCollaborationSlice((state) => state)

export const useCollaboration = () => use(CollaborationContext)
