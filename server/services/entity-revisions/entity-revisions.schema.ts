import { StringEnum, Type, getValidator, type Static, type TSchema } from '@feathersjs/typebox'
import { STAGES } from '../../../common/templateFormat'
import { queryValidator } from '../../validators'

const uuid = Type.String({ format: 'uuid' })
const nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()])
const fieldValue = Type.Union([Type.String(), Type.Number(), Type.Boolean(), Type.Null()])
const meta = Type.Object(
  { stage: StringEnum([...STAGES]), assignedToId: nullable(uuid) },
  { additionalProperties: false },
)
const field = { facetFieldTypeId: uuid, name: Type.String(), order: Type.Integer() }
const change = <T extends TSchema>(schema: T) =>
  Type.Object({ before: nullable(schema), after: nullable(schema) }, { additionalProperties: false })

/** What a revision keeps of the entity (common/entityRevisions' RevisionContent). */
export const revisionContentSchema = Type.Object(
  {
    name: Type.String(),
    meta,
    facets: Type.Array(
      Type.Object(
        {
          id: uuid,
          facetTypeId: uuid,
          order: Type.Integer(),
          meta,
          fields: Type.Array(Type.Object({ ...field, value: fieldValue }, { additionalProperties: false })),
        },
        { additionalProperties: false },
      ),
    ),
  },
  { additionalProperties: false },
)

/** How a revision differs from the one before it (common/entityRevisions' RevisionChanges). */
export const revisionChangesSchema = Type.Object(
  {
    name: Type.Optional(change(Type.String())),
    stage: Type.Optional(change(Type.String())),
    assignedToId: Type.Optional(change(Type.String())),
    facets: Type.Array(
      Type.Object(
        {
          facetId: uuid,
          facetTypeId: uuid,
          kind: StringEnum(['added', 'removed', 'changed']),
          stage: Type.Optional(change(Type.String())),
          assignedToId: Type.Optional(change(Type.String())),
          fields: Type.Array(
            Type.Object(
              { ...field, before: nullable(fieldValue), after: nullable(fieldValue) },
              { additionalProperties: false },
            ),
          ),
        },
        { additionalProperties: false },
      ),
    ),
  },
  { additionalProperties: false },
)

export const revisionSummarySchema = Type.Object(
  {
    first: Type.Boolean(),
    nameChanged: Type.Boolean(),
    stageChanged: Type.Boolean(),
    assigneeChanged: Type.Boolean(),
    facetsAdded: Type.Integer(),
    facetsRemoved: Type.Integer(),
    facetsChanged: Type.Integer(),
    fieldsChanged: Type.Integer(),
  },
  { additionalProperties: false },
)

/**
 * A revision as GET /entity-revisions lists it: who saved, when, and a summary of what changed against
 * the revision before it; GET /entity-revisions/{id} adds the content and the changes field by field.
 */
export const entityRevisionSchema = Type.Object(
  {
    id: uuid,
    entityId: uuid,
    savedAt: Type.String({ format: 'date-time' }),
    savedBy: Type.Object({ id: nullable(uuid), name: Type.String() }, { additionalProperties: false }),
    summary: revisionSummarySchema,
    content: Type.Optional(revisionContentSchema),
    changes: Type.Optional(revisionChangesSchema),
  },
  { $id: 'EntityRevision', additionalProperties: false },
)
export type EntityRevision = Static<typeof entityRevisionSchema>

/** GET /entity-revisions?entityId=…: one entity's revisions, newest first, paged. */
export const entityRevisionQuerySchema = Type.Object(
  {
    entityId: uuid,
    $limit: Type.Optional(Type.Integer({ minimum: 0 })),
    $skip: Type.Optional(Type.Integer({ minimum: 0 })),
    // the order is always newest first; a client's list may still name it
    $sort: Type.Optional(
      Type.Object({ savedAt: Type.Integer({ minimum: -1, maximum: -1 }) }, { additionalProperties: false }),
    ),
  },
  { $id: 'EntityRevisionQuery', additionalProperties: false },
)
export type EntityRevisionQuery = Static<typeof entityRevisionQuerySchema>
export const entityRevisionQueryValidator = getValidator(entityRevisionQuerySchema, queryValidator)
