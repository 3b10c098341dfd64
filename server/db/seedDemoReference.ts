import type { Knex } from 'knex'
import type { BriefType } from '../../common/briefTypes'
import type { RssSourceType } from '../../common/rssSourceTypes'
import { DAY_MS } from '../../common/time'

/** A taxonomy of three levels (sector → sub-sector → industry) beside core, landscape and current briefs. */
const BRIEFS: { name: string; type: BriefType; parents?: string[] }[] = [
  { name: 'Energy', type: 'sector' },
  { name: 'Financial Services', type: 'sector' },
  { name: 'Technology', type: 'sector' },
  { name: 'Health', type: 'sector' },
  { name: 'Transport', type: 'sector' },
  { name: 'Agriculture', type: 'sector' },
  { name: 'Oil & Gas', type: 'sub-sector', parents: ['Energy'] },
  { name: 'Renewables', type: 'sub-sector', parents: ['Energy'] },
  { name: 'Banking', type: 'sub-sector', parents: ['Financial Services'] },
  { name: 'Insurance', type: 'sub-sector', parents: ['Financial Services'] },
  { name: 'Semiconductors', type: 'sub-sector', parents: ['Technology'] },
  { name: 'Software', type: 'sub-sector', parents: ['Technology'] },
  { name: 'Pharmaceuticals', type: 'sub-sector', parents: ['Health'] },
  { name: 'Aviation', type: 'sub-sector', parents: ['Transport'] },
  { name: 'Crop Production', type: 'sub-sector', parents: ['Agriculture'] },
  { name: 'Shipping', type: 'sub-sector', parents: ['Transport'] },
  { name: 'Upstream Exploration', type: 'industry', parents: ['Oil & Gas'] },
  { name: 'Refining', type: 'industry', parents: ['Oil & Gas'] },
  { name: 'Solar Power', type: 'industry', parents: ['Renewables'] },
  { name: 'Offshore Wind', type: 'industry', parents: ['Renewables'] },
  { name: 'Hydrogen', type: 'industry', parents: ['Renewables', 'Oil & Gas'] },
  { name: 'Fertilisers', type: 'industry', parents: ['Crop Production'] },
  { name: 'Battery Storage', type: 'industry', parents: ['Renewables', 'Semiconductors'] },
  { name: 'Retail Banking', type: 'industry', parents: ['Banking'] },
  { name: 'Investment Banking', type: 'industry', parents: ['Banking'] },
  { name: 'Reinsurance', type: 'industry', parents: ['Insurance'] },
  { name: 'Chip Fabrication', type: 'industry', parents: ['Semiconductors'] },
  { name: 'Cloud Services', type: 'industry', parents: ['Software'] },
  { name: 'Cybersecurity', type: 'industry', parents: ['Software'] },
  { name: 'Vaccines', type: 'industry', parents: ['Pharmaceuticals'] },
  { name: 'Airlines', type: 'industry', parents: ['Aviation'] },
  { name: 'Container Shipping', type: 'industry', parents: ['Shipping'] },
  { name: 'Geopolitics', type: 'core' },
  { name: 'Climate Transition', type: 'core' },
  { name: 'Supply Chains', type: 'core' },
  { name: 'Energy Security', type: 'core' },
  { name: 'Gulf Energy Landscape', type: 'landscape' },
  { name: 'AI Regulation', type: 'current' },
  { name: 'Red Sea Shipping Disruption', type: 'current' },
]

const LANDSCAPES: { name: string; alternative_names: string[] }[] = [
  { name: 'Gulf Cooperation Council', alternative_names: ['GCC', 'Gulf States'] },
  { name: 'European Union', alternative_names: ['EU', 'the Union', 'Brussels'] },
  { name: 'ASEAN', alternative_names: ['Association of Southeast Asian Nations'] },
  { name: 'Sahel', alternative_names: ['Sahel region', 'West African Sahel'] },
  { name: 'Indo-Pacific', alternative_names: [] },
]

/** Feeds of each kind, with topics by ISO code and how long ago they were last updated (null: never). */
const SOURCES: {
  name: string
  websiteUrl: string
  language: string
  type: RssSourceType
  topics: string[]
  updatedDaysAgo: number | null
}[] = [
  {
    name: 'BBC News – Business',
    websiteUrl: 'https://feeds.bbci.co.uk/news/business/rss.xml',
    language: 'en',
    type: 'article',
    topics: ['GB'],
    updatedDaysAgo: 1,
  },
  {
    name: 'Al Jazeera – All news',
    websiteUrl: 'https://www.aljazeera.com/xml/rss/all.xml',
    language: 'en',
    type: 'article',
    topics: ['AE', 'SA', 'EG'],
    updatedDaysAgo: 2,
  },
  {
    name: 'Le Monde – International',
    websiteUrl: 'https://www.lemonde.fr/international/rss_full.xml',
    language: 'fr',
    type: 'article',
    topics: ['FR'],
    updatedDaysAgo: 12,
  },
  {
    name: 'Tagesschau',
    websiteUrl: 'https://www.tagesschau.de/xml/rss2',
    language: 'de',
    type: 'article',
    topics: ['DE', 'AT'],
    updatedDaysAgo: 75,
  },
  {
    name: 'NHK World – Top stories',
    websiteUrl: 'https://www3.nhk.or.jp/rss/news/cat0.xml',
    language: 'ja',
    type: 'article',
    topics: ['JP'],
    updatedDaysAgo: null,
  },
  {
    name: 'Federal Register – Rules',
    websiteUrl: 'https://www.federalregister.gov/api/v1/documents.rss?conditions%5Btype%5D%5B%5D=RULE',
    language: 'en',
    type: 'regulation',
    topics: ['US'],
    updatedDaysAgo: 3,
  },
  {
    name: 'UK Legislation – New',
    websiteUrl: 'https://www.legislation.gov.uk/new/data.feed',
    language: 'en',
    type: 'regulation',
    topics: ['GB'],
    updatedDaysAgo: 30,
  },
  {
    name: 'Global Compliance News',
    websiteUrl: 'https://www.globalcompliancenews.com/feed/',
    language: 'en',
    type: 'regulation-article',
    topics: ['US', 'GB', 'FR', 'DE'],
    updatedDaysAgo: 5,
  },
  {
    name: 'JD Supra – Regulatory',
    websiteUrl: 'https://www.jdsupra.com/resources/syndication/docsRSSfeed.aspx?ftype=AllContent',
    language: 'en',
    type: 'regulation-article',
    topics: ['US'],
    updatedDaysAgo: 90,
  },
]

/** Challenge scores of a few topics against sectors, as the challenges import sets them. */
const CHALLENGE_SCORES: { topic: string; brief: string; score: number }[] = [
  { topic: 'DE', brief: 'Energy', score: 72 },
  { topic: 'DE', brief: 'Transport', score: 55 },
  { topic: 'FR', brief: 'Energy', score: 48 },
  { topic: 'FR', brief: 'Health', score: 61 },
  { topic: 'JP', brief: 'Technology', score: 67 },
  { topic: 'IN', brief: 'Financial Services', score: 58 },
  { topic: 'AE', brief: 'Energy', score: 81 },
]

/** The demo's briefs, landscapes, RSS sources and challenge scores; each list is seeded once, when it is still empty. */
export async function seedDemoReference(db: Knex) {
  await db.transaction(async (trx) => {
    if (!(await trx('briefs').first())) {
      const ids = new Map<string, number>()
      for (const brief of BRIEFS) {
        const [{ id }] = await trx('briefs').insert({ name: brief.name, type: brief.type }).returning('id')
        ids.set(brief.name, id)
        const parents = (brief.parents ?? []).map((parent) => ({ brief_id: id, parent_id: ids.get(parent) }))
        if (parents.length) await trx('brief_parents').insert(parents)
      }
    }
    if (!(await trx('landscapes').first())) await trx('landscapes').insert(LANDSCAPES)
    if (!(await trx('rss_sources').first())) {
      const now = Date.now()
      for (const { topics, updatedDaysAgo, ...source } of SOURCES) {
        const createdAt = new Date(now - 120 * DAY_MS)
        const updatedAt = updatedDaysAgo === null ? createdAt : new Date(now - updatedDaysAgo * DAY_MS)
        const [{ id }] = await trx('rss_sources')
          .insert({ ...source, createdAt, updatedAt })
          .returning('id')
        const countries = await trx('countries').whereIn('iso_code', topics).select('id')
        await trx('rss_source_topics').insert(countries.map((country) => ({ source_id: id, topic_id: country.id })))
      }
    }
    if (!(await trx('challenge_scores').first())) {
      for (const { topic, brief, score } of CHALLENGE_SCORES) {
        const country = await trx('countries').where({ iso_code: topic }).first('id')
        const sector = await trx('briefs').where({ name: brief, type: 'sector' }).first('id')
        if (country && sector) await trx('challenge_scores').insert({ topicId: country.id, briefId: sector.id, score })
      }
    }
  })
}
