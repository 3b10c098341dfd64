import { Type, getValidator, querySyntax, type Static } from '@feathersjs/typebox'
import { SAVED_VIEW_COLUMNS_LIMIT, SAVED_VIEW_GRIDS } from '../../../common/savedViews'
import { dataValidator, queryValidator } from '../../validators'

/** A column id or a sort field: the grids' are short words. */
const Key = Type.String({ minLength: 1, maxLength: 64 })

const savedViewStateSchema = Type.Object(
  {
    filter: Type.Record(Type.String(), Type.Unknown()),
    sort: Type.Object(
      { field: Key, order: Type.Union([Type.Literal('ASC'), Type.Literal('DESC')]) },
      { additionalProperties: false },
    ),
    perPage: Type.Integer(),
    columns: Type.Array(Key, { maxItems: SAVED_VIEW_COLUMNS_LIMIT }),
  },
  { additionalProperties: false },
)

/** A saved view as the API answers it: the caller's own. */
export const savedViewSchema = Type.Object(
  {
    id: Type.Integer(),
    userId: Type.String({ format: 'uuid' }),
    grid: Type.String(),
    name: Type.String(),
    state: savedViewStateSchema,
    createdAt: Type.String({ format: 'date-time' }),
    updatedAt: Type.String({ format: 'date-time' }),
  },
  { $id: 'SavedView', additionalProperties: false },
)
export type SavedViewRecord = Static<typeof savedViewSchema>

/** POST /saved-views. Types only: the name's rule with its message (common/savedViews) is checked before this. */
export const savedViewDataSchema = Type.Object(
  {
    grid: Type.Union(SAVED_VIEW_GRIDS.map((grid) => Type.Literal(grid))),
    name: Type.String(),
    state: savedViewStateSchema,
  },
  { $id: 'SavedViewData', additionalProperties: false },
)
export type SavedViewData = Static<typeof savedViewDataSchema>
export const savedViewDataValidator = getValidator(savedViewDataSchema, dataValidator)

/** PATCH /saved-views/{id}: a new name, or the grid's state now. */
export const savedViewPatchSchema = Type.Partial(Type.Pick(savedViewDataSchema, ['name', 'state']), {
  $id: 'SavedViewPatch',
  additionalProperties: false,
})
export type SavedViewPatch = Static<typeof savedViewPatchSchema>
export const savedViewPatchValidator = getValidator(savedViewPatchSchema, dataValidator)

const savedViewQueryProperties = Type.Object(
  { id: Type.Integer(), grid: Type.String(), name: Type.String() },
  { additionalProperties: false },
)
export const savedViewQuerySchema = querySyntax(
  savedViewQueryProperties,
  {},
  {
    $id: 'SavedViewQuery',
    additionalProperties: false,
  },
)
export type SavedViewQuery = Static<typeof savedViewQuerySchema>
export const savedViewQueryValidator = getValidator(savedViewQuerySchema, queryValidator)
