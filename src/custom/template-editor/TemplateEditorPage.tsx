import { useEffect, useMemo, useReducer, useRef, useState } from 'react'
import SaveIcon from '@mui/icons-material/Save'
import {
  Alert,
  Box,
  Button,
  LinearProgress,
  List,
  ListItem,
  ListItemText,
  Stack,
  Tab,
  Tabs,
  Typography,
} from '@mui/material'
import { Title, useDataProvider, useGetOne, useNotify } from 'react-admin'
import { useNavigate, useParams } from 'react-router-dom'
import { templateEditorRoute } from '../../../common/routes'
import { ERROR_TOAST_MS } from '../../../common/limits'
import type { EntityTemplate } from '../../../common/templateFormat'
import { templateStructureErrors, type TemplateError } from '../../../common/templateRules'
import { useStrings } from '../../i18n/useStrings'
import { useSaveConflict } from '../../layout/ConflictDialog'
import { useUnsavedChangesPrompt } from '../../layout/useUnsavedChangesPrompt'
import type { ConsoleDataProvider } from '../../providers/dataProvider'
import { useSaveShortcut } from '../../layout/useSaveShortcut'
import { editorReducer, editorStateFor, type TemplateView } from './editorState'
import { JsonView } from './JsonView'
import { StructureContext, type StructureTools } from './structure/structureContext'
import { TemplateStructure } from './structure/TemplateStructure'
import { bodyToText, checkTemplateText, structureFromText, templateBody } from './templateText'

const RESOURCE = 'admin/entities'
const tabId = (view: TemplateView) => `template-view-${view}`
const panelId = (view: TemplateView) => `template-panel-${view}`

/** The problems the server named with a refusal (a Feathers error's `errors`), with where they are. */
const errorsOf = (failure: unknown): TemplateError[] => {
  const errors = (failure as { errors?: unknown })?.errors
  return Array.isArray(errors) ? (errors as TemplateError[]) : []
}

/**
 * /admin/entities/editor[/:templateIdByUrl]: a template edited as a structure (sections, facet types,
 * field types and their rules), or as JSON by experts (docs/templates.md); both views edit one template,
 * checked as the server checks it, its problems shown beside the inputs and listed with their places.
 */
export function TemplateEditorPage() {
  const strings = useStrings()
  const { templateIdByUrl: id } = useParams()
  const isNew = !id
  const notify = useNotify()
  const navigate = useNavigate()
  const dataProvider = useDataProvider<ConsoleDataProvider>()
  const [state, dispatch] = useReducer(editorReducer, isNew, (opensNew) => editorStateFor(templateBody(), opensNew))
  const saveButton = useRef<HTMLButtonElement>(null)
  useSaveShortcut(saveButton)
  const [problems, setProblems] = useState<TemplateError[]>([])
  const [saving, setSaving] = useState(false)
  const [createdId, setCreatedId] = useState<string>()
  const prompt = useUnsavedChangesPrompt(state.dirty)

  // the version of the template the editor shows: a save names it, and is refused if someone saved since
  const [version, setVersion] = useState<string>()

  const { data: loaded, refetch } = useGetOne<EntityTemplate>(
    RESOURCE,
    { id: id ?? '' },
    {
      enabled: !isNew,
      refetchOnWindowFocus: false,
      onError: (error: Error) => notify(error.message, { type: 'error', autoHideDuration: ERROR_TOAST_MS }),
    },
  )
  const show = (template: EntityTemplate) => {
    dispatch({ type: 'load', template: templateBody(template) })
    setVersion(template.updatedAt)
    setLoadedId(template.id)
  }
  // load once per template: a refetch must not overwrite what the admin is typing
  const [loadedId, setLoadedId] = useState<string>()
  useEffect(() => {
    if (loaded && loaded.id !== loadedId) show(loaded)
  }, [loaded, loadedId])

  // go to the new template's own address once the page knows nothing is unsaved (else the prompt would stop it)
  useEffect(() => {
    if (createdId && !state.dirty) navigate(templateEditorRoute(createdId), { replace: true })
  }, [createdId, state.dirty, navigate])

  const errors = useMemo(() => templateStructureErrors(state.template), [state.template])
  const tools = useMemo<StructureTools>(() => {
    const byPath = new Map<string, string>()
    for (const error of [...errors].reverse()) byPath.set(error.path, error.message)
    return { dispatch, errorAt: (path) => byPath.get(path) }
  }, [errors])

  const fail = (message: string, found: TemplateError[]) => {
    setProblems(found)
    notify(message, { type: 'error', autoHideDuration: ERROR_TOAST_MS })
  }

  const switchTo = (view: TemplateView) => {
    if (view === state.view) return
    if (view === 'json') return dispatch({ type: 'showJson' })
    const read = structureFromText(state.text)
    if ('headline' in read) return fail(read.headline, read.errors)
    setProblems([])
    dispatch({ type: 'showStructure', template: read.template })
  }

  const save = async (overwrittenVersion?: string) => {
    const check = checkTemplateText(state.view === 'json' ? state.text : bodyToText(state.template))
    if (!check.template) return fail(check.headline, check.errors)
    setSaving(true)
    try {
      const { data: saved } = isNew
        ? await dataProvider.create<EntityTemplate>(RESOURCE, { data: check.template })
        : await dataProvider.replace<EntityTemplate>(RESOURCE, {
            id,
            data: check.template,
            previousData: { updatedAt: overwrittenVersion ?? version },
          })
      dispatch({ type: 'load', template: templateBody(saved) })
      setVersion(saved.updatedAt)
      setLoadedId(saved.id)
      setProblems([])
      notify(isNew ? strings.templates.created : strings.templates.updated, { type: 'success' })
      if (isNew) setCreatedId(saved.id)
    } catch (failure) {
      if (conflict.caught(failure, (newer) => void save(newer))) return
      fail((failure as Error)?.message, errorsOf(failure))
    } finally {
      setSaving(false)
    }
  }

  const conflict = useSaveConflict(() => void refetch().then(({ data }) => data && show(data)))

  if (!isNew && loadedId !== id) return <LinearProgress sx={{ mt: 2 }} />

  return (
    <Box sx={{ py: 2 }}>
      <Title title={strings.templates.editorTitle} />
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
        <Typography variant="h5" sx={{ flex: 1, overflowWrap: 'anywhere' }}>
          {isNew ? strings.templates.newTitle : (loaded?.name ?? strings.templates.editorTitle)}
        </Typography>
        <Button ref={saveButton} variant="contained" startIcon={<SaveIcon />} onClick={() => save()} disabled={saving}>
          {strings.templates.save}
        </Button>
      </Stack>
      {problems.length > 0 && (
        <Alert severity="error" sx={{ mb: 2 }}>
          <Typography variant="subtitle2">{strings.templates.problems}</Typography>
          <List dense disablePadding aria-label={strings.templates.problems}>
            {problems.map((problem, index) => (
              <ListItem key={index} disableGutters>
                <ListItemText primary={problem.message} secondary={problem.path} />
              </ListItem>
            ))}
          </List>
        </Alert>
      )}
      <Tabs
        value={state.view}
        onChange={(_event, view: TemplateView) => switchTo(view)}
        aria-label={strings.templates.views}
        sx={{ mb: 2 }}
      >
        <Tab
          value="structure"
          label={strings.templates.structureView}
          id={tabId('structure')}
          aria-controls={state.view === 'structure' ? panelId('structure') : undefined}
        />
        <Tab
          value="json"
          label={strings.templates.jsonView}
          id={tabId('json')}
          aria-controls={state.view === 'json' ? panelId('json') : undefined}
        />
      </Tabs>
      <Box role="tabpanel" id={panelId(state.view)} aria-labelledby={tabId(state.view)}>
        {state.view === 'structure' ? (
          <StructureContext.Provider value={tools}>
            <TemplateStructure template={state.template} />
          </StructureContext.Provider>
        ) : (
          <JsonView text={state.text} onChange={(text) => dispatch({ type: 'setText', text })} />
        )}
      </Box>
      {conflict.dialog}
      {prompt}
    </Box>
  )
}
