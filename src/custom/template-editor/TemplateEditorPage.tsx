import { useEffect, useRef, useState } from 'react'
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
  TextField,
  Typography,
} from '@mui/material'
import { Title, useDataProvider, useGetOne, useNotify } from 'react-admin'
import { useNavigate, useParams } from 'react-router-dom'
import { templateEditorRoute } from '../../../common/routes'
import { ERROR_TOAST_MS } from '../../../common/limits'
import type { EntityTemplate } from '../../../common/templateFormat'
import type { TemplateError } from '../../../common/templateRules'
import { useStrings } from '../../i18n/useStrings'
import { useSaveConflict } from '../../layout/ConflictDialog'
import { useUnsavedChangesPrompt } from '../../layout/useUnsavedChangesPrompt'
import type { ConsoleDataProvider } from '../../providers/dataProvider'
import { checkTemplateText, templateToText } from './templateText'
import { useSaveShortcut } from '../../layout/useSaveShortcut'

const RESOURCE = 'admin/entities'

/** The problems the server named with a refusal (a Feathers error's `errors`), with where they are. */
const errorsOf = (failure: unknown): TemplateError[] => {
  const errors = (failure as { errors?: unknown })?.errors
  return Array.isArray(errors) ? (errors as TemplateError[]) : []
}

/**
 * /admin/entities/editor[/:templateIdByUrl]: a template as JSON (docs/templates.md), checked as the
 * server checks it before it is sent; the problems are listed with their places.
 */
export function TemplateEditorPage() {
  const strings = useStrings()
  const { templateIdByUrl: id } = useParams()
  const isNew = !id
  const notify = useNotify()
  const navigate = useNavigate()
  const dataProvider = useDataProvider<ConsoleDataProvider>()
  const [text, setText] = useState(() => (isNew ? templateToText() : ''))
  const saveButton = useRef<HTMLButtonElement>(null)
  useSaveShortcut(saveButton)
  const [dirty, setDirty] = useState(isNew)
  const [problems, setProblems] = useState<TemplateError[]>([])
  const [saving, setSaving] = useState(false)
  const [createdId, setCreatedId] = useState<string>()
  const prompt = useUnsavedChangesPrompt(dirty)

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
    setText(templateToText(template))
    setVersion(template.updatedAt)
    setLoadedId(template.id)
    setDirty(false)
  }
  // load once per template: a refetch must not overwrite what the admin is typing
  const [loadedId, setLoadedId] = useState<string>()
  useEffect(() => {
    if (loaded && loaded.id !== loadedId) show(loaded)
  }, [loaded, loadedId])

  // go to the new template's own address once the page knows nothing is unsaved (else the prompt would stop it)
  useEffect(() => {
    if (createdId && !dirty) navigate(templateEditorRoute(createdId), { replace: true })
  }, [createdId, dirty, navigate])

  const fail = (message: string, errors: TemplateError[]) => {
    setProblems(errors)
    notify(message, { type: 'error', autoHideDuration: ERROR_TOAST_MS })
  }

  const save = async (overwrittenVersion?: string) => {
    const check = checkTemplateText(text)
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
      setText(templateToText(saved))
      setVersion(saved.updatedAt)
      setLoadedId(saved.id)
      setProblems([])
      setDirty(false)
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
        <Typography variant="h5" sx={{ flex: 1 }}>
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
      <TextField
        label={strings.templates.json}
        helperText={strings.templates.help}
        value={text}
        onChange={(event) => {
          setText(event.target.value)
          setDirty(true)
        }}
        multiline
        minRows={24}
        fullWidth
        slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace', fontSize: 13 } } }}
      />
      {conflict.dialog}
      {prompt}
    </Box>
  )
}
