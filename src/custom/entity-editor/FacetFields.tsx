import { memo, useCallback } from 'react'
import AddIcon from '@mui/icons-material/Add'
import { Box, Button, FormHelperText, Stack, Typography } from '@mui/material'
import type { FieldSetValues } from '../../../common/entityFormat'
import { fieldSetIsFilled } from '../../../common/facetFilled'
import type { FacetFieldType, FacetType } from '../../../common/templateFormat'
import { format } from '../../i18n/en'
import { useStrings } from '../../i18n/useStrings'
import { holdsFields, liveFieldTypes } from './draft'
import { useEditorStore } from './editorStore'
import { useFacet, useFacetLinks, useFieldSetKeys, useFieldSetSaved, useFieldSetValues } from './facetSlices'
import { FieldSetEditor } from './fields/FieldSetEditor'
import { LinkField, newLinkValues } from './fields/LinkField'
import { StatisticSeries } from './fields/StatisticSeries'
import { FieldFrame, ReadOnlyText, fieldLabel } from './fields/parts'
import { DeleteIconButton } from '../../layout/DeleteIconButton'

interface FacetFieldsProps {
  facetKey: string
  facetType: FacetType
  readOnly: boolean
  /** whether the user may remove sets of this facet (spec 2 §6) */
  mayRemove: boolean
  /** the entity being edited (null until saved): never a target of its own links */
  entityId: string | null
}

interface FieldTypeProps {
  facetKey: string
  fieldType: FacetFieldType
  label: string
  readOnly: boolean
}

interface FieldSetRowProps extends FieldTypeProps {
  index: number
  removable: boolean
}

/** The button removing a set: it stays as it is while the set is typed in. */
const RemoveSetButton = memo(function RemoveSetButton({
  facetKey,
  fieldType,
  label,
  index,
}: Omit<FieldSetRowProps, 'readOnly' | 'removable'>) {
  const t = useStrings().entityEditor
  const { dispatch } = useEditorStore()
  return (
    <DeleteIconButton
      title={format(t.removeSet, { field: label })}
      label={format(t.removeSet, { field: label })}
      onClick={() => dispatch({ type: 'removeFieldSet', facetKey, fieldTypeId: fieldType.id, index })}
      sx={{ mt: 1 }}
    />
  )
})

/** A set's or link's <new> / <saved> marker (spec 2 §2), as the facet header shows its own. */
function SavedMarker({ saved }: { saved: boolean }) {
  const t = useStrings().entityEditor
  return (
    <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap', mt: 1 }}>
      {saved ? t.savedMarker : t.newMarker}
    </Typography>
  )
}

/**
 * One set of a field type: it alone is drawn again when it is typed in. A required field left empty
 * says 'Field content is required' (spec 1 §5): once its facet is saved or the set typed in, not on a
 * facet just added.
 */
const FieldSetRow = memo(function FieldSetRow({
  facetKey,
  fieldType,
  label,
  index,
  readOnly,
  removable,
}: FieldSetRowProps) {
  const strings = useStrings()
  const { dispatch } = useEditorStore()
  const values = useFieldSetValues(facetKey, fieldType.id, index)
  const { saved, facetSaved } = useFieldSetSaved(facetKey, fieldType.id, index)
  const onChange = useCallback(
    (changed: FieldSetValues) =>
      dispatch({ type: 'setFieldSet', facetKey, fieldTypeId: fieldType.id, index, values: changed }),
    [dispatch, facetKey, fieldType.id, index],
  )
  if (!values) return null
  const leftEmpty =
    !readOnly &&
    fieldType.required &&
    (facetSaved || Object.keys(values).length > 0) &&
    !fieldSetIsFilled(fieldType.kind, fieldType.rules, values)
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <FieldSetEditor fieldType={fieldType} values={values} readOnly={readOnly} onChange={onChange} />
        {leftEmpty && <FormHelperText error>{strings.fieldContentRequired}</FormHelperText>}
      </Box>
      <SavedMarker saved={saved} />
      {removable && <RemoveSetButton facetKey={facetKey} fieldType={fieldType} label={label} index={index} />}
    </Stack>
  )
})

/** The sets of a field type: drawn again when a set is added or removed. */
function FieldSets({ mayRemove, ...props }: FieldTypeProps & { mayRemove: boolean }) {
  const strings = useStrings()
  const keys = useFieldSetKeys(props.facetKey, props.fieldType.id)
  // a required field type needs a set (spec 1 §5): its last one removed, it says so
  if (keys.length === 0 && props.fieldType.required && !props.readOnly) {
    return <FormHelperText error>{strings.fieldContentRequired}</FormHelperText>
  }
  return keys.map((key, index) => (
    <FieldSetRow key={key} {...props} index={index} removable={!props.readOnly && mayRemove} />
  ))
}

/** The links of a Link field type. */
function FacetLinks({ facetKey, fieldType, label, readOnly, entityId }: FieldTypeProps & { entityId: string | null }) {
  const { dispatch } = useEditorStore()
  const links = useFacetLinks(facetKey, fieldType.id)
  return (
    <FieldFrame fieldType={fieldType} label={label} titled>
      <Stack spacing={1}>
        {links.map((link) => (
          <Stack key={link.key} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <LinkField
                fieldType={fieldType}
                link={link}
                entityId={entityId}
                readOnly={readOnly}
                onChange={(values) => dispatch({ type: 'setLink', facetKey, key: link.key, values })}
                onRemove={() => dispatch({ type: 'removeLink', facetKey, key: link.key })}
              />
            </Box>
            <SavedMarker saved={link.id !== null} />
          </Stack>
        ))}
        {links.length === 0 && readOnly && <ReadOnlyText value={null} />}
      </Stack>
    </FieldFrame>
  )
}

/** A statistic facet's series: it reads most of the facet, so it follows all of it. */
function FacetSeries({ facetKey, facetType, readOnly }: { facetKey: string; facetType: FacetType; readOnly: boolean }) {
  const { dispatch } = useEditorStore()
  const facet = useFacet(facetKey)
  return facet ? <StatisticSeries facet={facet} facetType={facetType} readOnly={readOnly} dispatch={dispatch} /> : null
}

/**
 * Each field type of a facet with its sets, which may be added and removed. The field's label is
 * shown by each set's editor (docs/decisions.md), so it is not repeated above them. Each part
 * subscribes to its own slice of the facet.
 */
export function FacetFields({ facetKey, facetType, readOnly, mayRemove, entityId }: FacetFieldsProps) {
  const t = useStrings().entityEditor
  const { dispatch } = useEditorStore()
  const fieldTypes = liveFieldTypes(facetType)
  // a statistic facet has one series, shown with its first Statistic field
  const seriesField = fieldTypes.find((fieldType) => fieldType.kind === 'Statistic')
  return (
    <Stack spacing={1.5} sx={{ mt: 1.5 }}>
      {fieldTypes.map((fieldType) => {
        const label = fieldLabel(fieldType)
        const field = { facetKey, fieldType, label, readOnly }
        return (
          <Stack key={fieldType.id} component="section" aria-label={label} spacing={1}>
            {fieldType === seriesField && <FacetSeries facetKey={facetKey} facetType={facetType} readOnly={readOnly} />}
            {holdsFields(fieldType) ? (
              <FieldSets {...field} mayRemove={mayRemove} />
            ) : (
              <FacetLinks {...field} entityId={entityId} />
            )}
            {!readOnly && (
              <Box>
                <Button
                  size="small"
                  startIcon={<AddIcon />}
                  onClick={() =>
                    dispatch(
                      holdsFields(fieldType)
                        ? { type: 'addFieldSet', facetKey, fieldTypeId: fieldType.id }
                        : { type: 'addLink', facetKey, fieldTypeId: fieldType.id, values: newLinkValues(fieldType) },
                    )
                  }
                >
                  {format(t.addSet, { field: label })}
                </Button>
              </Box>
            )}
          </Stack>
        )
      })}
    </Stack>
  )
}
