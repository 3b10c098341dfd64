/**
 * Download links (POST /downloads): an export checked as its own call would check it, then streamed by
 * the browser itself from a short-lived, single-use link, so that its download manager writes it to disk
 * as it comes. docs/api.md, Download links.
 */

/** The services whose exports a link can stream; all but entity-exports answer a file with export=true. */
export const DOWNLOADABLE_EXPORTS = ['facets', 'entities', 'entity-exports', 'analyst-status'] as const
export type DownloadableExport = (typeof DOWNLOADABLE_EXPORTS)[number]

/** How long a link may wait to be opened: the console opens it at once. */
export const DOWNLOAD_LINK_SECONDS = 60

/** The longest query string a link keeps: a grid's filters and sort fit many times over. */
export const DOWNLOAD_QUERY_MAX_LENGTH = 8192
