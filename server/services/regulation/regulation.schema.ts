import { StringEnum, Type, getValidator, type Static } from '@feathersjs/typebox'
import { EVENT_LINKS_MAX } from '../../../common/events'
import { REGULATION_DATE_TYPES } from '../../../common/regulations'
import { dataValidator } from '../../validators'
import { attachmentSchema } from '../events/events.schema'

const named = <Id extends ReturnType<typeof Type.Integer> | ReturnType<typeof Type.String>>(id: Id) =>
  Type.Object({ id, name: Type.String() }, { additionalProperties: false })
const orNull = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()])
const dateType = StringEnum([...REGULATION_DATE_TYPES])

/** A regulation as the API answers it (spec 3 §3). */
export const regulationSchema = Type.Object(
  {
    id: Type.Integer(),
    summarizedName: Type.String(),
    legalName: Type.String(),
    issuerEntity: named(Type.String()),
    topic: orNull(named(Type.Integer())),
    dateType,
    dateStart: orNull(Type.String()),
    dateEnd: orNull(Type.String()),
    industryBriefs: Type.Array(named(Type.Integer())),
    source: orNull(Type.String()),
    attachment: attachmentSchema,
    feedItemId: orNull(Type.Integer()),
    createdBy: orNull(named(Type.String())),
    createdAt: Type.String({ format: 'date-time' }),
    updatedAt: Type.String({ format: 'date-time' }),
  },
  { $id: 'Regulation', additionalProperties: false },
)
export type Regulation = Static<typeof regulationSchema>

/** The dates as sent (spec 3 §3, §7): the type, and the days as startDate and endDate. */
const dateSchema = Type.Object(
  {
    type: Type.Optional(dateType),
    startDate: Type.Optional(orNull(Type.String())),
    endDate: Type.Optional(orNull(Type.String())),
  },
  { additionalProperties: false },
)

const fields = {
  issuerEntityId: Type.String(),
  topicId: Type.Optional(orNull(Type.Integer())),
  summarizedName: Type.String(),
  legalName: Type.String(),
  date: Type.Optional(dateSchema),
  industryBriefIds: Type.Optional(Type.Array(Type.Integer(), { maxItems: EVENT_LINKS_MAX })),
  source: Type.Optional(orNull(Type.String())),
  attachment: attachmentSchema,
}

/** POST /regulation (spec 3 §7); `feedItemId` when made from an item of a regulation feed. */
export const regulationDataSchema = Type.Object(
  { ...fields, feedItemId: Type.Optional(orNull(Type.Integer({ minimum: 1 }))) },
  { $id: 'RegulationData', additionalProperties: false },
)
export type RegulationData = Static<typeof regulationDataSchema>
export const regulationDataValidator = getValidator(regulationDataSchema, dataValidator)

/** PATCH /regulation/{id}: some of the fields; the issuer entity as an id named `issuerEntity` (spec 3 §7). */
const { issuerEntityId, ...patchFields } = fields
export const regulationPatchSchema = Type.Partial(Type.Object({ ...patchFields, issuerEntity: issuerEntityId }), {
  $id: 'RegulationPatch',
  additionalProperties: false,
})
export type RegulationPatch = Static<typeof regulationPatchSchema>
export const regulationPatchValidator = getValidator(regulationPatchSchema, dataValidator)
