import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react'
import { Box, LinearProgress, Stack, Typography } from '@mui/material'
import { Title, useGetIdentity, useNotify } from 'react-admin'
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom'
import { FACET_SCROLL_DELAY_MS, REQUIRED_FIELD_TOAST_MS } from '../../../common/limits'
import type { Role } from '../../../common/roles'
import { COMMENT_TRIGGER_STAGE, REJECTED_STAGE, assigneeAfterStageChange, type Stage } from '../../../common/workflow'
import { useStrings } from '../../i18n/useStrings'
import { useUnsavedChangesPrompt } from '../../layout/useUnsavedChangesPrompt'
import { ConflictDialog } from '../../layout/ConflictDialog'
import { LoadFailure } from '../../layout/LoadFailure'
import { focusElement, useSkipTarget } from '../../layout/SkipLinks'
import { entityName, facetByKey, facetSlots, facetTypeOf, sameSlots, type EntityDraft } from './draft'
import { EditorHeader } from './EditorHeader'
import { EditorSidebar } from './EditorSidebar'
import { assigneeChangeRefused, stageChangeRefused } from './editorState'
import { EditorStoreContext, shallowEqual, useDraft, useEditorStore } from './editorStore'
import { facetElementId } from './FacetCard'
import { FacetSidePanel, type FacetPanelKind } from './panel/FacetSidePanel'
import { SectionList, type SharedCardProps } from './SectionList'
import { RelationshipPanels } from './relationships/RelationshipPanels'
import { editorSections, filteredSlots, sidebarSections, withoutEmptySections, type FacetFilter } from './sections'
import { useConsoleUsers, type ConsoleUser } from '../../layout/useConsoleUsers'
import { useEntityEditor } from './useEntityEditor'
import { CollaborationSession } from './presence/useCollaboration'

/** A field a facet's user types or picks in (not its header's buttons, nor the hidden inputs of selects and drops). */
const FIELD =
  'article section :is(input, textarea):not([type="hidden"], [type="file"], [tabindex="-1"], :disabled), article section [contenteditable="true"]'

interface OpenPanel {
  facetId: string
  facetName: string
  panel: FacetPanelKind
}

/**
 * The entity editor (spec 1 §2, spec 2 §2) at each of its routes (`basePath`/:entityIdByUrl, or
 * `basePath?templateId=` for a new entity). One route with an optional id, so that the page stays
 * mounted when a new entity gets its address.
 */
export function EntityEditorPage({ basePath }: { basePath: string }) {
  const t = useStrings().entityEditor
  const { entityIdByUrl: id } = useParams()
  const [searchParams] = useSearchParams()
  const templateId = searchParams.get('templateId')
  const { identity } = useGetIdentity()
  const userId = identity ? String(identity.id) : null
  const role: Role | undefined = identity?.role
  const { all: users } = useConsoleUsers()
  const [createdId, setCreatedId] = useState<string | null>(null)
  const editor = useEntityEditor({ id, templateId, userId, onCreated: setCreatedId })
  const { store } = editor
  const loaded = useSyncExternalStore(store.subscribe, () => store.getDraft() !== null)

  if (!id && !templateId) return <Typography sx={{ py: 2 }}>{t.noEntity}</Typography>
  if (!loaded && editor.loadFailure) return <LoadFailure message={editor.loadFailure} onRetry={editor.retryLoad} />
  if (!loaded) return <LinearProgress aria-label={t.loading} sx={{ mt: 2 }} />
  return (
    <EditorStoreContext value={store}>
      <CollaborationSession userId={userId}>
        <LoadedEditor
          basePath={basePath}
          id={id}
          createdId={createdId}
          role={role}
          userId={userId}
          users={users}
          editor={editor}
        />
      </CollaborationSession>
    </EditorStoreContext>
  )
}

interface LoadedEditorProps {
  basePath: string
  /** the entity of the address */
  id: string | undefined
  /** the entity this page created, to go to once saved */
  createdId: string | null
  role: Role | undefined
  userId: string | null
  users: ConsoleUser[]
  editor: ReturnType<typeof useEntityEditor>
}

/** The browser tab's title: the entity's name, or Unnamed. */
function EditorTitle() {
  const t = useStrings().entityEditor
  const name = useDraft(entityName)
  return <Title title={name || t.unnamed} />
}

/**
 * The editor once the draft is there. It follows the draft's layout and save state only (which
 * facets in which sections, saved or not): what the facets hold, their cards follow themselves.
 */
function LoadedEditor({ basePath, id, createdId, role, userId, users, editor }: LoadedEditorProps) {
  const t = useStrings().entityEditor
  const store = useEditorStore()
  const { dispatch } = store
  const { hash } = useLocation()
  const navigate = useNavigate()
  const notify = useNotify()
  const status = useDraft((draft) => draft.status)
  const template = useDraft((draft) => draft.template)
  const entity = useDraft(({ id: entityId, type, subType }) => ({ id: entityId, type, subType }), shallowEqual)
  const slots = useDraft(facetSlots, sameSlots)
  // the first screen (header and first facets) is drawn first; the sidebar's list, as long as the
  // entity, and the relationship panels below the facets follow in a render of their own
  const firstScreenShown = useDeferredValue(true, false)
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set())
  const [panel, setPanel] = useState<OpenPanel | null>(null)
  const [filter, setFilter] = useState<FacetFilter>('all')
  // what the filter keeps beside its matches: the facets it showed since it was chosen, and those
  // added since (spec 1 §2's filter; docs/decisions.md "The editor page")
  const kept = useRef({ shown: new Set<string>(), known: new Set<string>() })
  const chooseFilter = useCallback(
    (next: FacetFilter) => {
      kept.current = { shown: new Set(), known: new Set(store.getDraft()?.facets.map((facet) => facet.key)) }
      setFilter(next)
    },
    [store],
  )
  const selectShown = useCallback(
    (draft: EntityDraft) => filteredSlots(filter, draft.template, draft.facets, userId, kept.current),
    [filter, userId],
  )
  const shownSlots = useDraft(selectShown, sameSlots)
  useEffect(() => {
    for (const slot of shownSlots) kept.current.shown.add(slot.key)
  }, [shownSlots])
  const prompt = useUnsavedChangesPrompt(status !== 'clean')
  const facetList = useRef<HTMLDivElement>(null)
  useSkipTarget(
    'facet',
    useCallback(() => focusElement(facetList.current?.querySelector<HTMLElement>(FIELD)), []),
  )

  // go to the new entity's own address once nothing is unsaved (else the prompt would stop it)
  useEffect(() => {
    if (createdId && createdId !== id && status === 'clean') navigate(`${basePath}/${createdId}`, { replace: true })
  }, [createdId, id, status, basePath, navigate])

  const scrollTimer = useRef<ReturnType<typeof setTimeout>>(undefined)
  const scrollTo = useCallback((facetKey: string) => {
    clearTimeout(scrollTimer.current)
    scrollTimer.current = setTimeout(
      () => document.getElementById(facetElementId(facetKey))?.scrollIntoView({ behavior: 'smooth', block: 'start' }),
      FACET_SCROLL_DELAY_MS,
    )
  }, [])
  useEffect(() => () => clearTimeout(scrollTimer.current), [])

  // a facet id in the address (the facet grid's links) is scrolled to once the entity is there
  const hashFacet = hash.slice(1)
  useEffect(() => {
    if (hashFacet) scrollTo(hashFacet)
  }, [hashFacet, scrollTo])

  // the handlers read the draft when they run: they stay the same as it changes, and so do the cards
  const onStage = useCallback(
    (facetKey: string, stage: Stage) => {
      const draft = store.getDraft()
      const facet = draft && facetByKey(draft, facetKey)
      if (!draft || !facet) return
      if (stageChangeRefused(draft.template, facet, stage)) {
        notify(t.requiredIncomplete, { type: 'error', autoHideDuration: REQUIRED_FIELD_TOAST_MS })
        return
      }
      dispatch({ type: 'setFacetStage', facetKey, stage })
      const facetName = facetTypeOf(draft.template, facet.facetTypeId)?.name ?? ''
      if (facet.id && stage === REJECTED_STAGE) setPanel({ facetId: facet.id, facetName, panel: 'rejections' })
      if (facet.id && stage === COMMENT_TRIGGER_STAGE) setPanel({ facetId: facet.id, facetName, panel: 'comments' })
    },
    [store, notify, dispatch, t],
  )

  const onAssign = useCallback(
    (facetKey: string, assigneeId: string | null) => {
      const draft = store.getDraft()
      const facet = draft && facetByKey(draft, facetKey)
      if (!draft || !facet || facet.meta.assignedToId === assigneeId) return
      if (assigneeChangeRefused(draft.template, facet)) {
        notify(t.requiredIncomplete, { type: 'error', autoHideDuration: REQUIRED_FIELD_TOAST_MS })
        return
      }
      dispatch({ type: 'setFacetAssignee', facetKey, user: users.find((user) => user.id === assigneeId) ?? null })
    },
    [store, users, notify, dispatch, t],
  )

  const onPanel = useCallback(
    (facetId: string, facetName: string, kind: FacetPanelKind) => setPanel({ facetId, facetName, panel: kind }),
    [],
  )

  // a rejection made the facet 'rejected' on the server, as POST /rejections does: the draft follows
  const onFacetRejected = useCallback(
    (facetId: string) => {
      const facet = store.getDraft()?.facets.find((candidate) => candidate.id === facetId)
      if (!facet?.savedMeta) return
      const assignee = users.find((user) => user.id === facet.savedMeta?.assignedToId)
      const assignedToId = assigneeAfterStageChange(REJECTED_STAGE, assignee)
      dispatch({
        type: 'facetMetaSaved',
        facetKey: facet.key,
        meta: { stage: REJECTED_STAGE, assignedToId },
        // the server logs the rejection, and the unassignment when there is one
        logsAdded: assignedToId === facet.savedMeta.assignedToId ? 1 : 2,
      })
    },
    [store, users, dispatch],
  )

  const onCommentsChanged = useCallback(
    (facetId: string, change: 1 | -1) => {
      const facet = store.getDraft()?.facets.find((candidate) => candidate.id === facetId)
      if (facet) dispatch({ type: 'facetCommentsChanged', facetKey: facet.key, change })
    },
    [store, dispatch],
  )

  const onSelectFacet = useCallback(
    (facetKey: string, section: string) => {
      setCollapsed((closed) => new Set([...closed].filter((name) => name !== section)))
      scrollTo(facetKey)
    },
    [scrollTo],
  )

  const cards: SharedCardProps = useMemo(
    () => ({ role, userId, entityId: entity.id, users, onStage, onAssign, onPanel }),
    [role, userId, entity.id, users, onStage, onAssign, onPanel],
  )

  const rows = useMemo(() => {
    const sections = editorSections(template, shownSlots)
    return filter === 'all' ? sections : withoutEmptySections(sections)
  }, [template, shownSlots, filter])
  // the save state changes on the first keystroke and around each save: the sidebar, the sections
  // and the panels below are memoised on what they show, so that render does not draw them again
  const sidebar = useMemo(() => (firstScreenShown ? sidebarSections(rows) : []), [firstScreenShown, rows])

  const toggle = useCallback(
    (section: string) =>
      setCollapsed((closed) => {
        const next = new Set(closed)
        if (!next.delete(section)) next.add(section)
        return next
      }),
    [],
  )

  return (
    <Box sx={{ py: 2 }}>
      <EditorTitle />
      <EditorHeader role={role} userId={userId} users={users} onSave={() => editor.save()} onRestore={editor.restore} />
      {/* one column below md: the sections' list above the facets */}
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ alignItems: { xs: 'stretch', md: 'flex-start' } }}
      >
        <EditorSidebar
          template={template}
          sections={sidebar}
          userId={userId}
          filter={filter}
          onFilter={chooseFilter}
          onSelect={onSelectFacet}
        />
        <Box sx={{ flex: 1, minWidth: 0 }}>
          {/* nothing in the facets can be changed while a save or load is in flight (its answer replaces
              the draft); one attribute says so, where a prop would draw every card on screen twice a save */}
          <div ref={facetList} inert={status === 'saving'}>
            <SectionList
              template={template}
              facets={slots}
              rows={rows}
              collapsed={collapsed}
              onToggle={toggle}
              cards={cards}
            />
          </div>
          {firstScreenShown && <RelationshipPanels draft={entity} />}
        </Box>
      </Stack>
      {panel && (
        <FacetSidePanel
          {...panel}
          onClose={() => setPanel(null)}
          onFacetChanged={onFacetRejected}
          onCommentsChanged={onCommentsChanged}
        />
      )}
      <ConflictDialog
        conflict={editor.conflict}
        onReload={editor.reload}
        onOverwrite={editor.overwrite}
        onCancel={editor.dismissConflict}
      />
      {prompt}
    </Box>
  )
}
