import {
  eventFormErrors,
  isSourceUrl,
  machineTitle,
  type Attachment,
  type EventFormErrors,
  type EventLocation,
} from '../../../common/events'
import { shownCategories, shownEntities, type FeedItem } from '../../../common/feed'
import type { Event } from '../../../server/services/events/events.schema'
import type { Picked } from '../../layout/SearchPicker'

/** The event form's values (spec 3 §3, §5); the date is a day, null once cleared. */
export interface EventValues {
  topics: Picked[]
  title: string
  description: string
  entities: Picked[]
  briefs: Picked[]
  date: string | null
  locations: EventLocation[]
  sources: string[]
  attachments: Attachment[]
}

export const emptyEventValues = (): EventValues => ({
  topics: [],
  title: '',
  description: '',
  entities: [],
  briefs: [],
  date: '',
  locations: [],
  sources: [],
  attachments: [],
})

/**
 * An event prefilled from an article (spec 3 §2): the machine's title cut at 150, the article's topics,
 * the entities and briefs the analyser found with a score shown in the feed, the article's day, and its
 * address as the source.
 */
export function valuesFromArticle(article: FeedItem): EventValues {
  const entities = shownEntities(article.mlPredictions).map(({ id, name, type }) => ({ id, name, type }))
  const briefs = shownCategories(article.mlPredictions).map((category) => ({
    id: category.id,
    name: category.name,
    type: category.type,
  }))
  return {
    ...emptyEventValues(),
    title: machineTitle(article),
    topics: article.topics.map((topic) => ({ id: topic.id, name: topic.name })),
    entities,
    briefs,
    date: article.date.slice(0, 10),
    sources: article.link && isSourceUrl(article.link) ? [article.link] : [],
  }
}

/** A stored event in the form's terms. */
export function valuesFromEvent(event: Event): EventValues {
  return {
    topics: event.topics,
    title: event.title,
    description: event.description ?? '',
    entities: event.entities,
    briefs: event.briefs,
    date: event.date.slice(0, 10),
    locations: event.locations,
    sources: event.sources,
    attachments: event.attachments,
  }
}

const ids = (items: Picked[]) => items.map((item) => item.id)
const dateOf = (day: string | null) => (day ? `${day}T00:00:00.000Z` : '')

/** The rules of spec 3 §5 as the server checks them (common/events), on the form's values. */
export const errorsOf = (values: EventValues): EventFormErrors =>
  eventFormErrors({ ...values, date: dateOf(values.date) })

/** POST /events (spec 3 §7). */
export const createPayload = (values: EventValues, articleId?: number) => ({
  title: values.title.trim(),
  description: values.description.trim() || null,
  topics: ids(values.topics),
  entities: ids(values.entities),
  briefs: ids(values.briefs),
  date: dateOf(values.date),
  locations: values.locations,
  sources: values.sources,
  attachments: values.attachments,
  ...(articleId !== undefined && { articleId }),
})

/** PATCH /events/{id} (spec 3 §7): entities and briefs as ids under their own names. */
export const patchPayload = (values: EventValues) => {
  const { entities, briefs, ...rest } = createPayload(values)
  return { ...rest, entityIds: entities, briefIds: briefs }
}
