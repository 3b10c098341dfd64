import { authenticate } from '@feathersjs/authentication'
import { BadRequest, Forbidden } from '@feathersjs/errors'
import type { Id, Paginated } from '@feathersjs/feathers'
import { hooks as schemaHooks } from '@feathersjs/schema'
import { INVITATION_TTL_MS } from '../../../common/limits'
import { messages } from '../../../common/messages'
import { ROUTES } from '../../../common/routes'
import type { Application, HookContext, NextFunction } from '../../declarations'
import { authorize } from '../../hooks/authorize'
import { normaliseQueryOperators } from '../../hooks/queryOperators'
import { newLinkToken } from '../../tokens'
import { dbOf, inTransaction } from '../../db/transaction'
import { versionGuard } from '../../hooks/versions'
import { recordsOf, sortByDefault, sortTiesById } from '../../hooks/results'
import { UserService } from './users.class'
import { userDirectory } from './users.directory'
import {
  allowedPatch,
  checkTopics,
  invitationRecord,
  refuseInvitationFormErrors,
  refuseTakenEmail,
} from './users.rules'
import {
  userDataValidator,
  userExternalResolver,
  userPatchValidator,
  userQueryValidator,
  userResultResolver,
  type User,
  type UserData,
  type UserPatch,
  type UserQuery,
} from './users.schema'

declare module '../../declarations' {
  interface ServiceTypes {
    users: UserService
  }
}

/** `inviter` filters on the inviter's name: turned into a filter on inviterId. */
async function filterByInviterName(context: HookContext<UserService>) {
  const query = { ...context.params.query } as UserQuery & { inviter?: string | { $ilike?: string } }
  if (query.inviter === undefined) return
  const { inviter } = query
  delete query.inviter
  const db = dbOf(context)
  const matching = db('users').select('id')
  if (typeof inviter === 'string') matching.where('name', inviter)
  else matching.where('name', 'ilike', inviter.$ilike ?? '%')
  query.inviterId = { $in: (await matching).map((row: { id: string }) => row.id) }
  context.params = { ...context.params, query }
}

/** Whether a query, or one of its $or / $and branches, filters on topics. */
function filtersOnTopics(query: object): boolean {
  const { $or, $and } = query as { $or?: object[]; $and?: object[] }
  return 'topics' in query || [...($or ?? []), ...($and ?? [])].some(filtersOnTopics)
}

/**
 * `inviter` is resolved after the query: it can be selected (it always comes) and sorted on (by name,
 * users.class); `topics` is a list, sorted on and selected but no filter.
 */
function virtualInviterField(context: HookContext<UserService>) {
  const query = { ...context.params.query } as UserQuery
  if (filtersOnTopics(query)) throw new BadRequest(messages.userTopicsFilter)
  if (query.$select?.includes('inviter')) {
    const fields: NonNullable<UserQuery['$select']> = query.$select.filter((field) => field !== 'inviter')
    query.$select = fields.includes('inviterId') ? fields : [...fields, 'inviterId']
  }
  context.params = { ...context.params, query }
}

/** Inviter names for a page of users, in one query. */
async function attachInviters(context: HookContext<UserService>) {
  const users = recordsOf(context.result as User | User[] | Paginated<User> | undefined)
  const ids = [...new Set(users.map((user) => user.inviterId).filter((id): id is string => Boolean(id)))]
  const inviters = ids.length ? await dbOf(context)('users').select('id', 'name').whereIn('id', ids) : []
  const byId = new Map(inviters.map((inviter: { id: string; name: string }) => [inviter.id, inviter]))
  for (const user of users) user.inviter = (user.inviterId && byId.get(user.inviterId)) || null
}

/** The jsonb lists as JSON text: node-pg would send a JS array as a PostgreSQL array literal, which jsonb refuses. */
function jsonLists(data: Pick<UserPatch, 'topics' | 'newsletter'>) {
  const lists: Record<string, string> = {}
  if (data.topics) lists.topics = JSON.stringify(data.topics)
  if (data.newsletter) lists.newsletter = JSON.stringify(data.newsletter)
  return lists
}

async function prepareInvitation(context: HookContext<UserService>) {
  const record = invitationRecord(context.data as UserData)
  await refuseTakenEmail(dbOf(context), record.email)
  await checkTopics(dbOf(context), record.topics, record.newsletter)
  const { token, hash } = newLinkToken()
  context.params.invitationToken = token
  context.data = {
    ...record,
    ...jsonLists(record),
    inviterId: context.params.user?.id ?? null,
    isVerified: false,
    verifyToken: hash,
    verifyExpires: new Date(Date.now() + INVITATION_TTL_MS),
  } as UserData
}

async function sendInvitation(context: HookContext<UserService>) {
  const user = context.result as User
  const { publicUrl } = context.app.get('config')
  const link = `${publicUrl}${ROUTES.acceptInvitation}?verifyToken=${context.params.invitationToken}`
  const inviter = context.params.user?.name ?? 'An administrator'
  await context.app.get('mailer').send(
    {
      to: user.email,
      subject: 'You are invited to the editorial console',
      text: `Hello ${user.name},\n\n${inviter} invited you to the editorial console as ${user.role}.\nAccept the invitation and set your password here:\n${link}\n\nThe link is valid for 7 days.`,
    },
    { db: dbOf(context), secret: context.params.invitationToken },
  )
}

async function preparePatch(context: HookContext<UserService>) {
  // the schema checks each item of an array body: only one object of changes makes sense here
  if (Array.isArray(context.data)) throw new BadRequest('Send the changes as one object')
  const current = (await context.service.get(context.id as Id, { transaction: context.params.transaction })) as User
  const changes = allowedPatch(
    current,
    context.data as UserPatch,
    context.params.provider ? context.params.user : undefined,
  )
  await checkTopics(dbOf(context), changes.topics, changes.newsletter)
  // a block or a new role ends the user's sessions: their tokens carry what they were allowed before
  const endsSessions =
    (changes.isBlocked === true && !current.isBlocked) || (changes.role !== undefined && changes.role !== current.role)
  context.data = {
    ...changes,
    ...jsonLists(changes),
    ...(endsSessions ? { sessionVersion: dbOf(context).raw('"sessionVersion" + 1') } : {}),
    updatedAt: new Date().toISOString(),
  } as typeof context.data
  context.params.endsSessions = endsSessions
}

/**
 * Around the patch's transaction: once a block or a new role is committed, the user's live sockets close;
 * a deleted user's, once the delete is.
 */
async function closeEndedSessions(context: HookContext<UserService>, next: NextFunction) {
  await next()
  if (context.method === 'remove' || context.params.endsSessions)
    context.app.get('realtime').sessionsEnded(String(context.id))
}

function refuseOwnDeletion(context: HookContext<UserService>) {
  if (context.params.provider && String(context.id) === context.params.user?.id)
    throw new Forbidden(messages.ownAccountDelete)
}

export function users(app: Application) {
  app.use(
    'users',
    new UserService({ Model: app.get('knex'), name: 'users', paginate: app.get('paginate'), multi: false }),
    { methods: ['find', 'get', 'create', 'patch', 'remove'] },
  )
  app.get('signedInUsers').follow(app.service('users'))
  app.service('users').hooks({
    around: {
      all: [
        authenticate('jwt'),
        authorize,
        userDirectory,
        schemaHooks.resolveExternal(userExternalResolver),
        schemaHooks.resolveResult(userResultResolver),
      ],
      create: [inTransaction],
      remove: [closeEndedSessions],
      patch: [
        closeEndedSessions,
        inTransaction,
        versionGuard({ table: 'users', column: 'updatedAt', kind: 'user', ids: 'uuid' }),
      ],
    },
    before: {
      find: [
        schemaHooks.validateQuery(userQueryValidator),
        normaliseQueryOperators,
        virtualInviterField,
        filterByInviterName,
        sortByDefault({ createdAt: -1 }),
        // the assignee pickers read every user in pages of 50 by name (spec 1 §7), many of one name
        sortTiesById,
      ],
      get: [schemaHooks.validateQuery(userQueryValidator), normaliseQueryOperators, virtualInviterField],
      create: [
        (context: HookContext<UserService>) => refuseInvitationFormErrors(context.data),
        schemaHooks.validateData(userDataValidator),
        prepareInvitation,
      ],
      patch: [schemaHooks.validateData(userPatchValidator), preparePatch],
      remove: [refuseOwnDeletion],
    },
    after: {
      find: [attachInviters],
      get: [attachInviters],
      create: [sendInvitation, attachInviters],
      patch: [attachInviters],
    },
  })
}
