import type { Dispatch } from 'react'
import AddIcon from '@mui/icons-material/Add'
import CloseIcon from '@mui/icons-material/Close'
import { Box, Button, IconButton, Stack, Tooltip } from '@mui/material'
import type { FacetType } from '../../../common/templateFormat'
import { app, format } from '../../i18n/en'
import { holdsFields, liveFieldTypes, type DraftFacet } from './draft'
import type { EditorAction } from './editorState'
import { FieldSetEditor } from './fields/FieldSetEditor'
import { LinkField, newLinkValues } from './fields/LinkField'
import { StatisticSeries } from './fields/StatisticSeries'
import { FieldFrame, ReadOnlyText, fieldLabel } from './fields/parts'

const t = app.entityEditor

interface FacetFieldsProps {
  facet: DraftFacet
  facetType: FacetType
  readOnly: boolean
  /** whether the user may remove sets of this facet (spec 2 §6) */
  mayRemove: boolean
  /** the entity being edited (null until saved): never a target of its own links */
  entityId: string | null
  dispatch: Dispatch<EditorAction>
}

/**
 * Each field type of a facet with its sets, which may be added and removed. The field's label is
 * shown by each set's editor (docs/decisions.md), so it is not repeated above them.
 */
export function FacetFields({ facet, facetType, readOnly, mayRemove, entityId, dispatch }: FacetFieldsProps) {
  const fieldTypes = liveFieldTypes(facetType)
  // a statistic facet has one series, shown with its first Statistic field
  const seriesField = fieldTypes.find((fieldType) => fieldType.kind === 'Statistic')
  return (
    <Stack spacing={1.5} sx={{ mt: 1.5 }}>
      {fieldTypes.map((fieldType) => {
        const label = fieldLabel(fieldType)
        const sets = facet.fieldSets[fieldType.id] ?? []
        const links = facet.links.filter((link) => link.facetFieldTypeId === fieldType.id)
        return (
          <Stack key={fieldType.id} component="section" aria-label={label} spacing={1}>
            {fieldType === seriesField && (
              <StatisticSeries facet={facet} facetType={facetType} readOnly={readOnly} dispatch={dispatch} />
            )}
            {holdsFields(fieldType) &&
              sets.map((set, index) => (
                <Stack key={set.key} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
                  <Box sx={{ flex: 1, minWidth: 0 }}>
                    <FieldSetEditor
                      fieldType={fieldType}
                      values={set.values}
                      readOnly={readOnly}
                      onChange={(values) =>
                        dispatch({ type: 'setFieldSet', facetKey: facet.key, fieldTypeId: fieldType.id, index, values })
                      }
                    />
                  </Box>
                  {!readOnly && mayRemove && (
                    <Tooltip title={format(t.removeSet, { field: label })}>
                      <IconButton
                        aria-label={format(t.removeSet, { field: label })}
                        size="small"
                        onClick={() =>
                          dispatch({ type: 'removeFieldSet', facetKey: facet.key, fieldTypeId: fieldType.id, index })
                        }
                        sx={{ mt: 1 }}
                      >
                        <CloseIcon fontSize="small" />
                      </IconButton>
                    </Tooltip>
                  )}
                </Stack>
              ))}
            {!holdsFields(fieldType) && (
              <FieldFrame fieldType={fieldType} label={label} titled>
                <Stack spacing={1}>
                  {links.map((link) => (
                    <LinkField
                      key={link.key}
                      fieldType={fieldType}
                      link={link}
                      entityId={entityId}
                      readOnly={readOnly}
                      onChange={(values) => dispatch({ type: 'setLink', facetKey: facet.key, key: link.key, values })}
                      onRemove={() => dispatch({ type: 'removeLink', facetKey: facet.key, key: link.key })}
                    />
                  ))}
                  {links.length === 0 && readOnly && <ReadOnlyText value={null} />}
                </Stack>
              </FieldFrame>
            )}
            {!readOnly && !holdsFields(fieldType) && (
              <Box>
                <Button
                  size="small"
                  startIcon={<AddIcon />}
                  onClick={() =>
                    dispatch({
                      type: 'addLink',
                      facetKey: facet.key,
                      fieldTypeId: fieldType.id,
                      values: newLinkValues(fieldType),
                    })
                  }
                >
                  {format(t.addSet, { field: label })}
                </Button>
              </Box>
            )}
            {!readOnly && holdsFields(fieldType) && (
              <Box>
                <Button
                  size="small"
                  startIcon={<AddIcon />}
                  onClick={() => dispatch({ type: 'addFieldSet', facetKey: facet.key, fieldTypeId: fieldType.id })}
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
