import { useCallback, useEffect, useState } from 'react'
import { Autocomplete, Button, ListSubheader, MenuItem, Stack, TextField, Typography } from '@mui/material'
import { Link, useDataProvider, useGetList, useNotify } from 'react-admin'
import { entityEditorRoute } from '../../../../common/entityEditorRoutes'
import { ERROR_TOAST_MS } from '../../../../common/limits'
import {
  DEFAULT_RELATIONSHIP_STRENGTH,
  RELATIONSHIP_STRENGTHS,
  RELATIONSHIP_TYPE_DICTIONARIES,
} from '../../../../common/relationships'
import type { Dictionary } from '../../../../server/services/dictionaries/dictionaries.schema'
import type { EntityRelationship } from '../../../../server/services/relationship-to-entities/relationship-to-entities.schema'
import { format } from '../../../i18n/en'
import { useStrings } from '../../../i18n/useStrings'
import type { ConsoleDataProvider } from '../../../providers/dataProvider'
import { useNameSearch, type SearchOption } from '../../../layout/useNameSearch'
import { errorText } from '../../../providers/apiErrors'
import { DeleteIconButton } from '../../../layout/DeleteIconButton'

const PATH = 'relationship-to-entities'

/** The relationship types: the items of the relationship-type dictionaries, by category. */
function useRelationshipTypes() {
  const { data = [] } = useGetList<Dictionary>('dictionaries', {
    filter: { key: { $in: [...RELATIONSHIP_TYPE_DICTIONARIES] }, withItems: true },
    pagination: { page: 1, perPage: RELATIONSHIP_TYPE_DICTIONARIES.length },
    sort: { field: 'key', order: 'ASC' },
  })
  return data.flatMap((dictionary) =>
    (dictionary.items ?? []).map((item) => ({ group: dictionary.name, value: item.value })),
  )
}

/**
 * Related entities of a saved entity (spec 2 §2, §5, §7): the list, either way (a link made from the
 * other side reads reversed), removed one at a time; a new one needs an entity and a type, with a
 * strength 1–5 (default 1), and is saved at once.
 */
export function RelatedEntitiesPanel({ entityId }: { entityId: string }) {
  const t = useStrings().relationships
  const dataProvider = useDataProvider<ConsoleDataProvider>()
  const notify = useNotify()
  const types = useRelationshipTypes()
  const [relationships, setRelationships] = useState<EntityRelationship[]>([])
  const [text, setText] = useState('')
  const [target, setTarget] = useState<SearchOption | null>(null)
  const [type, setType] = useState('')
  const [strength, setStrength] = useState<number>(DEFAULT_RELATIONSHIP_STRENGTH)
  const [busy, setBusy] = useState(false)
  const found = useNameSearch('entities', text).filter((option) => option.id !== entityId)

  const load = useCallback(
    () =>
      dataProvider
        .fetchOne<{ data: EntityRelationship[] }>(PATH, entityId)
        .then((answer) => setRelationships(answer.data))
        .catch(() => notify(t.loadFailed, { type: 'error' })),
    [dataProvider, entityId, notify, t],
  )
  useEffect(() => {
    void load()
  }, [load])

  const add = async () => {
    if (!target || !type) {
      notify(t.select, { type: 'error' })
      return
    }
    setBusy(true)
    try {
      await dataProvider.post(PATH, { sourceId: entityId, targetId: target.id, type, strength })
      notify(t.saved, { type: 'success' })
      setTarget(null)
      setType('')
      setStrength(DEFAULT_RELATIONSHIP_STRENGTH)
      await load()
    } catch (error) {
      notify(errorText(error, t.entityFailed), { type: 'error', autoHideDuration: ERROR_TOAST_MS })
    } finally {
      setBusy(false)
    }
  }

  const remove = async (relationship: EntityRelationship) => {
    try {
      await dataProvider.deleteWith(PATH, {
        id: entityId,
        query: { targetId: relationship.targetId, type: relationship.type ?? '' },
      })
      await load()
    } catch (error) {
      notify(errorText(error, t.loadFailed), { type: 'error', autoHideDuration: ERROR_TOAST_MS })
    }
  }

  const groups = [...new Set(types.map((one) => one.group))]
  return (
    <Stack spacing={1} component="section" aria-label={t.entities}>
      <Typography variant="subtitle2">{t.entities}</Typography>
      {relationships.length === 0 && (
        <Typography variant="caption" color="text.secondary">
          {t.none}
        </Typography>
      )}
      {relationships.map((relationship) => (
        <Stack
          key={`${relationship.id}-${relationship.incoming}`}
          direction="row"
          spacing={1}
          sx={{ alignItems: 'center' }}
          role="listitem"
          aria-label={`${relationship.type ?? ''} ${relationship.target.name}`}
        >
          <Typography variant="body2" sx={{ minWidth: 160 }}>
            {relationship.type} ({t.directions[relationship.direction]})
          </Typography>
          <Link
            variant="body2"
            to={entityEditorRoute(relationship.target.type, relationship.target.id)}
            sx={{ flex: 1 }}
          >
            {relationship.target.name}
          </Link>
          <Typography variant="body2" color="text.secondary">
            {t.strength} {relationship.strength ?? DEFAULT_RELATIONSHIP_STRENGTH}
          </Typography>
          {!relationship.fromFacet && (
            <DeleteIconButton
              title={format(t.remove, { name: relationship.target.name })}
              label={format(t.remove, { name: relationship.target.name })}
              onClick={() => void remove(relationship)}
            />
          )}
        </Stack>
      ))}
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={1}>
        <Autocomplete
          options={found}
          value={target}
          filterOptions={(options) => options}
          getOptionLabel={(option) => option.name}
          isOptionEqualToValue={(option, value) => option.id === value.id}
          onInputChange={(_event, input, reason) => reason !== 'reset' && setText(input)}
          onChange={(_event, chosen) => setTarget(chosen)}
          renderOption={(props, option) => (
            <li {...props} key={option.id}>
              {option.name} {option.type ? `(${option.type})` : ''}
            </li>
          )}
          renderInput={(params) => <TextField {...params} size="small" label={t.entity} placeholder={t.typeToSearch} />}
          fullWidth
          sx={{ flex: 1, minWidth: 220 }}
        />
        <TextField
          select
          size="small"
          label={t.type}
          value={type}
          onChange={(event) => setType(event.target.value)}
          sx={{ width: 240, flexShrink: 0 }}
        >
          {groups.flatMap((group) => [
            <ListSubheader key={`group-${group}`}>{group}</ListSubheader>,
            ...types
              .filter((one) => one.group === group)
              .map((one) => (
                <MenuItem key={`${group}-${one.value}`} value={one.value}>
                  {one.value}
                </MenuItem>
              )),
          ])}
        </TextField>
        <TextField
          select
          size="small"
          label={t.strength}
          value={strength}
          onChange={(event) => setStrength(Number(event.target.value))}
          sx={{ width: 110, flexShrink: 0 }}
        >
          {RELATIONSHIP_STRENGTHS.map((value) => (
            <MenuItem key={value} value={value}>
              {value}
            </MenuItem>
          ))}
        </TextField>
        <Button variant="outlined" onClick={() => void add()} disabled={busy}>
          {t.add}
        </Button>
      </Stack>
    </Stack>
  )
}
