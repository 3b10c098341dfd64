import { useEffect, useReducer, useRef, useState } from 'react'
import AddIcon from '@mui/icons-material/Add'
import SaveIcon from '@mui/icons-material/Save'
import UploadIcon from '@mui/icons-material/PlaylistAdd'
import { Box, Button, Grid, LinearProgress, Stack, TextField, Typography } from '@mui/material'
import { Title, useDataProvider, useGetOne, useNotify } from 'react-admin'
import { useNavigate, useParams } from 'react-router-dom'
import {
  addCategory,
  categoriesToItems,
  cleanKey,
  dictionaryMessages,
  dictionarySaveError,
} from '../../../common/dictionaryRules'
import { ERROR_TOAST_MS, MAX_INPUT_LENGTH } from '../../../common/limits'
import { ROUTES } from '../../../common/routes'
import type { Dictionary } from '../../../server/services/dictionaries/dictionaries.schema'
import { useStrings } from '../../i18n/useStrings'
import { serverWorded } from '../../providers/apiErrors'
import type { ConsoleDataProvider } from '../../providers/dataProvider'
import { needsSignIn } from '../../providers/reloginStore'
import { CategoryCard } from './CategoryCard'
import { DictionaryPreview } from './DictionaryPreview'
import { editorReducer, emptyEditor, matchingCategories, newDictionary } from './editorState'
import { RawDataDialog } from './RawDataDialog'
import { useSaveConflict } from '../../layout/ConflictDialog'
import { LoadFailure } from '../../layout/LoadFailure'
import { useUnsavedChangesPrompt } from '../../layout/useUnsavedChangesPrompt'
import { useSaveShortcut } from '../../layout/useSaveShortcut'

const RESOURCE = 'admin/elements/dictionaries'
const limit = { htmlInput: { maxLength: MAX_INPUT_LENGTH } }
const editorPath = (id: string) => `${ROUTES.adminDictionaries}/editor/${id}`

/** /admin/elements/dictionaries/editor[/:dictionaryIdByUrl]: the dictionary editor of spec 1 §2. */
export function DictionaryEditorPage() {
  const strings = useStrings()
  const { dictionaryIdByUrl: id } = useParams()
  const isNew = !id
  const notify = useNotify()
  const navigate = useNavigate()
  const dataProvider = useDataProvider<ConsoleDataProvider>()
  const [state, dispatch] = useReducer(editorReducer, isNew ? newDictionary : emptyEditor)
  const [search, setSearch] = useState('')
  const [rawOpen, setRawOpen] = useState(false)
  const [saving, setSaving] = useState(false)
  const saveButton = useRef<HTMLButtonElement>(null)
  useSaveShortcut(saveButton)
  const [createdId, setCreatedId] = useState<string>()
  const prompt = useUnsavedChangesPrompt(state.dirty)

  // the version of the dictionary the editor shows: a save names it, and is refused if someone saved since
  const [version, setVersion] = useState<string>()

  // a failed read says so at once, on the page with a retry (spec 1 §8), rather than after silent tries
  const {
    data: loaded,
    error: loadError,
    refetch,
  } = useGetOne<Dictionary>(RESOURCE, { id: id ?? '' }, { enabled: !isNew, refetchOnWindowFocus: false, retry: false })
  const show = (dictionary: Dictionary) => {
    dispatch({ type: 'load', key: dictionary.key, name: dictionary.name, items: dictionary.items ?? [] })
    setVersion(dictionary.updatedAt)
    setLoadedId(dictionary.id)
  }
  // load once per dictionary: a later refetch must not overwrite what the user is typing
  const [loadedId, setLoadedId] = useState<string>()
  useEffect(() => {
    if (loaded && loaded.id !== loadedId) show(loaded)
  }, [loaded, loadedId])

  // leave for the saved dictionary's own address once the editor knows it has nothing unsaved
  useEffect(() => {
    if (createdId && !state.dirty) navigate(editorPath(createdId), { replace: true })
  }, [createdId, state.dirty, navigate])

  const fail = (message: string) => notify(message, { type: 'error', autoHideDuration: ERROR_TOAST_MS })

  const onAddCategory = () => {
    const result = addCategory(state.categories, search)
    if (result.error !== undefined) return fail(result.error)
    dispatch({ type: 'setCategories', categories: result.categories })
    setSearch('')
  }

  const save = async (overwrittenVersion?: string) => {
    const error = dictionarySaveError(state.key, state.name, state.categories)
    if (error) return fail(error)
    const data = {
      key: cleanKey(state.key).trim(),
      name: state.name.trim(),
      items: categoriesToItems(state.categories),
    }
    setSaving(true)
    try {
      if (isNew) {
        const { data: created } = await dataProvider.create<Dictionary>(RESOURCE, { data })
        dispatch({ type: 'load', key: created.key, name: created.name, items: created.items ?? [] })
        setVersion(created.updatedAt)
        setLoadedId(created.id)
        setCreatedId(created.id)
        notify(dictionaryMessages.created, { type: 'success' })
      } else {
        const previousData = { updatedAt: overwrittenVersion ?? version }
        const { data: updated } = await dataProvider.replace<Dictionary>(RESOURCE, { id, data, previousData })
        dispatch({ type: 'load', key: updated.key, name: updated.name, items: updated.items ?? [] })
        setVersion(updated.updatedAt)
        notify(dictionaryMessages.updated, { type: 'success' })
      }
    } catch (failure) {
      if (conflict.caught(failure, (newer) => void save(newer))) return
      const base = isNew ? dictionaryMessages.createFailed : dictionaryMessages.updateFailed
      fail(serverWorded(failure) ? `${base}: ${(failure as Error).message}` : base)
    } finally {
      setSaving(false)
    }
  }

  const conflict = useSaveConflict(() => void refetch().then(({ data }) => data && show(data)))

  const visible = matchingCategories(state.categories, search)
  if (!isNew && loadedId !== id && loadError && !needsSignIn(loadError))
    return (
      <LoadFailure
        message={dictionaryMessages.loadFailed}
        detail={serverWorded(loadError) ? loadError.message : undefined}
        onRetry={() => void refetch()}
      />
    )
  if (!isNew && loadedId !== id) return <LinearProgress aria-label={strings.dictionaries.loading} sx={{ mt: 2 }} />

  return (
    <Box sx={{ py: 2 }}>
      <Title title={strings.dictionaries.editorTitle} />
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2, flexWrap: 'wrap', rowGap: 2 }}>
        <Typography variant="h5" sx={{ flex: 1 }}>
          {isNew ? strings.dictionaries.newTitle : strings.dictionaries.editorTitle}
        </Typography>
        <DictionaryPreview categories={state.categories} />
        <Button startIcon={<UploadIcon />} onClick={() => setRawOpen(true)}>
          {strings.dictionaries.createFromRawData}
        </Button>
        <Button ref={saveButton} variant="contained" startIcon={<SaveIcon />} onClick={() => save()} disabled={saving}>
          {saving ? strings.dictionaries.saving : strings.dictionaries.save}
        </Button>
      </Stack>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 3 }}>
        <TextField
          label={strings.dictionaries.key}
          value={state.key}
          onChange={(event) => dispatch({ type: 'setKey', key: event.target.value })}
          required
          fullWidth
          slotProps={limit}
        />
        <TextField
          label={strings.dictionaries.description}
          value={state.name}
          onChange={(event) => dispatch({ type: 'setName', name: event.target.value })}
          fullWidth
          slotProps={limit}
        />
      </Stack>
      <Stack direction="row" spacing={1} sx={{ mb: 2, alignItems: 'center' }}>
        <TextField
          label={strings.dictionaries.addNewCategory}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault()
              onAddCategory()
            }
          }}
          size="small"
          sx={{ width: 360 }}
          slotProps={limit}
        />
        <Button startIcon={<AddIcon />} onClick={onAddCategory}>
          {strings.dictionaries.addCategory}
        </Button>
      </Stack>
      <Grid container spacing={2}>
        {visible.map(({ category, index }) => (
          <Grid key={index} size={{ xs: 12, sm: 6, lg: 4 }}>
            <CategoryCard
              category={category}
              onRename={(name) => dispatch({ type: 'renameCategory', index, name })}
              onRemove={() => dispatch({ type: 'removeCategory', index })}
              onAddItem={(value) => dispatch({ type: 'addItems', index, values: [value] })}
              onRemoveItem={(value) => dispatch({ type: 'removeItem', index, value })}
            />
          </Grid>
        ))}
      </Grid>
      {rawOpen && (
        <RawDataDialog
          onImport={(rows, delimiter) => dispatch({ type: 'importRaw', rows, delimiter })}
          onClose={() => setRawOpen(false)}
        />
      )}
      {conflict.dialog}
      {prompt}
    </Box>
  )
}
