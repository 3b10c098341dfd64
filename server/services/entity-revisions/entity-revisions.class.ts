import { NotFound } from '@feathersjs/errors'
import type { Id, Paginated, Params } from '@feathersjs/feathers'
import type { Knex } from 'knex'
import { revisionChanges, revisionSummary, type RevisionContent } from '../../../common/entityRevisions'
import { REVISIONS_PAGE } from '../../../common/limits'
import { dbFor } from '../../db/transaction'
import type { Application } from '../../declarations'
import type { EntityRevision, EntityRevisionQuery } from './entity-revisions.schema'

export type EntityRevisionParams = Params<EntityRevisionQuery>

interface RevisionRow {
  id: string
  entityId: string
  savedById: string | null
  savedByName: string
  savedAt: Date
  content: RevisionContent
}

const newestFirst = (query: Knex.QueryBuilder) =>
  query.orderBy([
    { column: 'savedAt', order: 'desc' },
    { column: 'id', order: 'desc' },
  ])

function answer(row: RevisionRow, previous: RevisionRow | undefined): EntityRevision {
  return {
    id: row.id,
    entityId: row.entityId,
    savedAt: new Date(row.savedAt).toISOString(),
    savedBy: { id: row.savedById, name: row.savedByName },
    summary: revisionSummary(previous?.content ?? null, row.content),
  }
}

/**
 * One entity's history, read-only: the revisions its saves wrote (entity-revisions.write), each said
 * against the one before it, so a page reads one row more than it shows.
 */
export class EntityRevisionService {
  constructor(private app: Application) {}

  async find(params?: EntityRevisionParams): Promise<Paginated<EntityRevision>> {
    const db = dbFor(this.app, params)
    const { entityId, $limit, $skip = 0 } = params?.query ?? ({} as Partial<EntityRevisionQuery>)
    const limit = Math.min($limit ?? REVISIONS_PAGE.default, REVISIONS_PAGE.max)
    const [rows, [{ total }]] = await Promise.all([
      newestFirst(db('entity_revisions').where({ entityId }))
        .limit(limit + 1)
        .offset($skip) as Promise<RevisionRow[]>,
      db('entity_revisions').where({ entityId }).select(db.raw('count(*)::int AS total')) as Promise<
        { total: number }[]
      >,
    ])
    const data = rows.slice(0, limit).map((row, index) => answer(row, rows[index + 1]))
    return { total, limit, skip: $skip, data }
  }

  async get(id: Id, params?: EntityRevisionParams): Promise<EntityRevision> {
    const db = dbFor(this.app, params)
    const row: RevisionRow | undefined = await db('entity_revisions')
      .where({ id: String(id) })
      .first()
    if (!row) throw new NotFound(`No record found for id '${id}'`)
    const previous: RevisionRow | undefined = await newestFirst(
      db('entity_revisions')
        .where({ entityId: row.entityId })
        .whereRaw('("savedAt", id) < (?, ?)', [row.savedAt, row.id]),
    ).first()
    const changes = revisionChanges(previous?.content ?? null, row.content)
    return { ...answer(row, previous), content: row.content, changes }
  }
}
