import { authenticate } from '@feathersjs/authentication'
import { BadRequest, NotFound } from '@feathersjs/errors'
import { hooks as schemaHooks } from '@feathersjs/schema'
import type { Knex } from 'knex'
import { messages } from '../../../common/messages'
import {
  EDUCATION_TEXT_LIMITS,
  PERSON_DATE_FIELDS,
  ROLE_TEXT_LIMITS,
  educationErrors,
  isPersonEntity,
  roleErrors,
} from '../../../common/personRules'
import type { Application, HookContext, NextFunction } from '../../declarations'
import { dbOf, inTransaction } from '../../db/transaction'
import { versionGuard } from '../../hooks/versions'
import { authorize } from '../../hooks/authorize'
import { recordsOf, sortByDefault } from '../../hooks/results'
import { isUuid, refuseNonUuidId } from '../../hooks/uuidIds'
import {
  educationDataValidator,
  educationPatchValidator,
  personRecordQueryValidator,
  roleDataValidator,
  rolePatchValidator,
  type PersonRecord,
} from './person-records.schema'
import { PersonRecordService } from './person-records.class'

declare module '../../declarations' {
  interface ServiceTypes {
    roles: PersonRecordService
    educations: PersonRecordService
  }
}

/** What differs between roles and educations: their table, rules, texts and the entity they name. */
interface Kind {
  path: 'roles' | 'educations'
  table: string
  /** what a 409 calls one record */
  noun: string
  texts: readonly string[]
  /** the entity the record may name instead of a text (employer, institution) */
  entityField: 'employerEntityId' | 'institutionEntityId'
  answerField: 'employerEntity' | 'institutionEntity'
  errors: (values: Record<string, unknown>) => Record<string, string | undefined>
  validators: { data: typeof roleDataValidator; patch: typeof rolePatchValidator }
}

const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() || null : value)

/** The record as stored: texts trimmed, blanks null. */
function stored(kind: Kind, data: Record<string, unknown>) {
  return Object.fromEntries(
    Object.entries(data).map(([key, value]) => [key, kind.texts.includes(key) ? trimmed(value) : value]),
  )
}

/** Roles and educations belong to person entities (Actor – Person). */
async function refuseNonPerson(db: Knex, entityId: unknown) {
  const entity =
    typeof entityId === 'string' && isUuid(entityId) ? await db('entities').where({ id: entityId }).first() : null
  if (!entity) throw new BadRequest(messages.unknownEntity, { path: 'entityId' })
  if (!isPersonEntity(entity)) throw new BadRequest(messages.entityNotPerson, { path: 'entityId' })
}

function prepare(kind: Kind) {
  return async (context: HookContext<PersonRecordService>) => {
    const db = dbOf(context)
    const before = context.method === 'patch' ? await db(kind.table).where({ id: context.id }).first() : undefined
    if (context.method === 'patch' && !before) throw new NotFound(`No record found for id '${context.id}'`)
    const data = stored(kind, context.data as Record<string, unknown>)
    const after = { ...before, ...data }
    const errors = Object.entries(kind.errors(after)).filter(([, message]) => message)
    if (errors.length) throw new BadRequest(errors[0][1]!, { errors: Object.fromEntries(errors) })
    if (context.method === 'create') await refuseNonPerson(db, data.entityId)
    const named = data[kind.entityField]
    if (typeof named === 'string' && !(await db('entities').where({ id: named }).first('id'))) {
      throw new BadRequest(messages.unknownLinkTarget, { path: kind.entityField })
    }
    context.data = (
      context.method === 'patch' ? { ...data, updatedAt: new Date().toISOString() } : data
    ) as typeof context.data
  }
}

/** Every answer names the entity a record names (employer, institution), read for the page in one query. */
function withNamedEntities(kind: Kind) {
  return async (context: HookContext<PersonRecordService>, next: NextFunction) => {
    await next()
    const records = recordsOf<PersonRecord>(context.result as PersonRecord)
    const ids = [...new Set(records.flatMap((record) => (record[kind.entityField] as string | null) ?? []))]
    const entities: { id: string; name: string }[] = ids.length
      ? await dbOf(context)('entities').whereIn('id', ids).select('id', 'name')
      : []
    for (const record of records) {
      record[kind.answerField] = entities.find((entity) => entity.id === record[kind.entityField]) ?? null
    }
  }
}

const KINDS: Kind[] = [
  {
    path: 'roles',
    table: 'entity_roles',
    noun: 'role',
    texts: [...Object.keys(ROLE_TEXT_LIMITS), ...PERSON_DATE_FIELDS],
    entityField: 'employerEntityId',
    answerField: 'employerEntity',
    errors: (values) => roleErrors(values),
    validators: { data: roleDataValidator, patch: rolePatchValidator },
  },
  {
    path: 'educations',
    table: 'entity_educations',
    noun: 'education',
    texts: [...Object.keys(EDUCATION_TEXT_LIMITS), ...PERSON_DATE_FIELDS],
    entityField: 'institutionEntityId',
    answerField: 'institutionEntity',
    errors: (values) => educationErrors(values),
    validators: { data: educationDataValidator, patch: educationPatchValidator },
  },
]

/**
 * Roles and educations of person entities (spec 2 §3–§5, §7): `GET /roles?entityId=`, POST, PATCH and
 * DELETE `/roles/{id}`, the same for `/educations`; both console roles.
 */
export function personRecords(app: Application) {
  for (const kind of KINDS) {
    app.use(
      kind.path,
      new PersonRecordService({
        Model: app.get('knex'),
        name: kind.table,
        paginate: app.get('paginate'),
        multi: false,
      }),
      { methods: ['find', 'get', 'create', 'patch', 'remove'] },
    )
    app.service(kind.path).hooks({
      around: {
        all: [authenticate('jwt'), authorize, withNamedEntities(kind)],
        create: [inTransaction],
        patch: [inTransaction, versionGuard({ table: kind.table, column: 'updatedAt', kind: kind.noun, ids: 'uuid' })],
        remove: [inTransaction],
      },
      before: {
        all: [schemaHooks.validateQuery(personRecordQueryValidator)],
        find: [sortByDefault({ startDate: -1, id: 1 })],
        get: [refuseNonUuidId],
        create: [schemaHooks.validateData(kind.validators.data), prepare(kind)],
        patch: [refuseNonUuidId, schemaHooks.validateData(kind.validators.patch), prepare(kind)],
        remove: [refuseNonUuidId],
      },
    })
  }
}
