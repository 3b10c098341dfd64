import { useEffect, useState } from 'react'
import { Autocomplete, Box, MenuItem, Stack, TextField, Typography } from '@mui/material'
import { Link, useDataProvider, useGetList, useNotify } from 'react-admin'
import { entityEditorRoute } from '../../../../common/entityEditorRoutes'
import type { LinkDirection } from '../../../../common/entityFormat'
import { textLimit } from '../../../../common/fieldValueRules'
import { ENTITY_INFO_SEARCH_LIMIT, ENTITY_SEARCH_MIN_CHARS } from '../../../../common/limits'
import {
  linkAllowsTarget,
  linkDirections,
  linkHasDescription,
  linkSearchesTopics,
  linkStrength,
  linkTargetFilter,
  linkTypeDictionary,
} from '../../../../common/linkRules'
import { RELATIONSHIP_STRENGTHS } from '../../../../common/relationships'
import type { FacetFieldType } from '../../../../common/templateFormat'
import type { Dictionary } from '../../../../server/services/dictionaries/dictionaries.schema'
import type { EntityInfo } from '../../../../server/services/entity-infos/entity-infos.schema'
import { format } from '../../../i18n/en'
import { useStrings } from '../../../i18n/useStrings'
import { CountryAutocomplete, type Country } from '../../../layout/grid/CountryAutocomplete'
import type { DraftLink, LinkValues } from '../draft'
import { errorText } from '../../../providers/apiErrors'
import { DeleteIconButton } from '../../../layout/DeleteIconButton'

/** The pickers search 350 ms after the last key (the entity load debounce of spec 2 §9). */
const SEARCH_DEBOUNCE_MS = 350

/** The values a new link of a field starts with: its default direction and significance (spec 2 §3). */
export const newLinkValues = (fieldType: FacetFieldType): LinkValues => ({
  targetId: null,
  target: null,
  direction: linkDirections(fieldType.rules).initial,
  type: null,
  strength: linkStrength(fieldType.rules).initial,
  description: null,
})

/**
 * The query of the link picker's search (spec 2 §7 'Link pickers'): GET /entity-infos by name among the
 * kinds the field allows, 1000 at most (spec 2 §9), of one topic when the field searches by topic.
 */
export const linkSearchParams = (fieldType: FacetFieldType, text: string, topicId: string | number | null) => ({
  filter: {
    name: { $iLike: text },
    ...linkTargetFilter(fieldType.rules),
    ...(topicId !== null ? { topicId: Number(topicId) } : {}),
  },
  pagination: { page: 1, perPage: ENTITY_INFO_SEARCH_LIMIT },
  sort: { field: 'name', order: 'ASC' as const },
})

/** Entities a link of this field may point to, by name once 2 characters are typed (GET /entity-infos). */
function useTargets(fieldType: FacetFieldType, text: string, topicId: string | number | null, ownId: string | null) {
  const t = useStrings().linkField
  const dataProvider = useDataProvider()
  const notify = useNotify()
  const [found, setFound] = useState<EntityInfo[]>([])
  const query = text.trim()
  const searchable = query.length >= ENTITY_SEARCH_MIN_CHARS
  useEffect(() => {
    if (!searchable) return
    let current = true
    const timer = setTimeout(() => {
      dataProvider
        .getList<EntityInfo>('entity-infos', linkSearchParams(fieldType, query, topicId))
        .then(({ data }) => current && setFound(data))
        .catch((error: Error) => {
          if (!current) return
          notify(errorText(error, t.searchFailed), { type: 'error' })
          setFound([])
        })
    }, SEARCH_DEBOUNCE_MS)
    return () => {
      current = false
      clearTimeout(timer)
    }
  }, [dataProvider, fieldType, notify, query, searchable, t, topicId])
  return searchable ? found.filter((entity) => entity.id !== ownId && linkAllowsTarget(fieldType.rules, entity)) : []
}

/** The relationship types of a direction: the items of the field's dictionary for it. */
function useLinkTypes(dictionary: string | null) {
  const { data = [] } = useGetList<Dictionary>(
    'dictionaries',
    {
      filter: { key: dictionary ?? '', withItems: true },
      pagination: { page: 1, perPage: 1 },
      sort: { field: 'key', order: 'ASC' },
    },
    { enabled: dictionary !== null },
  )
  return dictionary ? (data[0]?.items?.map((item) => item.value) ?? []) : []
}

interface Props {
  fieldType: FacetFieldType
  link: DraftLink
  /** the entity being edited: never its own target */
  entityId: string | null
  readOnly: boolean
  onChange: (values: Partial<LinkValues>) => void
  onRemove: () => void
}

/**
 * A link of a Link field (spec 2 §3, §5, §7): its target picked among the entities the field allows,
 * a direction it allows (fixed ones cannot change), a type from the dictionary of that direction, a
 * strength 1–5 where the field has a significance, and a detailed description where it asks for one.
 */
export function LinkField({ fieldType, link, entityId, readOnly, onChange, onRemove }: Props) {
  const t = useStrings().linkField
  const [text, setText] = useState('')
  // the Topic-Search rule: the search may be narrowed to the entities of one topic (docs/decisions.md)
  const [topic, setTopic] = useState<Country | null>(null)
  const targets = useTargets(fieldType, text, topic?.id ?? null, entityId)
  const directions = linkDirections(fieldType.rules)
  const dictionary = linkTypeDictionary(fieldType.rules, link.direction)
  const types = useLinkTypes(dictionary)
  const strength = linkStrength(fieldType.rules)
  const limit = textLimit('Link', fieldType.rules)
  const name = link.target?.name ?? ''

  if (readOnly) {
    return (
      <Typography variant="body2">
        {link.target ? <Link to={entityEditorRoute(link.target.type, link.target.id)}>{link.target.name}</Link> : '—'} ·{' '}
        {t.directions[link.direction]} {link.type ? `· ${link.type}` : ''}{' '}
        {link.strength ? `· ${format(t.strengthOf, { strength: link.strength })}` : ''}
        {link.description ? ` · ${link.description}` : ''}
      </Typography>
    )
  }
  return (
    <Stack spacing={1} role="group" aria-label={name ? format(t.linkTo, { name }) : t.newLink}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={1} sx={{ alignItems: { md: 'center' } }}>
        <Autocomplete
          options={targets}
          value={link.target ? { ...link.target, briefType: null, topics: [] } : null}
          filterOptions={(options) => options}
          getOptionLabel={(option) => option.name}
          isOptionEqualToValue={(option, value) => option.id === value.id}
          onInputChange={(_event, input, reason) => reason !== 'reset' && setText(input)}
          onChange={(_event, chosen) =>
            onChange({
              targetId: chosen?.id ?? null,
              target: chosen ? { id: chosen.id, name: chosen.name, type: chosen.type, subType: chosen.subType } : null,
            })
          }
          renderOption={(props, option) => (
            <li {...props} key={option.id}>
              {option.name} ({[option.type, option.subType].filter(Boolean).join(' – ')})
            </li>
          )}
          renderInput={(params) => <TextField {...params} size="small" label={t.target} placeholder={t.typeToSearch} />}
          fullWidth
          sx={{ flex: 1, minWidth: 220 }}
        />
        {linkSearchesTopics(fieldType.rules) && (
          <Box sx={{ width: 180, flexShrink: 0 }}>
            <CountryAutocomplete label={t.topic} value={topic} onPick={setTopic} outlined />
          </Box>
        )}
        <TextField
          select
          size="small"
          label={t.direction}
          value={link.direction}
          disabled={directions.fixed}
          onChange={(event) => onChange({ direction: event.target.value as LinkDirection, type: null })}
          sx={{ width: 150, flexShrink: 0 }}
        >
          {directions.choices.map((direction) => (
            <MenuItem key={direction} value={direction}>
              {t.directions[direction]}
            </MenuItem>
          ))}
        </TextField>
        {dictionary && (
          <TextField
            select
            size="small"
            label={t.type}
            value={link.type ?? ''}
            onChange={(event) => onChange({ type: event.target.value || null })}
            sx={{ width: 200, flexShrink: 0 }}
          >
            <MenuItem value="">{t.noType}</MenuItem>
            {types.map((type) => (
              <MenuItem key={type} value={type}>
                {type}
              </MenuItem>
            ))}
          </TextField>
        )}
        {strength.shown && (
          <TextField
            select
            size="small"
            label={t.strength}
            value={link.strength ?? ''}
            onChange={(event) => onChange({ strength: event.target.value === '' ? null : Number(event.target.value) })}
            sx={{ width: 110, flexShrink: 0 }}
          >
            <MenuItem value="">—</MenuItem>
            {RELATIONSHIP_STRENGTHS.map((value) => (
              <MenuItem key={value} value={value}>
                {value}
              </MenuItem>
            ))}
          </TextField>
        )}
        <DeleteIconButton
          title={t.remove}
          label={format(t.removeLink, { name: name || t.newLink })}
          onClick={onRemove}
        />
      </Stack>
      {linkHasDescription(fieldType.rules) && (
        <TextField
          size="small"
          multiline
          label={t.description}
          value={link.description ?? ''}
          onChange={(event) => onChange({ description: event.target.value || null })}
          slotProps={{ htmlInput: limit ? { maxLength: limit } : {} }}
        />
      )}
    </Stack>
  )
}
