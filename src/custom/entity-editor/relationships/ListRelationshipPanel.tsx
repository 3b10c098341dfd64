import { useEffect, useRef, useState } from 'react'
import { Autocomplete, Button, Chip, MenuItem, Stack, TextField, Typography } from '@mui/material'
import { useDataProvider, useNotify } from 'react-admin'
import { ERROR_TOAST_MS } from '../../../../common/limits'
import { BRIEF_SEARCH_LIMIT, RELATIONSHIP_SEARCH_LIMIT } from '../../../../common/relationships'
import { useStrings } from '../../../i18n/useStrings'
import type { ConsoleDataProvider } from '../../../providers/dataProvider'
import { useNameSearch, type SearchOption } from '../../../layout/useNameSearch'
import { useSaveShortcut } from '../../../layout/useSaveShortcut'

interface Item {
  id: number
  name: string
  primary?: boolean
}

/** The three lists of an entity's relationships (spec 2 §7), by the call that keeps each. */
export const LIST_KINDS = {
  countries: {
    path: 'relationship-to-country',
    search: 'countries',
    idsKey: 'countryIds',
    label: 'countries',
    failed: 'countryFailed',
    limit: RELATIONSHIP_SEARCH_LIMIT,
  },
  briefs: {
    path: 'brief-entity-relationship',
    search: 'briefs',
    idsKey: 'briefIds',
    label: 'briefs',
    failed: 'briefFailed',
    limit: BRIEF_SEARCH_LIMIT,
  },
  landscapes: {
    path: 'relationship-to-landscape',
    search: 'landscapes',
    idsKey: 'landscapeIds',
    label: 'landscapes',
    failed: 'landscapeFailed',
    limit: RELATIONSHIP_SEARCH_LIMIT,
  },
} as const

/**
 * Countries (with a primary one), briefs or landscapes of a saved entity: picked by name search and
 * saved together with Save; the toast says whether the relationship was saved (spec 2 §8).
 */
export function ListRelationshipPanel({ entityId, kind }: { entityId: string; kind: keyof typeof LIST_KINDS }) {
  const t = useStrings().relationships
  const { path, search, idsKey, limit, ...texts } = LIST_KINDS[kind]
  const label = t[texts.label]
  const failed = t[texts.failed]
  const dataProvider = useDataProvider<ConsoleDataProvider>()
  const notify = useNotify()
  const [items, setItems] = useState<Item[]>([])
  // a panel's own Save: Ctrl+S presses it while the focus is in the panel, the entity's Save elsewhere
  const saveButton = useRef<HTMLButtonElement>(null)
  useSaveShortcut(saveButton, { scoped: true })
  const [primary, setPrimary] = useState<number | null>(null)
  const [text, setText] = useState('')
  const [saving, setSaving] = useState(false)
  const options = useNameSearch(search, text, { limit })
  useEffect(() => {
    let current = true
    dataProvider
      .fetchOne<Record<string, Item[]>>(path, entityId)
      .then((answer) => {
        if (!current) return
        const stored = answer[kind] ?? []
        setItems(stored)
        setPrimary(stored.find((item) => item.primary)?.id ?? null)
      })
      .catch(() => current && notify(t.loadFailed, { type: 'error' }))
    return () => {
      current = false
    }
  }, [dataProvider, entityId, kind, notify, path, t])

  const save = async () => {
    setSaving(true)
    try {
      const body = {
        entityId,
        [idsKey]: items.map((item) => item.id),
        ...(kind === 'countries' ? { primary: items.some((item) => item.id === primary) ? primary : null } : {}),
      }
      await dataProvider.post(path, body)
      notify(t.saved, { type: 'success' })
    } catch {
      notify(failed, { type: 'error', autoHideDuration: ERROR_TOAST_MS })
    } finally {
      setSaving(false)
    }
  }

  return (
    <Stack spacing={1} component="section" aria-label={label}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={1} sx={{ alignItems: { md: 'flex-start' } }}>
        <Autocomplete<SearchOption | Item, true>
          multiple
          options={options}
          value={items}
          filterOptions={(found) => found}
          getOptionLabel={(option) => option.name}
          isOptionEqualToValue={(option, value) => option.id === value.id}
          onInputChange={(_event, input, reason) => reason !== 'reset' && setText(input)}
          onChange={(_event, chosen) => setItems(chosen.map(({ id, name }) => ({ id: Number(id), name })))}
          renderValue={(chosen, getItemProps) =>
            chosen.map((option, index) => {
              const { key, ...itemProps } = getItemProps({ index })
              return <Chip key={key} size="small" label={option.name} {...itemProps} />
            })
          }
          renderInput={(params) => <TextField {...params} size="small" label={label} placeholder={t.typeToSearch} />}
          fullWidth
          sx={{ flex: 1, minWidth: 0 }}
        />
        {kind === 'countries' && (
          <TextField
            select
            size="small"
            label={t.primary}
            value={items.some((item) => item.id === primary) ? primary : ''}
            onChange={(event) => setPrimary(event.target.value === '' ? null : Number(event.target.value))}
            sx={{ width: 220, flexShrink: 0 }}
          >
            <MenuItem value="">{t.noPrimary}</MenuItem>
            {items.map((item) => (
              <MenuItem key={item.id} value={item.id}>
                {item.name}
              </MenuItem>
            ))}
          </TextField>
        )}
        <Button
          ref={saveButton}
          variant="outlined"
          onClick={() => void save()}
          disabled={saving}
          aria-label={`${t.save} ${label}`}
        >
          {t.save}
        </Button>
      </Stack>
      {!items.length && (
        <Typography variant="caption" color="text.secondary">
          {t.none}
        </Typography>
      )}
    </Stack>
  )
}
