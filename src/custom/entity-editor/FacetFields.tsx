import type { Dispatch } from 'react'
import AddIcon from '@mui/icons-material/Add'
import CloseIcon from '@mui/icons-material/Close'
import { Box, Button, IconButton, Stack, Tooltip, Typography } from '@mui/material'
import type { FieldSetValues, LinkRecord } from '../../../common/entityFormat'
import type { FacetFieldType, FacetType } from '../../../common/templateFormat'
import { app } from '../../i18n/en'
import { holdsFields, liveFieldTypes, type DraftFacet } from './draft'
import type { EditorAction } from './editorState'
import { FieldSetEditor } from './fields/FieldSetEditor'

const t = app.entityEditor

/** A field type's label: its Label rule, else its name. */
const labelOf = (fieldType: FacetFieldType) =>
  typeof fieldType.rules.Label === 'string' && fieldType.rules.Label ? fieldType.rules.Label : fieldType.name

/** A link as the set of its field type (links are edited in a later issue; shown here as they are). */
const linkValues = (link: LinkRecord): FieldSetValues => ({
  targetId: link.targetId,
  targetName: link.target.name,
  direction: link.direction,
  type: link.type,
  strength: link.strength,
  description: link.description,
})

interface FacetFieldsProps {
  facet: DraftFacet
  facetType: FacetType
  readOnly: boolean
  /** whether the user may remove sets of this facet (spec 2 §6) */
  mayRemove: boolean
  dispatch: Dispatch<EditorAction>
}

/** Each field type of a facet with its label and its sets, which may be added and removed. */
export function FacetFields({ facet, facetType, readOnly, mayRemove, dispatch }: FacetFieldsProps) {
  return (
    <>
      {liveFieldTypes(facetType).map((fieldType) => {
        const label = labelOf(fieldType)
        const sets = facet.fieldSets[fieldType.id] ?? []
        return (
          <Box key={fieldType.id} component="section" aria-label={label} sx={{ mt: 2 }}>
            <Typography variant="subtitle2">
              {label}
              {fieldType.required ? ' *' : ''}
            </Typography>
            {holdsFields(fieldType)
              ? sets.map((set, index) => (
                  <Stack key={set.key} direction="row" spacing={1} sx={{ alignItems: 'flex-start', mt: 1 }}>
                    <Box sx={{ flex: 1, minWidth: 0 }}>
                      <FieldSetEditor
                        fieldType={fieldType}
                        values={set.values}
                        readOnly={readOnly}
                        onChange={(values) =>
                          dispatch({
                            type: 'setFieldSet',
                            facetKey: facet.key,
                            fieldTypeId: fieldType.id,
                            index,
                            values,
                          })
                        }
                      />
                    </Box>
                    {!readOnly && mayRemove && (
                      <Tooltip title={t.removeSet}>
                        <IconButton
                          aria-label={t.removeSet}
                          size="small"
                          onClick={() =>
                            dispatch({ type: 'removeFieldSet', facetKey: facet.key, fieldTypeId: fieldType.id, index })
                          }
                        >
                          <CloseIcon fontSize="small" />
                        </IconButton>
                      </Tooltip>
                    )}
                  </Stack>
                ))
              : facet.links
                  .filter((link) => link.facetFieldTypeId === fieldType.id)
                  .map((link) => (
                    <Box key={link.id} sx={{ mt: 1 }}>
                      <FieldSetEditor fieldType={fieldType} values={linkValues(link)} readOnly onChange={() => {}} />
                    </Box>
                  ))}
            {!readOnly && holdsFields(fieldType) && (
              <Button
                size="small"
                startIcon={<AddIcon />}
                onClick={() => dispatch({ type: 'addFieldSet', facetKey: facet.key, fieldTypeId: fieldType.id })}
                sx={{ mt: 1 }}
              >
                {t.addSet}
              </Button>
            )}
          </Box>
        )
      })}
    </>
  )
}
