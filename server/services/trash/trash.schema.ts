import { StringEnum, Type, getValidator, type Static } from '@feathersjs/typebox'
import { MAX_PAGE_SIZE, MAX_SKIP } from '../../../common/limits'
import { TRASH_KINDS } from '../../../common/trash'
import { queryValidator } from '../../validators'

export const trashKindSchema = StringEnum([...TRASH_KINDS])

/** An item of the trash (common/trash TrashItem). */
export const trashItemSchema = Type.Object(
  {
    id: Type.String(),
    kind: trashKindSchema,
    recordId: Type.Integer(),
    name: Type.String(),
    deletedAt: Type.String({ format: 'date-time' }),
    deletedBy: Type.Union([Type.Object({ id: Type.String(), name: Type.String() }), Type.Null()]),
    purgeAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  },
  { $id: 'TrashItem', additionalProperties: false },
)
export type TrashItemRecord = Static<typeof trashItemSchema>

const order = Type.Union([Type.Literal(1), Type.Literal(-1)])

/** GET /trash: one kind or all, by pages; the latest deleted first unless sorted otherwise. */
export const trashQuerySchema = Type.Object(
  {
    kind: Type.Optional(trashKindSchema),
    $limit: Type.Optional(Type.Integer({ minimum: 0, maximum: MAX_PAGE_SIZE })),
    $skip: Type.Optional(Type.Integer({ minimum: 0, maximum: MAX_SKIP })),
    $sort: Type.Optional(
      Type.Object(
        { deletedAt: Type.Optional(order), name: Type.Optional(order), kind: Type.Optional(order) },
        { additionalProperties: false },
      ),
    ),
  },
  { $id: 'TrashQuery', additionalProperties: false },
)
export type TrashQuery = Static<typeof trashQuerySchema>
export const trashQueryValidator = getValidator(trashQuerySchema, queryValidator)
