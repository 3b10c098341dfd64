import { Type, getValidator, type Static, type TObject, type TProperties } from '@feathersjs/typebox'
import { MAX_PAGE_SIZE } from '../../../common/limits'
import { dataValidator } from '../../validators'
import { facetFieldCreateRowSchema, facetFieldValueRowSchema } from '../facet-fields/facet-fields.schema'
import { facetMetaRowSchema } from '../facet-meta-data/facet-meta-data.schema'

/** A row schema of another call, without its $id (one validator may hold an $id once). */
const rowsOf = <T extends TProperties>(row: TObject<T>) =>
  Type.Array(Type.Object(row.properties, { additionalProperties: false }), { maxItems: MAX_PAGE_SIZE })

/**
 * POST /facet-mass-edits (common/facetGrid FacetMassEdit): the rows of PATCH /facet-fields, POST
 * /facet-fields?fromMassAssign=true and PATCH /facet-meta-data/ in one body. Each list is required and
 * may be empty (not all three: the service says so), at most MAX_PAGE_SIZE rows; nothing else is taken.
 */
export const facetMassEditSchema = Type.Object(
  {
    fieldValues: rowsOf(facetFieldValueRowSchema),
    newFields: rowsOf(facetFieldCreateRowSchema),
    meta: rowsOf(facetMetaRowSchema),
  },
  { $id: 'FacetMassEdit', additionalProperties: false },
)
export type FacetMassEditInput = Static<typeof facetMassEditSchema>
export const facetMassEditValidator = getValidator(facetMassEditSchema, dataValidator)
