import { StringEnum, Type, getValidator, querySyntax, type Static } from '@feathersjs/typebox'
import { LINK_DIRECTIONS } from '../../../common/entityFormat'
import {
  ENTITY_FACETS_MAX,
  ENTITY_LINKS_MAX,
  ENTITY_REMOVALS_MAX,
  FACET_FIELDS_MAX,
  MAX_INPUT_LENGTH,
  SERIES_POINTS_MAX,
} from '../../../common/limits'
import { STAGES } from '../../../common/templateFormat'
import { ENTITY_STAGES } from '../../../common/workflow'
import { withGridPaging } from '../../hooks/gridQuery'
import { dataValidator, queryValidator } from '../../validators'

const uuid = Type.String({ format: 'uuid' })
const nullable = <T extends ReturnType<typeof Type.String>>(schema: T) => Type.Union([schema, Type.Null()])
const order = Type.Integer({ minimum: 1 })
const stage = StringEnum([...STAGES])
const fieldValue = Type.Union([Type.String(), Type.Number(), Type.Boolean(), Type.Null()])
const shortText = Type.String({ maxLength: MAX_INPUT_LENGTH })

/**
 * An entity's or a facet's meta as the API answers it, so that a client may send back what it read: no
 * assignedToId means unassigned; failedReason (spec 1 §3) is the server's to set from a failed publishing,
 * so what a client sends of it is not read.
 */
const metaInput = Type.Object(
  {
    assignedToId: Type.Optional(Type.Union([uuid, Type.Null()])),
    stage,
    failedReason: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  },
  { additionalProperties: false },
)

const fieldInput = Type.Object(
  {
    id: Type.Optional(uuid),
    facetFieldTypeId: uuid,
    name: Type.String({ maxLength: 40 }),
    order,
    value: fieldValue,
  },
  { additionalProperties: false },
)

const linkInput = Type.Object(
  {
    id: Type.Optional(uuid),
    facetFieldTypeId: Type.Optional(Type.Union([uuid, Type.Null()])),
    targetId: uuid,
    direction: StringEnum([...LINK_DIRECTIONS]),
    type: Type.Optional(nullable(shortText)),
    strength: Type.Optional(Type.Union([Type.Integer({ minimum: 1, maximum: 5 }), Type.Null()])),
    // limited by the link field's Chars rule (entities.save-content)
    description: Type.Optional(nullable(Type.String())),
    provenance: Type.Optional(Type.Union([Type.Record(Type.String(), fieldValue), Type.Null()])),
    stage: Type.Optional(Type.Union([stage, Type.Null()])),
    section: Type.Optional(nullable(shortText)),
    order: Type.Optional(order),
  },
  { additionalProperties: false },
)

// statistic series (spec 1 §3): a point's date and value are checked by entities.save-series, with its words
const removals = Type.Array(uuid, { maxItems: ENTITY_REMOVALS_MAX })
const seriesIds = Type.Array(Type.Integer({ minimum: 1 }), { maxItems: ENTITY_REMOVALS_MAX })
const seriesPoints = Type.Array(
  Type.Object(
    {
      id: Type.Optional(Type.Integer({ minimum: 1 })),
      date: Type.Optional(Type.Unknown()),
      value: Type.Optional(Type.Unknown()),
    },
    { additionalProperties: false },
  ),
  { maxItems: SERIES_POINTS_MAX },
)

const facetInput = Type.Object(
  {
    id: Type.Optional(uuid),
    facetTypeId: uuid,
    order,
    // a new facet without meta is the caller's, in progress; a stored one keeps its meta
    meta: Type.Optional(metaInput),
    fields: Type.Array(fieldInput, { maxItems: FACET_FIELDS_MAX }),
    links: Type.Optional(Type.Array(linkInput, { maxItems: ENTITY_LINKS_MAX })),
    crossEntityFacetTypeId: Type.Optional(Type.Union([uuid, Type.Null()])),
    crossEntityFacets: Type.Optional(seriesPoints),
  },
  { additionalProperties: false },
)

/**
 * The save payload of POST /entities and PATCH /entities/{id} (spec 1 §7): facets and fields without an
 * id are new; fields not sent stay as they are; the to-destroy lists (facetsToDestroy too: removed facets
 * go in the same transaction) delete; a PATCH carries the `updatedAt` of the copy its edits were made on.
 */
export const entitySaveSchema = Type.Object(
  {
    entityTemplateId: uuid,
    type: Type.String(),
    subType: Type.Union([Type.String(), Type.Null()]),
    // the stored name is derived (entities.workflow) and checked for length by entities.save-plan
    name: Type.String(),
    hidden: Type.Optional(Type.Boolean()),
    meta: Type.Optional(metaInput),
    facets: Type.Array(facetInput, { maxItems: ENTITY_FACETS_MAX }),
    links: Type.Optional(Type.Array(linkInput, { maxItems: ENTITY_LINKS_MAX })),
    linksToDestroy: Type.Optional(removals),
    facetFieldsToDestroy: Type.Optional(removals),
    facetsToDestroy: Type.Optional(removals),
    cefsToDestroy: Type.Optional(seriesIds),
    updatedAt: Type.Optional(Type.String({ format: 'date-time' })),
  },
  { $id: 'EntitySave', additionalProperties: false },
)
export type EntitySave = Static<typeof entitySaveSchema>
export type FacetSave = EntitySave['facets'][number]
export type FacetFieldSave = FacetSave['fields'][number]
export type LinkSave = NonNullable<EntitySave['links']>[number]
export type PointSave = NonNullable<FacetSave['crossEntityFacets']>[number]
export const entitySaveValidator = getValidator(entitySaveSchema, dataValidator)

const entityQueryProperties = Type.Object(
  {
    id: uuid,
    name: Type.String(),
    entityTemplateId: uuid,
    type: Type.String(),
    subType: Type.Union([Type.String(), Type.Null()]),
    // an entity is in progress or published (spec 2 §4)
    stage: StringEnum([...ENTITY_STAGES]),
    assignedToId: Type.Union([uuid, Type.Null()]),
    hidden: Type.Boolean(),
    isTopic: Type.Boolean(),
    creatorId: Type.Union([uuid, Type.Null()]),
    completeness: Type.Integer({ minimum: 0, maximum: 100 }),
    // the grid sends a whole day as [$gte, $lt) (spec 2 §2 date filters)
    createdAt: Type.String({ format: 'date-time' }),
    updatedAt: Type.String({ format: 'date-time' }),
  },
  { additionalProperties: false },
)
const contains = { $iLike: Type.String(), $ilike: Type.String() }
/** The untyped grid's exclusions as it sends them: type[$and][n][$ne]=Brief (spec 2 §7). */
const typeExclusions = Type.Array(Type.Object({ $ne: Type.String() }, { additionalProperties: false }), {
  maxItems: 20,
})

export const entityQuerySchema = withGridPaging(
  querySyntax(
    entityQueryProperties,
    { name: contains, type: { ...contains, $and: typeExclusions }, subType: contains },
    { $id: 'EntityQuery', additionalProperties: false },
  ),
)
export type EntityQuery = Static<typeof entityQuerySchema>
export const entityQueryValidator = getValidator(entityQuerySchema, queryValidator)

/** One row of PATCH /entities/ (spec 2 §7): the grid's Hidden cell. */
export const entityHiddenRowSchema = Type.Object(
  { id: uuid, hidden: Type.Boolean() },
  { $id: 'EntityHiddenRow', additionalProperties: false },
)
export type EntityHiddenRow = Static<typeof entityHiddenRowSchema>
export const entityHiddenRowValidator = getValidator(entityHiddenRowSchema, dataValidator)
