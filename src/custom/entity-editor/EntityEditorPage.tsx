import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { Box, LinearProgress, Stack, Typography } from '@mui/material'
import { Title, useGetIdentity, useNotify } from 'react-admin'
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom'
import { FACET_SCROLL_DELAY_MS, REQUIRED_FIELD_TOAST_MS } from '../../../common/limits'
import type { Role } from '../../../common/roles'
import { COMMENT_TRIGGER_STAGE, REJECTED_STAGE, assigneeAfterStageChange, type Stage } from '../../../common/workflow'
import { app } from '../../i18n/en'
import { useUnsavedChangesPrompt } from '../../layout/useUnsavedChangesPrompt'
import { ConflictDialog } from './ConflictDialog'
import { entityName, facetTypeOf, type DraftFacet } from './draft'
import { EditorHeader } from './EditorHeader'
import { EditorSidebar } from './EditorSidebar'
import { stageChangeRefused } from './editorState'
import { facetElementId } from './FacetCard'
import { FacetSidePanel, type FacetPanelKind } from './panel/FacetSidePanel'
import { SectionList, type SharedCardProps } from './SectionList'
import { RelationshipPanels } from './relationships/RelationshipPanels'
import { editorSections, sidebarSections } from './sections'
import { useConsoleUsers } from './useConsoleUsers'
import { useEntityEditor } from './useEntityEditor'

const t = app.entityEditor

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
  const { entityIdByUrl: id } = useParams()
  const [searchParams] = useSearchParams()
  const templateId = searchParams.get('templateId')
  const { hash } = useLocation()
  const navigate = useNavigate()
  const notify = useNotify()
  const { identity } = useGetIdentity()
  const userId = identity ? String(identity.id) : null
  const role: Role | undefined = identity?.role
  const { all: users } = useConsoleUsers()
  const [createdId, setCreatedId] = useState<string | null>(null)
  const editor = useEntityEditor({ id, templateId, userId, onCreated: setCreatedId })
  const { draft, dispatch } = editor
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set())
  const [panel, setPanel] = useState<OpenPanel | null>(null)
  const prompt = useUnsavedChangesPrompt(draft !== null && draft.status !== 'clean')
  const status = draft?.status
  const template = draft?.template

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
  const hasDraft = draft !== null
  useEffect(() => {
    if (hasDraft && hashFacet) scrollTo(hashFacet)
  }, [hasDraft, hashFacet, scrollTo])

  const onStage = useCallback(
    (facet: DraftFacet, stage: Stage) => {
      if (!template) return
      if (stageChangeRefused(template, facet, stage)) {
        notify(t.requiredIncomplete, { type: 'error', autoHideDuration: REQUIRED_FIELD_TOAST_MS })
        return
      }
      dispatch({ type: 'setFacetStage', facetKey: facet.key, stage, users })
      const facetName = facetTypeOf(template, facet.facetTypeId)?.name ?? ''
      if (facet.id && stage === REJECTED_STAGE) setPanel({ facetId: facet.id, facetName, panel: 'rejections' })
      if (facet.id && stage === COMMENT_TRIGGER_STAGE) setPanel({ facetId: facet.id, facetName, panel: 'comments' })
    },
    [template, users, notify, dispatch],
  )

  const onPanel = useCallback((facet: DraftFacet, facetName: string, kind: FacetPanelKind) => {
    if (facet.id) setPanel({ facetId: facet.id, facetName, panel: kind })
  }, [])

  // a rejection made the facet 'rejected' on the server, as POST /rejections does: the draft follows
  const facets = draft?.facets
  const onFacetRejected = useCallback(
    (facetId: string) => {
      const facet = facets?.find((candidate) => candidate.id === facetId)
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
    [facets, users, dispatch],
  )

  const onSelectFacet = useCallback(
    (facet: DraftFacet, section: string) => {
      setCollapsed((closed) => new Set([...closed].filter((name) => name !== section)))
      scrollTo(facet.key)
    },
    [scrollTo],
  )

  const cards: SharedCardProps = useMemo(
    () => ({
      role,
      userId,
      entityId: draft?.id ?? null,
      users,
      saving: status === 'saving',
      dispatch,
      onStage,
      onPanel,
    }),
    [role, userId, draft?.id, users, status, dispatch, onStage, onPanel],
  )

  const rows = useMemo(() => (template && facets ? editorSections(template, facets) : []), [template, facets])

  if (!id && !templateId) return <Typography sx={{ py: 2 }}>{t.noEntity}</Typography>
  if (!draft) return <LinearProgress aria-label={t.loading} sx={{ mt: 2 }} />

  const toggle = (section: string) =>
    setCollapsed((closed) => {
      const next = new Set(closed)
      if (!next.delete(section)) next.add(section)
      return next
    })

  return (
    <Box sx={{ py: 2 }}>
      <Title title={entityName(draft) || t.unnamed} />
      <EditorHeader draft={draft} role={role} users={users} dispatch={dispatch} onSave={() => editor.save()} />
      <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
        <EditorSidebar
          template={draft.template}
          sections={sidebarSections(rows)}
          userId={userId}
          onSelect={onSelectFacet}
        />
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <SectionList draft={draft} rows={rows} collapsed={collapsed} onToggle={toggle} cards={cards} />
          <RelationshipPanels draft={draft} />
        </Box>
      </Stack>
      {panel && <FacetSidePanel {...panel} onClose={() => setPanel(null)} onFacetChanged={onFacetRejected} />}
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
