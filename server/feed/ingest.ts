import Parser from 'rss-parser'
import type { Knex } from 'knex'
import { Unprocessable } from '@feathersjs/errors'
import {
  FEED_DOCUMENT_MAX_BYTES,
  FEED_FETCH_TIMEOUT_MS,
  FEED_SUMMARY_MAX,
  FEED_TITLE_MAX,
  type FeedItemsAdded,
} from '../../common/feed'
import { isLanguageCode } from '../../common/languages'
import type { RssSourceType } from '../../common/rssSourceTypes'
import { guardedGet, readBody } from '../net/guardedGet'
import type { Analyser } from './analyser'

interface Source {
  id: number
  name: string
  websiteUrl: string
  language: string
  type: RssSourceType
}

/** An item as kept, before it gets its id. */
interface NewItem {
  kind: RssSourceType
  sourceId: number
  guid: string
  link: string | null
  title: string
  summary: string
  favicon: string | null
  image: string | null
  date: string
  language: string
}

export interface IngestOptions {
  analyser: Analyser
  /** Whether a feed's address may be fetched (every address its host resolves to, at every redirect). */
  allowAddress: (address: string) => boolean
  log: (message: string) => void
  now?: () => Date
  /** Told, once its items are committed, of each source that gave new ones: the feeds' live event. */
  announce?: (added: FeedItemsAdded) => void
}

export interface SourceReport {
  sourceId: number
  name: string
  added: number
  error?: string
}

const parser: Parser<Record<string, unknown>, FeedItem> = new Parser({
  timeout: FEED_FETCH_TIMEOUT_MS,
  customFields: { item: ['media:content'] },
})

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' }

/** HTML's character references as the characters they stand for (the text is shown as text, never as markup). */
const decodeEntities = (text: string) =>
  text.replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] !== '#') return ENTITIES[name.toLowerCase()] ?? whole
    const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1))
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole
  })

/** Text of a feed field, safe to show: scripts, styles and tags dropped, references decoded, spaces folded, cut to `max`. */
export function plainText(value: unknown, max: number): string {
  if (typeof value !== 'string') return ''
  const text = decodeEntities(value.replace(/<(script|style)[\s\S]*?<\/\1\s*>/gi, ' ').replace(/<[^>]*>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim()
  return text.length > max ? `${text.slice(0, max - 1)}…` : text
}

/** An absolute http(s) address, else null. */
function httpAddress(value: unknown, base?: string): string | null {
  if (typeof value !== 'string' || !value.trim()) return null
  try {
    const url = new URL(value.trim(), base)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString().slice(0, 2048) : null
  } catch {
    return null
  }
}

/** The favicon of a site: /favicon.ico at its origin. */
const faviconOf = (address: string | null) => (address ? `${new URL(address).origin}/favicon.ico` : null)

type FeedItem = Parser.Item & { 'media:content'?: { $?: { url?: string; medium?: string } }; language?: unknown }

/** The ISO 639-1 code of a language tag ('en-GB' → 'en') among the console's languages, else null. */
export function languageCode(value: unknown): string | null {
  if (typeof value !== 'string') return null
  const code = value.trim().split(/[-_]/)[0].toLowerCase()
  // only the codes sources are kept in: a three-letter 'eng' compared with 'en' would read as translated
  return isLanguageCode(code) ? code : null
}

function imageOf(item: FeedItem): string | null {
  const enclosure = item.enclosure
  if (enclosure?.url && (!enclosure.type || enclosure.type.startsWith('image/'))) return httpAddress(enclosure.url)
  const media = item['media:content']?.$
  return media?.url && (!media.medium || media.medium === 'image') ? httpAddress(media.url) : null
}

/** Reads one source's document, through the SSRF guard, at most FEED_DOCUMENT_MAX_BYTES. */
async function fetchFeed(source: Source, options: IngestOptions) {
  const { response, signal } = await guardedGet(source.websiteUrl, {
    allowAddress: options.allowAddress,
    timeoutMs: FEED_FETCH_TIMEOUT_MS,
    accept: 'application/rss+xml, application/atom+xml, application/xml, text/xml, */*',
  })
  const bytes = await readBody(
    response,
    signal,
    FEED_DOCUMENT_MAX_BYTES,
    () => new Unprocessable('The feed is too large'),
  )
  return parser.parseString(bytes.toString('utf8'))
}

/** The items of a document as kept: those without a title or without a guid or link are skipped. */
function itemsOf(source: Source, feed: Parser.Output<FeedItem> & { language?: unknown }, now: Date): NewItem[] {
  const favicon = faviconOf(httpAddress(feed.link) ?? httpAddress(source.websiteUrl))
  const feedLanguage = languageCode(feed.language) ?? source.language
  return feed.items.flatMap((item) => {
    const link = httpAddress(item.link, source.websiteUrl)
    const guid = (typeof item.guid === 'string' && item.guid.trim()) || link
    const title = plainText(item.title, FEED_TITLE_MAX)
    if (!guid || !title) return []
    // the item's own language (dc:language), else the document's, else the source's
    const language = languageCode(item.language) ?? feedLanguage
    const date = item.isoDate && !Number.isNaN(Date.parse(item.isoDate)) ? new Date(item.isoDate) : now
    return [
      {
        kind: source.type,
        sourceId: source.id,
        guid: guid.slice(0, 2048),
        link,
        title,
        summary: plainText(item.content ?? item.summary ?? item.contentSnippet, FEED_SUMMARY_MAX),
        favicon,
        image: imageOf(item),
        // an item dated in the future is dated when it was read
        date: (date > now ? now : date).toISOString(),
        language,
      },
    ]
  })
}

/** What a source's items kept: how many, and their topics (the source's). */
interface Kept {
  added: number
  topicIds: number[]
}

/** Keeps a source's new items (not kept before under its guid), with their suggestions and the source's topics. */
async function keepNew(db: Knex, source: Source, items: NewItem[], analyser: Analyser): Promise<Kept> {
  const unique = [...new Map(items.map((item) => [item.guid, item])).values()]
  const kept = new Set<string>(
    await db('feed_items')
      .where({ sourceId: source.id })
      .whereIn(
        'guid',
        unique.map((item) => item.guid),
      )
      .pluck('guid'),
  )
  const fresh = unique.filter((item) => !kept.has(item.guid))
  if (!fresh.length) return { added: 0, topicIds: [] }
  const predictions = await analyser.analyse(fresh)
  const topics: number[] = await db('rss_source_topics').where({ source_id: source.id }).pluck('topic_id')
  return db.transaction(async (trx) => {
    const inserted: { id: number; kind: string; date: Date }[] = await trx('feed_items')
      .insert(
        fresh.map((item, index) => {
          const { language: read, isTranslated, ...predicted } = predictions[index]
          // a model service may read the language from the text, or say it translated the item (spec 3 §3 isTranslated)
          const language = languageCode(read) ?? item.language
          return {
            ...item,
            language,
            isTranslated: isTranslated === true || language !== source.language,
            mlPredictions: JSON.stringify(predicted),
          }
        }),
      )
      .onConflict(['sourceId', 'guid'])
      .ignore()
      .returning(['id', 'kind', 'date'])
    // each link keeps its item's kind and date: a feed by topic walks them in order (migration 018)
    const links = inserted.flatMap(({ id, kind, date }) =>
      topics.map((countryId) => ({ itemId: id, countryId, kind, date })),
    )
    if (links.length) await trx('feed_item_topics').insert(links)
    // a source that answered is healthy (spec 3 §2: health by days since its last update)
    await trx('rss_sources').where({ id: source.id }).update({ updatedAt: trx.fn.now() })
    return { added: inserted.length, topicIds: topics }
  })
}

/**
 * Reads every RSS source once: new items are kept once, with the analyser's suggestions; a
 * source that fails (no answer in time, not a feed, too large) is logged and skipped, the others go on.
 */
export async function ingestSources(db: Knex, options: IngestOptions): Promise<SourceReport[]> {
  const sources: Source[] = await db('rss_sources').select('id', 'name', 'websiteUrl', 'language', 'type').orderBy('id')
  const reports: SourceReport[] = []
  for (const source of sources) {
    try {
      const feed = await fetchFeed(source, options)
      const items = itemsOf(source, feed, options.now?.() ?? new Date())
      const { added, topicIds } = await keepNew(db, source, items, options.analyser)
      if (added) options.announce?.({ kind: source.type, sourceId: source.id, added, topicIds })
      reports.push({ sourceId: source.id, name: source.name, added })
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error)
      options.log(`ingest: ${source.name} (${source.websiteUrl}) skipped: ${message}`)
      reports.push({ sourceId: source.id, name: source.name, added: 0, error: message })
    }
  }
  return reports
}
