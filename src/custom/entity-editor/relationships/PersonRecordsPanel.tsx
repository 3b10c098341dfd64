import { useCallback, useEffect, useState } from 'react'
import DeleteIcon from '@mui/icons-material/Delete'
import EditIcon from '@mui/icons-material/Edit'
import {
  Autocomplete,
  Button,
  Checkbox,
  Chip,
  Dialog,
  DialogActions,
  DialogTitle,
  FormControlLabel,
  IconButton,
  MenuItem,
  Stack,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material'
import { useDataProvider, useNotify } from 'react-admin'
import { ERROR_TOAST_MS } from '../../../../common/limits'
import {
  PERSON_SOURCE_MAX,
  PERSON_TEXT_MAX,
  educationErrors,
  fieldsEmptyMessage,
  roleErrors,
  type OrganizationSource,
} from '../../../../common/personRules'
import type { PersonRecord } from '../../../../server/services/person-records/person-records.schema'
import { app, format } from '../../../i18n/en'
import { PRODUCT_NAME } from '../../../productName'
import { useSaveConflict } from '../../../layout/ConflictDialog'
import { useNameSearch, type SearchOption } from '../../../layout/useNameSearch'
import { overwriting } from '../../../providers/staleSave'

const t = app.person

type Values = Record<string, string | boolean | null>

/** What differs between the roles and the educations panels (spec 2 §3–§5, §8). */
interface Kind {
  resource: 'roles' | 'educations'
  title: string
  /** the text fields in the form's order, the required ones first */
  texts: { field: string; label: string; max: number; required?: boolean }[]
  heading: string
  entityField: 'employerEntityId' | 'institutionEntityId'
  entityAnswer: 'employerEntity' | 'institutionEntity'
  textField: 'organization' | 'institution'
  entityLabel: string
  textLabel: string
  errors: (values: Values, source: OrganizationSource) => Record<string, string | undefined>
  primary: boolean
  toasts: { saved: string; deleted: string; fetchFailed: string; saveFailed: string; deleteFailed: string }
}

export const PERSON_KINDS: Record<'roles' | 'educations', Kind> = {
  roles: {
    resource: 'roles',
    title: t.roles,
    heading: 'title',
    texts: [
      { field: 'title', label: t.title, max: PERSON_TEXT_MAX, required: true },
      { field: 'type', label: t.type, max: PERSON_TEXT_MAX },
      { field: 'department', label: t.department, max: PERSON_TEXT_MAX },
      { field: 'source', label: t.source, max: PERSON_SOURCE_MAX, required: true },
    ],
    entityField: 'employerEntityId',
    entityAnswer: 'employerEntity',
    textField: 'organization',
    entityLabel: t.employer,
    textLabel: t.organization,
    errors: (values, source) => roleErrors(values as never, source, PRODUCT_NAME),
    primary: true,
    toasts: {
      saved: t.roleSaved,
      deleted: t.roleDeleted,
      fetchFailed: t.roleFetchFailed,
      saveFailed: t.roleSaveFailed,
      deleteFailed: t.roleDeleteFailed,
    },
  },
  educations: {
    resource: 'educations',
    title: t.educations,
    heading: 'degree',
    texts: [
      { field: 'degree', label: t.degree, max: PERSON_TEXT_MAX, required: true },
      { field: 'specialty', label: t.specialty, max: PERSON_TEXT_MAX },
      { field: 'source', label: t.source, max: PERSON_SOURCE_MAX, required: true },
    ],
    entityField: 'institutionEntityId',
    entityAnswer: 'institutionEntity',
    textField: 'institution',
    entityLabel: t.institution,
    textLabel: t.institution,
    errors: (values, source) => educationErrors(values as never, source, PRODUCT_NAME),
    primary: false,
    toasts: {
      saved: t.educationSaved,
      deleted: t.educationDeleted,
      fetchFailed: t.educationFetchFailed,
      saveFailed: t.educationSaveFailed,
      deleteFailed: t.educationDeleteFailed,
    },
  },
}

const text = (value: unknown) => (typeof value === 'string' ? value : '')

/** The body of a save: the form's values, blanks as null, the side of the source not chosen cleared. */
function body(kind: Kind, values: Values, source: OrganizationSource) {
  const out: Values = {}
  for (const { field } of kind.texts) out[field] = text(values[field]).trim() || null
  for (const field of ['startDate', 'endDate']) out[field] = text(values[field]) || null
  out[kind.entityField] = source === 'product' ? (values[kind.entityField] ?? null) : null
  out[kind.textField] = source === 'other' ? text(values[kind.textField]).trim() || null : null
  if (kind.primary) out.isPrimary = values.isPrimary === true
  return out
}

/**
 * A person entity's roles or educations (spec 2 §4–§5): the list, and a form that adds one; Edit takes
 * an item out of the list into the form, Delete asks first. Save is off while saving and without the
 * required texts; what is missing is said under each field and in one toast.
 */
export function PersonRecordsPanel({ entityId, kind }: { entityId: string; kind: Kind }) {
  const dataProvider = useDataProvider()
  const notify = useNotify()
  const [records, setRecords] = useState<PersonRecord[]>([])
  const [values, setValues] = useState<Values>({})
  const [source, setSource] = useState<OrganizationSource>('other')
  const [editing, setEditing] = useState<PersonRecord | null>(null)
  const [entity, setEntity] = useState<SearchOption | null>(null)
  const [search, setSearch] = useState('')
  const [errors, setErrors] = useState<Record<string, string | undefined>>({})
  const [busy, setBusy] = useState(false)
  const [deleting, setDeleting] = useState<PersonRecord | null>(null)
  const found = useNameSearch('entities', search)

  const load = useCallback(
    () =>
      dataProvider
        .getList<PersonRecord>(kind.resource, {
          filter: { entityId },
          pagination: { page: 1, perPage: 1000 },
          sort: { field: 'startDate', order: 'DESC' },
        })
        .then(({ data }) => setRecords(data))
        .catch(() => notify(kind.toasts.fetchFailed, { type: 'error' })),
    [dataProvider, entityId, kind, notify],
  )
  useEffect(() => {
    void load()
  }, [load])

  const reset = () => {
    setValues({})
    setEntity(null)
    setSource('other')
    setErrors({})
    setEditing(null)
  }
  const set = (field: string, value: string | boolean | null) => setValues((before) => ({ ...before, [field]: value }))
  const requiredMissing = kind.texts.some((one) => one.required && !text(values[one.field]).trim())

  const conflict = useSaveConflict(() => {
    reset()
    void load()
  })

  const save = async (previousData = editing) => {
    const found = kind.errors(body(kind, values, source), source)
    const problems = Object.entries(found).filter(([, message]) => message)
    setErrors(Object.fromEntries(problems))
    if (problems.length) {
      const labels = problems.map(
        ([field]) =>
          kind.texts.find((one) => one.field === field)?.label ??
          (field === kind.entityField ? kind.entityLabel : kind.textLabel),
      )
      notify(fieldsEmptyMessage(labels), { type: 'error' })
      return
    }
    setBusy(true)
    try {
      const data = body(kind, values, source)
      if (previousData) await dataProvider.update(kind.resource, { id: previousData.id, data, previousData })
      else await dataProvider.create(kind.resource, { data: { ...data, entityId } })
      notify(kind.toasts.saved, { type: 'success' })
      reset()
      await load()
    } catch (error) {
      if (previousData && conflict.caught(error, (version) => void save(overwriting(previousData, version)))) return
      notify((error as Error)?.message || kind.toasts.saveFailed, { type: 'error', autoHideDuration: ERROR_TOAST_MS })
    } finally {
      setBusy(false)
    }
  }

  const edit = (record: PersonRecord) => {
    const named = record[kind.entityAnswer] ?? null
    setEditing(record)
    setRecords((before) => before.filter((one) => one.id !== record.id))
    setValues(record as unknown as Values)
    setEntity(named ? { id: named.id, name: named.name } : null)
    setSource(record[kind.entityField] ? 'product' : 'other')
    setErrors({})
  }

  const remove = async (record: PersonRecord) => {
    setDeleting(null)
    try {
      await dataProvider.delete(kind.resource, { id: record.id, previousData: record })
      notify(kind.toasts.deleted, { type: 'success' })
      await load()
    } catch {
      notify(kind.toasts.deleteFailed, { type: 'error', autoHideDuration: ERROR_TOAST_MS })
    }
  }

  const textInput = ({ field, label, max, required }: Kind['texts'][number]) => (
    <TextField
      key={field}
      size="small"
      label={label}
      required={required}
      value={text(values[field])}
      onChange={(event) => set(field, event.target.value)}
      slotProps={{ htmlInput: { maxLength: max } }}
      error={Boolean(errors[field])}
      helperText={errors[field]}
    />
  )

  return (
    <Stack spacing={1} component="section" aria-label={kind.title}>
      <Typography variant="subtitle2">{kind.title}</Typography>
      {records.length === 0 && (
        <Typography variant="caption" color="text.secondary">
          {t.none}
        </Typography>
      )}
      {records.map((record) => {
        const name = text(record[kind.heading])
        const where = record[kind.entityAnswer]?.name ?? text(record[kind.textField])
        const dates = [text(record.startDate), text(record.endDate)].filter(Boolean).join(' – ')
        return (
          <Stack
            key={record.id}
            direction="row"
            spacing={1}
            sx={{ alignItems: 'center' }}
            role="listitem"
            aria-label={name}
          >
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {name}
            </Typography>
            <Typography variant="body2" sx={{ flex: 1 }}>
              {[where, dates].filter(Boolean).join(' · ')}
            </Typography>
            {record.isPrimary === true && <Chip size="small" label={t.primaryTag} />}
            <Tooltip title={format(t.edit, { name })}>
              <IconButton size="small" aria-label={format(t.edit, { name })} onClick={() => edit(record)}>
                <EditIcon fontSize="small" />
              </IconButton>
            </Tooltip>
            <Tooltip title={format(t.delete, { name })}>
              <IconButton size="small" aria-label={format(t.delete, { name })} onClick={() => setDeleting(record)}>
                <DeleteIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          </Stack>
        )
      })}
      <Stack spacing={1} sx={{ maxWidth: 640 }}>
        {kind.texts.filter((one) => one.field !== 'source').map(textInput)}
        <TextField
          select
          size="small"
          label={t.organizationSource}
          value={source}
          onChange={(event) => setSource(event.target.value as OrganizationSource)}
        >
          <MenuItem value="product">{format(t.product, { product: PRODUCT_NAME })}</MenuItem>
          <MenuItem value="other">{format(t.nonProduct, { product: PRODUCT_NAME })}</MenuItem>
        </TextField>
        {source === 'product' ? (
          <Autocomplete
            options={found}
            value={entity}
            filterOptions={(options) => options}
            getOptionLabel={(option) => option.name}
            isOptionEqualToValue={(option, value) => option.id === value.id}
            onInputChange={(_event, input, reason) => reason !== 'reset' && setSearch(input)}
            onChange={(_event, chosen) => {
              setEntity(chosen)
              set(kind.entityField, chosen ? String(chosen.id) : null)
            }}
            renderInput={(params) => (
              <TextField
                {...params}
                size="small"
                label={kind.entityLabel}
                error={Boolean(errors[kind.entityField])}
                helperText={errors[kind.entityField]}
              />
            )}
          />
        ) : (
          textInput({ field: kind.textField, label: kind.textLabel, max: PERSON_TEXT_MAX })
        )}
        {kind.texts.filter((one) => one.field === 'source').map(textInput)}
        <Stack direction="row" spacing={1}>
          {(['startDate', 'endDate'] as const).map((field) => (
            <TextField
              key={field}
              size="small"
              type="date"
              label={t[field]}
              value={text(values[field])}
              onChange={(event) => set(field, event.target.value)}
              slotProps={{ inputLabel: { shrink: true } }}
              error={Boolean(errors[field])}
              helperText={errors[field]}
            />
          ))}
          {kind.primary && (
            <FormControlLabel
              control={
                <Checkbox
                  checked={values.isPrimary === true}
                  onChange={(event) => set('isPrimary', event.target.checked)}
                />
              }
              label={t.isPrimary}
            />
          )}
        </Stack>
        <Stack direction="row" spacing={1}>
          <Button
            variant="outlined"
            onClick={() => void save()}
            disabled={busy || requiredMissing}
            aria-label={`${t.save} ${kind.title}`}
          >
            {t.save}
          </Button>
          {editing && (
            <Button
              onClick={() => {
                reset()
                void load()
              }}
            >
              {t.cancelEdit}
            </Button>
          )}
        </Stack>
      </Stack>
      <Dialog open={deleting !== null} onClose={() => setDeleting(null)}>
        <DialogTitle>{format(t.deleteConfirm, { name: text(deleting?.[kind.heading]) })}</DialogTitle>
        <DialogActions>
          <Button onClick={() => setDeleting(null)}>{t.no}</Button>
          <Button color="error" variant="contained" onClick={() => deleting && void remove(deleting)}>
            {t.yes}
          </Button>
        </DialogActions>
      </Dialog>
      {conflict.dialog}
    </Stack>
  )
}
