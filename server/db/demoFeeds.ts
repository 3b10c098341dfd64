import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Knex } from 'knex'
import type { RssSourceType } from '../../common/rssSourceTypes'

interface DemoStory {
  title: string
  summary: string
  hoursAgo: number
}

/**
 * The demo's own wires: RSS documents served on this machine, one per kind of source, whose
 * stories name the demo's entities, landscapes and briefs, so that `npm run demo` reads a real feed
 * with suggestions. Dated relative to now.
 */
const WIRES: Record<RssSourceType, { name: string; topics: string[]; stories: DemoStory[] }> = {
  article: {
    name: 'Demo wire – Business',
    topics: ['DE', 'FR', 'JP', 'AE'],
    stories: [
      {
        title: 'Northwind Energy wins Baltic offshore wind tender',
        summary:
          'Northwind Energy will build 1.2 GW of turbines off Estonia. The award is the largest in the European Union this year.',
        hoursAgo: 2,
      },
      {
        title: 'Meridian Logistics reroutes Asia–Europe loops around the Cape',
        summary:
          'Meridian Logistics said the Red Sea shipping disruption adds two weeks to each voyage; container shipping rates rose again.',
        hoursAgo: 5,
      },
      {
        title: 'Hiroshi Sato outlines chip fabrication plans',
        summary: 'Hiroshi Sato told investors that chip fabrication in Kumamoto will double by 2027.',
        hoursAgo: 9,
      },
      {
        title: 'GCC states pledge solar power investment',
        summary:
          'Gulf States agreed a common fund for solar power and battery storage; Energy ministers met in Riyadh.',
        hoursAgo: 26,
      },
      {
        title: 'Brussels weighs new rules for offshore wind grids',
        summary: 'The Union wants faster permits for interconnectors. Northwind Energy welcomed the draft.',
        hoursAgo: 30,
      },
      {
        title: 'Insurers reprice shipping risk in the Indo-Pacific',
        summary: 'Reinsurance premiums for container shipping rose by a fifth, brokers said.',
        hoursAgo: 50,
      },
      {
        title: 'ASEAN ministers discuss cybersecurity pact',
        summary:
          'Association of Southeast Asian Nations members want shared rules for cloud services and cybersecurity.',
        hoursAgo: 53,
      },
    ],
  },
  regulation: {
    name: 'Demo wire – Rules',
    topics: ['DE', 'FR'],
    stories: [
      {
        title: 'Regulation on offshore wind grid connections',
        summary: 'Sets deadlines for grid operators to connect offshore wind farms; applies across the European Union.',
        hoursAgo: 4,
      },
      {
        title: 'Directive on maritime fuel standards',
        summary: 'Shipping companies must cut the carbon intensity of fuel by 2% from 2025.',
        hoursAgo: 28,
      },
    ],
  },
  'regulation-article': {
    name: 'Demo wire – Compliance',
    topics: ['DE', 'GB'],
    stories: [
      {
        title: 'What the grid connection rules mean for Northwind Energy',
        summary: 'Lawyers read the new Regulation as a boost for offshore wind developers in the Baltic.',
        hoursAgo: 6,
      },
      {
        title: 'Container shipping and the maritime fuel directive',
        summary: 'Carriers such as Meridian Logistics face new reporting duties.',
        hoursAgo: 31,
      },
    ],
  },
}

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

function rssOf(kind: RssSourceType, base: string): string {
  const wire = WIRES[kind]
  const items = wire.stories
    .map(
      (story, index) => `<item><title>${escape(story.title)}</title><link>${base}/${kind}/${index}</link>
<guid>demo-${kind}-${index}</guid><pubDate>${new Date(Date.now() - story.hoursAgo * 3_600_000).toUTCString()}</pubDate>
<description>${escape(story.summary)}</description></item>`,
    )
    .join('\n')
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0"><channel><title>${escape(wire.name)}</title><link>${base}</link>
${items}
</channel></rss>`
}

/** Serves the wires on a port of this machine and adds a source for each (once); answers the server to close. */
export async function serveDemoFeeds(db: Knex): Promise<Server> {
  const server = createServer((request, response) => {
    const kind = /^\/(article|regulation|regulation-article)\.xml$/.exec(request.url ?? '')?.[1] as
      RssSourceType | undefined
    if (!kind) return response.writeHead(404).end()
    response.writeHead(200, { 'Content-Type': 'application/rss+xml; charset=utf-8' }).end(rssOf(kind, base))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  for (const [kind, wire] of Object.entries(WIRES) as [RssSourceType, (typeof WIRES)[RssSourceType]][]) {
    const websiteUrl = `${base}/${kind}.xml`
    const stored = await db('rss_sources').where({ name: wire.name, type: kind }).first()
    // the port changes with each start: the demo's source follows it
    if (stored) {
      await db('rss_sources').where({ id: stored.id }).update({ websiteUrl })
      continue
    }
    const [{ id }] = await db('rss_sources')
      .insert({ name: wire.name, websiteUrl, language: 'en', type: kind })
      .returning('id')
    const countries = await db('countries').whereIn('iso_code', wire.topics).select('id')
    await db('rss_source_topics').insert(countries.map((country) => ({ source_id: id, topic_id: country.id })))
  }
  return server
}
