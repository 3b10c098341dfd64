import { NotFound } from '@feathersjs/errors'
import type { Id, Params } from '@feathersjs/feathers'
import type { Knex } from 'knex'
import { messages } from '../../../common/messages'
import { dbFor } from '../../db/transaction'
import type { Application } from '../../declarations'
import { bulkRows } from '../entities/entities.bulk'
import type { TopicLinkRecord, TopicLinksResult, TopicLinksRow } from './topic-links.schema'

const LINK_COLUMNS = ['id', 'entityId as sourceId', 'countryId as targetId']

const linksOf = (db: Knex, entityIds: string[]): Promise<TopicLinkRecord[]> =>
  db('topic_links').whereIn('entityId', entityIds).select(LINK_COLUMNS).orderBy(['entityId', 'countryId'])

/**
 * The grid's Topic cells (spec 2 §2, §7): POST sets each entity's topics to exactly the list sent; an
 * entity that does not exist or names a country that does not exist is left as it is and answered in
 * `errors`, the others are set, all in the call's transaction. DELETE removes one link.
 */
export class TopicLinkService {
  constructor(private app: Application) {}

  async create(data: TopicLinksRow | TopicLinksRow[], params?: Params): Promise<TopicLinksResult> {
    const rows = bulkRows(data)
    const db = dbFor(this.app, params)
    const entityIds = [...new Set(rows.map((row) => row.entityId))]
    const entities = new Set(
      (await db('entities').whereIn('id', entityIds).forUpdate().select('id')).map((row: { id: string }) => row.id),
    )
    const countries = new Set(
      (
        await db('countries')
          .whereIn('id', [...new Set(rows.flatMap((row) => row.topics))])
          .select('id')
      ).map((row: { id: number }) => row.id),
    )
    const errors: TopicLinksResult['errors'] = []
    const seen = new Set<string>()
    const applied: TopicLinksRow[] = []
    for (const row of rows) {
      const error = seen.has(row.entityId)
        ? messages.sentTwice
        : !entities.has(row.entityId)
          ? messages.unknownEntity
          : row.topics.some((topic) => !countries.has(topic))
            ? messages.unknownTopic
            : null
      seen.add(row.entityId)
      if (error) errors.push({ entityId: row.entityId, error })
      else applied.push(row)
    }
    for (const row of applied) {
      await db('topic_links').where({ entityId: row.entityId }).whereNotIn('countryId', row.topics).delete()
      const topics = [...new Set(row.topics)]
      if (topics.length) {
        await db('topic_links')
          .insert(topics.map((countryId) => ({ entityId: row.entityId, countryId })))
          .onConflict(['entityId', 'countryId'])
          .ignore()
      }
    }
    const links = applied.length
      ? await linksOf(
          db,
          applied.map((row) => row.entityId),
        )
      : []
    return { data: links, errors }
  }

  async remove(id: Id, params?: Params): Promise<TopicLinkRecord> {
    const db = dbFor(this.app, params)
    const [link]: TopicLinkRecord[] = await db('topic_links')
      .where({ id: String(id) })
      .delete()
      .returning(LINK_COLUMNS)
    if (!link) throw new NotFound(`No record found for id '${id}'`)
    return link
  }
}
