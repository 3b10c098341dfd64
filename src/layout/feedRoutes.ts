import { ROUTES } from '../../common/routes'
import type { RssSourceType } from '../../common/rssSourceTypes'

/** Each feed's own route (spec 3 §2). */
export const FEED_ROUTES: Record<RssSourceType, string> = {
  article: ROUTES.feedArticles,
  regulation: ROUTES.feedRegulations,
  'regulation-article': ROUTES.feedRegulationArticles,
}

/** The sources each feed reads (spec 3 §2 Sources): where a feed with nothing yet sends its reader. */
export const SOURCE_ROUTES: Record<RssSourceType, string> = {
  article: ROUTES.sourcesArticles,
  regulation: ROUTES.sourcesRegulations,
  'regulation-article': ROUTES.sourcesRegulationArticles,
}

/** Where a feed's selection is reviewed, and where creation from it ends (spec 3 §2 routes). */
export const reviewRoute = (kind: RssSourceType) =>
  kind === 'article' ? ROUTES.feedReview : `${ROUTES.feedRegulationsReview}/${kind}`

/** Where items of a feed become records: events from articles, regulations from the regulation feeds. */
export const createRoutes = (kind: RssSourceType) =>
  kind === 'article'
    ? { manual: ROUTES.feedManuallyCreate, create: ROUTES.feedCreate }
    : { manual: ROUTES.feedRegulationsManuallyCreate, create: `${ROUTES.feedRegulationsCreate}/${kind}` }
