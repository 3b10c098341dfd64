import { StringEnum, Type, getValidator, querySyntax, type Static } from '@feathersjs/typebox'
import { DUPLICATE_SETTINGS, FACET_LEVELS, FIELD_KINDS } from '../../../common/templateFormat'
import { queryValidator } from '../../validators'

const ruleValue = Type.Union([Type.String(), Type.Number(), Type.Boolean(), Type.Array(Type.String())])

export const facetFieldTypeSchema = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    name: Type.String(),
    kind: StringEnum([...FIELD_KINDS]),
    order: Type.Integer(),
    required: Type.Boolean(),
    create: Type.Boolean(),
    archived: Type.Boolean(),
    rules: Type.Record(Type.String(), ruleValue),
  },
  { additionalProperties: false },
)

export const facetTypeSchema = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    name: Type.String(),
    section: Type.String(),
    level: StringEnum([...FACET_LEVELS]),
    order: Type.Integer(),
    required: Type.Boolean(),
    display: Type.Boolean(),
    create: Type.Boolean(),
    archived: Type.Boolean(),
    deleted: Type.Boolean(),
    duplicate: StringEnum([...DUPLICATE_SETTINGS]),
    facetFieldTypes: Type.Array(facetFieldTypeSchema),
  },
  { additionalProperties: false },
)

/** A template as the API answers it (common/templateFormat's EntityTemplate). */
export const entityTemplateSchema = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    type: Type.String(),
    subType: Type.Union([Type.String(), Type.Null()]),
    name: Type.String(),
    layout: Type.Array(Type.Object({ sections: Type.Array(Type.String()) }, { additionalProperties: false })),
    facetTypes: Type.Array(facetTypeSchema),
    createdAt: Type.String({ format: 'date-time' }),
    updatedAt: Type.String({ format: 'date-time' }),
  },
  { $id: 'EntityTemplate', additionalProperties: false },
)
export type EntityTemplateRecord = Static<typeof entityTemplateSchema>

const entityTemplateQueryProperties = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    type: Type.String(),
    subType: Type.Union([Type.String(), Type.Null()]),
    name: Type.String(),
    createdAt: Type.String(),
    updatedAt: Type.String(),
  },
  { additionalProperties: false },
)
export const entityTemplateQuerySchema = querySyntax(
  entityTemplateQueryProperties,
  {
    type: { $iLike: Type.String(), $ilike: Type.String() },
    subType: { $iLike: Type.String(), $ilike: Type.String() },
    name: { $iLike: Type.String(), $ilike: Type.String() },
  },
  { $id: 'EntityTemplateQuery', additionalProperties: false },
)
export type EntityTemplateQuery = Static<typeof entityTemplateQuerySchema>
export const entityTemplateQueryValidator = getValidator(entityTemplateQuerySchema, queryValidator)
