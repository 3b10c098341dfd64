import { authenticate } from '@feathersjs/authentication'
import { hooks as schemaHooks } from '@feathersjs/schema'
import { FEED_SERVICES } from '../../../common/feed'
import type { RssSourceType } from '../../../common/rssSourceTypes'
import type { Application } from '../../declarations'
import { authorize } from '../../hooks/authorize'
import { ArticlesCountService, FeedItemService } from './feed-items.class'
import { articlesCountQueryValidator, feedQueryValidator } from './feed-items.schema'

declare module '../../declarations' {
  interface ServiceTypes {
    'articles-count': ArticlesCountService
    articles: FeedItemService
    'regulation-feeds': FeedItemService
    'regulation-articles': FeedItemService
  }
}

export function feedItems(app: Application) {
  for (const [kind, name] of Object.entries(FEED_SERVICES) as [
    RssSourceType,
    (typeof FEED_SERVICES)[RssSourceType],
  ][]) {
    app.use(name, new FeedItemService(app, kind), { methods: ['find'] })
    app.service(name).hooks({
      around: { all: [authenticate('jwt'), authorize] },
      before: { find: [schemaHooks.validateQuery(feedQueryValidator)] },
    })
  }
  app.use('articles-count', new ArticlesCountService(app), { methods: ['find'] })
  app.service('articles-count').hooks({
    around: { all: [authenticate('jwt'), authorize] },
    before: { find: [schemaHooks.validateQuery(articlesCountQueryValidator)] },
  })
}
