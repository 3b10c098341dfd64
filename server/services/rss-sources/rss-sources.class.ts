import { MethodNotAllowed } from '@feathersjs/errors'
import type { Id, NullableId, Params } from '@feathersjs/feathers'
import { KnexService } from '@feathersjs/knex'
import type { Knex } from 'knex'
import { inCallOf } from '../../db/transaction'
import type { StoredRssSource } from './rss-sources.rules'
import type { RssSource, RssSourceData, RssSourcePatch, RssSourceQuery, RssSourceTopic } from './rss-sources.schema'

export interface RssSourceParams extends Params<RssSourceQuery> {
  /** GET /rss-sources?topicId=: only the sources having that topic (taken out of the query by a hook). */
  topicId?: number
}

/** A topic link with the topic as a source lists it. */
export interface TopicLink extends RssSourceTopic {
  source_id: number
}

/** The topics of some sources, each list sorted by name, in one query. */
export async function topicLinksOf(db: Knex, sourceIds: number[]): Promise<TopicLink[]> {
  if (!sourceIds.length) return []
  return db('rss_source_topics')
    .join('countries', 'countries.id', 'rss_source_topics.topic_id')
    .whereIn('rss_source_topics.source_id', sourceIds)
    .select('rss_source_topics.source_id', 'countries.id as topicId', 'countries.name as topicName')
    .orderBy([{ column: 'countries.name' }, { column: 'countries.id' }])
}

/** A source as stored, with its topic ids, or undefined when there is none of that id. */
export async function storedRssSourceOf(db: Knex, id: number): Promise<StoredRssSource | undefined> {
  const row = await db<Omit<StoredRssSource, 'topics'>>('rss_sources')
    .select('id', 'name', 'websiteUrl', 'language', 'type')
    .where({ id })
    .first()
  if (!row) return undefined
  const links: { topic_id: number }[] = await db('rss_source_topics').select('topic_id').where({ source_id: id })
  return { ...row, topics: links.map((link) => link.topic_id) }
}

async function replaceTopics(db: Knex, sourceId: number, topics: number[]) {
  await db('rss_source_topics').where({ source_id: sourceId }).delete()
  if (topics.length) {
    await db('rss_source_topics').insert(topics.map((topicId) => ({ source_id: sourceId, topic_id: topicId })))
  }
}

/**
 * An RSS source is written with its topic links, which live in rss_source_topics; the hooks have checked
 * the rules and attach the topics to every answer.
 */
export class RssSourceService extends KnexService<RssSource, RssSourceData, RssSourceParams, RssSourcePatch> {
  private knexOf(params?: RssSourceParams): Knex {
    return inCallOf(params, this.getModel(params))
  }

  /** The adapter's query, narrowed to the sources having `params.topicId` (EXISTS: one row per source). */
  createQuery(params: RssSourceParams = {}) {
    const builder = super.createQuery(params)
    const { topicId } = params
    if (topicId !== undefined) {
      builder.whereExists((links) =>
        links
          .select(1)
          .from('rss_source_topics')
          .whereRaw('rss_source_topics.source_id = rss_sources.id')
          .where('rss_source_topics.topic_id', topicId),
      )
    }
    return builder
  }

  async create(data: RssSourceData, params?: RssSourceParams): Promise<RssSource>
  async create(data: RssSourceData[], params?: RssSourceParams): Promise<RssSource[]>
  async create(data: RssSourceData | RssSourceData[], params?: RssSourceParams): Promise<RssSource | RssSource[]>
  async create(data: RssSourceData | RssSourceData[], params?: RssSourceParams): Promise<RssSource | RssSource[]> {
    if (Array.isArray(data)) throw new MethodNotAllowed('Can not create multiple entries')
    const { topics, ...fields } = data
    const [{ id }] = await this.db(params).insert(fields, ['id'])
    await replaceTopics(this.knexOf(params), id, topics)
    return this._get(id, { ...params, query: {} })
  }

  async patch(id: Id, data: RssSourcePatch, params?: RssSourceParams): Promise<RssSource>
  async patch(id: null, data: RssSourcePatch, params?: RssSourceParams): Promise<RssSource[]>
  async patch(id: NullableId, data: RssSourcePatch, params?: RssSourceParams): Promise<RssSource | RssSource[]>
  async patch(id: NullableId, data: RssSourcePatch, params?: RssSourceParams): Promise<RssSource | RssSource[]> {
    if (id === null) throw new MethodNotAllowed('Can not patch multiple entries')
    const { topics, ...fields } = data
    const query = await this.sanitizeQuery(params)
    // health reads updatedAt, and an edit counts as an update (ingestion will bump it too)
    const updatedAt = new Date().toISOString()
    const source = await this._patch(id, { ...fields, updatedAt }, { ...params, query })
    if (topics) await replaceTopics(this.knexOf(params), source.id, topics)
    return source
  }
}
