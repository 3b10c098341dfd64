import { Type, getValidator, type Static } from '@feathersjs/typebox'
import { dataValidator } from '../../validators'
import { TOPICS_MAX } from '../../../common/limits'

/** One row of POST /topic-links (spec 2 §7): an entity and the whole list of its topics (country ids). */
export const topicLinksRowSchema = Type.Object(
  {
    entityId: Type.String({ format: 'uuid' }),
    topics: Type.Array(Type.Integer({ minimum: 1 }), { maxItems: TOPICS_MAX }),
  },
  { $id: 'TopicLinksRow', additionalProperties: false },
)
export type TopicLinksRow = Static<typeof topicLinksRowSchema>
export const topicLinksRowValidator = getValidator(topicLinksRowSchema, dataValidator)

/** A topic link as the grid reads it: the entity (source) and the country (target). */
export interface TopicLinkRecord {
  id: string
  sourceId: string
  targetId: number
}

/** POST /topic-links's answer: the links of the entities changed, and why the others were not. */
export interface TopicLinksResult {
  data: TopicLinkRecord[]
  errors: { entityId: string; error: string }[]
}
