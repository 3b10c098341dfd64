/** The demo's wires as a reader gets them: an RSS document per desk and a page per story. */

export interface WireItem {
  guid: string
  link: string | null
  title: string
  summary: string
  date: Date
}

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** RSS 2.0, as the ingestion reads it: the same guids as the items kept, so reading it again adds nothing. */
export function rssDocument(source: { name: string; websiteUrl: string }, items: readonly WireItem[]): string {
  const entries = items
    .map(
      (item) => `<item><title>${escape(item.title)}</title><link>${escape(item.link ?? '')}</link>
<guid isPermaLink="false">${escape(item.guid)}</guid><pubDate>${item.date.toUTCString()}</pubDate>
<description>${escape(item.summary)}</description></item>`,
    )
    .join('\n')
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0"><channel><title>${escape(source.name)}</title><link>${escape(source.websiteUrl)}</link>
<description>${escape(source.name)}, a wire of the demo</description><language>en</language>
${entries}
</channel></rss>`
}

/** A story's page: its headline, desk, date, topics and text, plainly. */
export function articlePage(item: WireItem, desk: string, topics: readonly string[]): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escape(item.title)}</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem;color:#1d2430}
p.meta{color:#5b6472;font-size:.875rem}</style></head>
<body><article><p class="meta">${escape(desk)} · ${escape(item.date.toUTCString())}</p>
<h1>${escape(item.title)}</h1><p>${escape(item.summary)}</p>
<p class="meta">Topics: ${topics.map(escape).join(', ') || '—'}</p>
<p class="meta">A story of the demo's own wire, made up for trying the console.</p></article></body></html>`
}
