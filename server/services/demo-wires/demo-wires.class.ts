import { NotFound } from '@feathersjs/errors'
import type { Id } from '@feathersjs/feathers'
import type { Knex } from 'knex'
import { DEMO_WIRES_PATH, wireAddress } from '../../db/demoFeeds'
import { DESKS, type Desk } from '../../db/demo/wireStories'
import type { Application } from '../../declarations'
import { articlePage, rssDocument, type WireItem } from './demo-wires.pages'

const FEED = /^([a-z]+)\.xml$/
const ARTICLE = /^(demo-[a-z]+-\d{4})\.html$/
/** The most items a wire's document lists, newest first. */
const FEED_ITEMS_MAX = 500

const isDesk = (name: string): name is Desk => Object.hasOwn(DESKS, name)

/**
 * GET /api/demo-wires/{desk}.xml and /api/demo-wires/{guid}.html: the demo's wires and their stories,
 * read from what the demo seeded (db/demoFeeds), on the API's own address so their links work as long
 * as the demo runs. Anyone may read them, as anyone may read a news site.
 */
export class DemoWireService {
  constructor(private app: Application) {}

  private get db(): Knex {
    return this.app.get('knex')
  }

  async get(id: Id): Promise<string> {
    const name = String(id)
    const desk = FEED.exec(name)?.[1]
    if (desk && isDesk(desk)) return this.feed(desk)
    const guid = ARTICLE.exec(name)?.[1]
    if (guid) return this.article(guid)
    throw new NotFound(`No demo wire ${name}`)
  }

  private async feed(desk: Desk): Promise<string> {
    const websiteUrl = wireAddress(this.app.get('config').publicUrl, desk)
    const source = await this.db('rss_sources').where({ websiteUrl }).first('id', 'name', 'websiteUrl')
    if (!source) throw new NotFound(`No demo wire ${desk}`)
    const items: WireItem[] = await this.db('feed_items')
      .where({ sourceId: source.id })
      .orderBy([{ column: 'date', order: 'desc' }, { column: 'id' }])
      .limit(FEED_ITEMS_MAX)
      .select('guid', 'link', 'title', 'summary', 'date')
    return rssDocument(source, items)
  }

  private async article(guid: string): Promise<string> {
    const item: (WireItem & { id: number; desk: string }) | undefined = await this.db('feed_items as i')
      .join('rss_sources as s', 's.id', 'i.sourceId')
      .where('i.guid', guid)
      .where('s.websiteUrl', 'like', `%/api/${DEMO_WIRES_PATH}/%`)
      .first('i.id', 'i.guid', 'i.link', 'i.title', 'i.summary', 'i.date', 's.name as desk')
    if (!item) throw new NotFound(`No demo story ${guid}`)
    const topics: string[] = await this.db('feed_item_topics as t')
      .join('countries as c', 'c.id', 't.countryId')
      .where('t.itemId', item.id)
      .orderBy('c.name')
      .pluck('c.name')
    return articlePage(item, item.desk, topics)
  }
}
