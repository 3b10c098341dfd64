import type { HookContext } from '@feathersjs/feathers'
import { resolve, virtual } from '@feathersjs/schema'
import { Type, getValidator, querySyntax, StringEnum, type Static } from '@feathersjs/typebox'
import { MAX_INPUT_LENGTH, TOPICS_MAX } from '../../../common/limits'
import { USER_DIRECTORY } from '../../../common/permissions'
import { PROFILES, ROLES } from '../../../common/roles'
import { unassignableReason } from '../../../common/workflow'
import { dataValidator, queryValidator } from '../../validators'

const text = (options = {}) => Type.String({ maxLength: MAX_INPUT_LENGTH, ...options })
const isoDate = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}' })
const topicIds = Type.Array(Type.Integer({ minimum: 1 }), { maxItems: TOPICS_MAX })

export const userSchema = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    email: text({ format: 'email' }),
    name: text(),
    role: StringEnum([...ROLES]),
    profile: StringEnum([...PROFILES]),
    topics: topicIds,
    newsletter: topicIds,
    isVerified: Type.Boolean(),
    isBlocked: Type.Boolean(),
    trialEndDate: Type.Union([isoDate, Type.Null()]),
    inviterId: Type.Union([Type.String({ format: 'uuid' }), Type.Null()]),
    inviter: Type.Optional(Type.Union([Type.Object({ id: Type.String(), name: Type.String() }), Type.Null()])),
    // resolved, never stored: whether the user may be assigned work (common/workflow isAssignableUser)
    assignable: Type.Optional(Type.Boolean()),
    password: Type.Optional(Type.String()),
    verifyToken: Type.Optional(Type.Union([Type.String(), Type.Null()])),
    verifyExpires: Type.Optional(Type.Union([Type.Any(), Type.Null()])),
    sessionVersion: Type.Optional(Type.Integer()),
    createdAt: Type.String({ format: 'date-time' }),
    updatedAt: Type.String({ format: 'date-time' }),
  },
  { $id: 'User', additionalProperties: false },
)
export type User = Static<typeof userSchema>

// the session version is not secret, but it is the server's own: it never leaves it either
export const SECRET_FIELDS = ['password', 'verifyToken', 'verifyExpires', 'sessionVersion'] as const

/** What leaves the server: never a password or a token. */
export const userExternalResolver = resolve<User, HookContext>(
  Object.fromEntries(SECRET_FIELDS.map((field) => [field, async () => undefined])),
)

export const userResultResolver = resolve<User, HookContext>({
  assignable: virtual(async (user) => unassignableReason(user) === null),
  trialEndDate: virtual(async (user) => normaliseDate(user.trialEndDate)),
  createdAt: virtual(async (user) => new Date(user.createdAt).toISOString()),
  updatedAt: virtual(async (user) => new Date(user.updatedAt).toISOString()),
})

function normaliseDate(value: unknown): string | null {
  if (!value) return null
  if (value instanceof Date) return value.toISOString().slice(0, 10)
  return String(value).slice(0, 10)
}

/** A user as GET /users lists them to a role without the full list: the fields of common/permissions USER_DIRECTORY. */
export const userDirectoryEntrySchema = Type.Required(Type.Pick(userSchema, [...USER_DIRECTORY.fields]), {
  $id: 'UserDirectoryEntry',
  additionalProperties: false,
})
export type UserDirectoryEntry = Static<typeof userDirectoryEntrySchema>

/** What an admin sends to invite a user (spec 1 §7 POST /users). */
export const userDataSchema = Type.Object(
  {
    email: text({ format: 'email' }),
    // an empty or blank name is refused by the form rules with 'Enter Name'
    name: text(),
    role: StringEnum([...ROLES]),
    profile: StringEnum([...PROFILES]),
    topics: Type.Optional(topicIds),
    newsletter: Type.Optional(topicIds),
    trialEndDate: Type.Optional(Type.Union([isoDate, Type.Null()])),
    isBlocked: Type.Optional(Type.Boolean()),
  },
  { $id: 'UserData', additionalProperties: false },
)
export type UserData = Static<typeof userDataSchema>
export const userDataValidator = getValidator(userDataSchema, dataValidator)

/** PATCH /users/{id}: the same fields; email may be sent but not changed. */
export const userPatchSchema = Type.Partial(userDataSchema, { $id: 'UserPatch', additionalProperties: false })
export type UserPatch = Static<typeof userPatchSchema>
export const userPatchValidator = getValidator(userPatchSchema, dataValidator)

// Query values are search terms, not stored values: no formats here. `inviter` filters on the inviter's name.
const userQueryProperties = Type.Object(
  {
    id: Type.String(),
    email: Type.String(),
    name: Type.String(),
    role: Type.String(),
    profile: Type.String(),
    isVerified: Type.Boolean(),
    isBlocked: Type.Boolean(),
    inviterId: Type.String(),
    inviter: Type.String(),
    // sorted on (by the first topic's name) and selected, never a filter (users.ts)
    topics: Type.Integer(),
    createdAt: Type.String(),
    updatedAt: Type.String(),
  },
  { additionalProperties: false },
)
const contains = { $iLike: Type.String(), $ilike: Type.String() }

export const userQuerySchema = querySyntax(userQueryProperties, { email: contains, name: contains, inviter: contains })
export type UserQuery = Static<typeof userQuerySchema>
export const userQueryValidator = getValidator(userQuerySchema, queryValidator)
