import { createContext, use, useRef, useSyncExternalStore } from 'react'
import type { EntityDraft } from './draft'
import { editorReducer, type EditorAction } from './editorState'

/**
 * The draft held outside React, so that each part of the editor subscribes to the slice it shows:
 * a keystroke draws again the field typed in, not every facet card, the sidebar and the header.
 */
export interface EditorStore {
  /** null until an entity is loaded or made; never null again after that */
  getDraft: () => EntityDraft | null
  dispatch: (action: EditorAction) => void
  subscribe: (listener: () => void) => () => void
  /** Hears each action that changed the draft, with the draft after it (the facet locks follow the edits). */
  subscribeActions: (listener: (action: EditorAction, draft: EntityDraft) => void) => () => void
}

export function createEditorStore(): EditorStore {
  let draft: EntityDraft | null = null
  const listeners = new Set<() => void>()
  const actionListeners = new Set<(action: EditorAction, draft: EntityDraft) => void>()
  return {
    getDraft: () => draft,
    dispatch: (action) => {
      const next = editorReducer(draft, action)
      if (next === draft) return
      draft = next
      listeners.forEach((listener) => listener())
      if (next) actionListeners.forEach((listener) => listener(action, next))
    },
    subscribe: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    subscribeActions: (listener) => {
      actionListeners.add(listener)
      return () => actionListeners.delete(listener)
    },
  }
}

export const EditorStoreContext = createContext<EditorStore | null>(null)

export function useEditorStore(): EditorStore {
  const store = use(EditorStoreContext)
  if (!store) throw new Error('useEditorStore is used outside the entity editor')
  return store
}

/** Values equal key by key, or item by item (a slice of several parts of the draft). */
export function shallowEqual<T extends object>(a: T | undefined, b: T | undefined): boolean {
  if (a === b) return true
  if (a === undefined || b === undefined) return false
  const keys = Object.keys(a) as (keyof T)[]
  return keys.length === Object.keys(b).length && keys.every((key) => Object.is(a[key], b[key]))
}

/**
 * A slice of the loaded draft: the component draws again only when the slice changes (by `isEqual`).
 * Only parts of the editor drawn once the draft is there use it.
 */
export function useDraft<T>(select: (draft: EntityDraft) => T, isEqual: (a: T, b: T) => boolean = Object.is): T {
  const store = useEditorStore()
  // the last slice, kept while the draft and the selector give an equal one
  const held = useRef<{ draft: EntityDraft; select: (draft: EntityDraft) => T; value: T } | null>(null)
  const slice = () => {
    const draft = store.getDraft()
    if (!draft) throw new Error('useDraft is used before the draft is loaded')
    const last = held.current
    if (last && last.draft === draft && last.select === select) return last.value
    const value = select(draft)
    held.current = { draft, select, value: last && isEqual(last.value, value) ? last.value : value }
    return held.current.value
  }
  return useSyncExternalStore(store.subscribe, slice)
}
