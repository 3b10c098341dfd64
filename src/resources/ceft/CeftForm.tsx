import { useEffect, useMemo, useState } from 'react'
import { Autocomplete, Button, MenuItem, Stack, TextField } from '@mui/material'
import { useDataProvider, useNotify } from 'react-admin'
import { ERROR_TOAST_MS, MAX_INPUT_LENGTH } from '../../../common/limits'
import { messages } from '../../../common/messages'
import {
  CEFT_NAME_MAX,
  CEFT_UNITS_MAX,
  COMPARISON_SET_SEARCH_LIMIT,
  FUTURE_DATES,
  MULTIPLIERS,
  PERIODICITIES,
  PERIODICITY_LABELS,
  ceftErrors,
  unitsAfterMultiplier,
  type CeftErrors,
  type FutureDates,
  type Periodicity,
} from '../../../common/statistics'
import { COMPARISON_SET } from '../../../common/templateFormat'
import type { Ceft } from '../../../server/services/cross-entity-facet-types/cross-entity-facet-types.schema'
import { app } from '../../i18n/en'
import { useSaveConflict } from '../../layout/ConflictDialog'
import { overwriting } from '../../providers/staleSave'
import {
  ceftBody,
  ceftFormValues,
  EMPTY_CEFT,
  serverFieldErrors,
  type CeftFormValues,
  type ComparisonSet,
} from './ceftValues'

const t = app.ceft
export const CEFT_RESOURCE = 'cross-entity-facet-types'

/** Comparison sets by name, 5 at a time (spec 2 §7, §9), once something is typed. */
function useComparisonSets(search: string) {
  const dataProvider = useDataProvider()
  const notify = useNotify()
  const [options, setOptions] = useState<ComparisonSet[]>([])
  useEffect(() => {
    let current = true
    const text = search.trim()
    const filter = { type: 'Brief', subType: COMPARISON_SET, ...(text ? { name: { $iLike: text } } : {}) }
    dataProvider
      .getList<ComparisonSet>('entities', {
        filter,
        pagination: { page: 1, perPage: COMPARISON_SET_SEARCH_LIMIT },
        sort: { field: 'name', order: 'ASC' },
      })
      .then(({ data }) => current && setOptions(data.map(({ id, name }) => ({ id, name }))))
      .catch(() => current && notify(t.searchFailed, { type: 'error' }))
    return () => {
      current = false
    }
  }, [dataProvider, notify, search])
  return options
}

interface Props {
  /** the type to edit; a new one without */
  type?: Ceft
  onSaved: (type: Ceft) => void
  /** shown beside Save (the dialog's Cancel) */
  onCancel?: () => void
}

/**
 * The CEFT editor of spec 2 §2, §5 (the page and the statistics block's dialog): name cut to 32
 * characters, units to 20, units filled from a chosen multiplier when empty; Save, and Clear form for
 * a new type. The server's field errors show under their inputs and are toasted.
 */
export function CeftForm({ type, onSaved, onCancel }: Props) {
  const dataProvider = useDataProvider()
  const notify = useNotify()
  const [values, setValues] = useState<CeftFormValues>(() => (type ? ceftFormValues(type) : EMPTY_CEFT))
  // the copy the form was filled from: a save names its version
  const [base, setBase] = useState(type)
  const [errors, setErrors] = useState<CeftErrors>({})
  const [saving, setSaving] = useState(false)
  const [search, setSearch] = useState('')
  const comparisonSets = useComparisonSets(search)
  const setOptions = useMemo(
    () =>
      values.comparisonSet && !comparisonSets.some((set) => set.id === values.comparisonSet?.id)
        ? [values.comparisonSet, ...comparisonSets]
        : comparisonSets,
    [comparisonSets, values.comparisonSet],
  )
  const set = <K extends keyof CeftFormValues>(key: K, value: CeftFormValues[K]) =>
    setValues((before) => ({ ...before, [key]: value }))

  const conflict = useSaveConflict(
    () =>
      base &&
      void dataProvider.getOne<Ceft>(CEFT_RESOURCE, { id: base.id }).then(({ data }) => {
        setBase(data)
        setValues(ceftFormValues(data))
      }),
  )

  const save = async (previousData = base) => {
    const found = ceftErrors(ceftBody(values))
    setErrors(found)
    if (Object.keys(found).length) return
    setSaving(true)
    try {
      const { data } = previousData
        ? await dataProvider.update<Ceft>(CEFT_RESOURCE, { id: previousData.id, data: ceftBody(values), previousData })
        : await dataProvider.create<Ceft>(CEFT_RESOURCE, { data: ceftBody(values) })
      notify(previousData ? t.updated : t.created, { type: 'success' })
      setBase(data)
      onSaved(data)
    } catch (error) {
      if (previousData && conflict.caught(error, (version) => void save(overwriting(previousData, version)))) return
      const fields = serverFieldErrors(error)
      setErrors(fields)
      notify(Object.values(fields)[0] ?? messages.generic, { type: 'error', autoHideDuration: ERROR_TOAST_MS })
    } finally {
      setSaving(false)
    }
  }

  const text = (key: 'currency' | 'footnote' | 'subtitle') => (
    <TextField
      label={t.fields[key]}
      value={values[key]}
      onChange={(event) => set(key, event.target.value)}
      slotProps={{ htmlInput: { maxLength: MAX_INPUT_LENGTH } }}
      error={Boolean(errors[key])}
      helperText={errors[key]}
      multiline={key === 'footnote'}
    />
  )

  return (
    <Stack
      component="form"
      spacing={2}
      sx={{ maxWidth: 560 }}
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        void save()
      }}
    >
      <TextField
        label={t.fields.name}
        required
        value={values.name}
        onChange={(event) => set('name', event.target.value.slice(0, CEFT_NAME_MAX))}
        slotProps={{ htmlInput: { maxLength: MAX_INPUT_LENGTH } }}
        error={Boolean(errors.name)}
        helperText={errors.name}
      />
      {text('currency')}
      <TextField
        label={t.fields.units}
        value={values.units}
        onChange={(event) => set('units', event.target.value.slice(0, CEFT_UNITS_MAX))}
        error={Boolean(errors.units)}
        helperText={errors.units}
      />
      <TextField
        select
        label={t.fields.periodicity}
        value={values.periodicity}
        onChange={(event) => set('periodicity', event.target.value as Periodicity)}
      >
        {PERIODICITIES.map((periodicity) => (
          <MenuItem key={periodicity} value={periodicity}>
            {PERIODICITY_LABELS[periodicity]}
          </MenuItem>
        ))}
      </TextField>
      <Autocomplete
        options={setOptions}
        value={values.comparisonSet}
        getOptionLabel={(option) => option.name}
        isOptionEqualToValue={(option, value) => option.id === value.id}
        filterOptions={(options) => options}
        onInputChange={(_event, input, reason) => reason === 'input' && setSearch(input)}
        onChange={(_event, chosen) => set('comparisonSet', chosen)}
        renderInput={(params) => (
          <TextField
            {...params}
            label={t.fields.comparisonSet}
            placeholder={t.typeToSearch}
            error={Boolean(errors.comparisonSetId)}
            helperText={errors.comparisonSetId}
          />
        )}
      />
      <TextField
        select
        label={t.fields.multiplier}
        value={values.multiplier ?? ''}
        onChange={(event) => {
          const multiplier = event.target.value === '' ? null : Number(event.target.value)
          setValues((before) => ({
            ...before,
            multiplier,
            units: unitsAfterMultiplier(before.units, multiplier).slice(0, CEFT_UNITS_MAX),
          }))
        }}
      >
        <MenuItem value="">{t.none}</MenuItem>
        {MULTIPLIERS.map((multiplier) => (
          <MenuItem key={multiplier.name} value={multiplier.value}>
            {multiplier.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label={t.fields.futureDates}
        value={values.futureDates}
        onChange={(event) => set('futureDates', event.target.value as FutureDates)}
      >
        {FUTURE_DATES.map((futureDates) => (
          <MenuItem key={futureDates} value={futureDates}>
            {t.futureDateLabels[futureDates]}
          </MenuItem>
        ))}
      </TextField>
      {text('footnote')}
      {text('subtitle')}
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        {onCancel && <Button onClick={onCancel}>{t.cancel}</Button>}
        {!type && (
          <Button
            onClick={() => {
              setValues(EMPTY_CEFT)
              setErrors({})
            }}
          >
            {t.clear}
          </Button>
        )}
        <Button type="submit" variant="contained" disabled={saving}>
          {t.save}
        </Button>
      </Stack>
      {conflict.dialog}
    </Stack>
  )
}
