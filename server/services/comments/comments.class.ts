import type { Params } from '@feathersjs/feathers'
import { KnexService } from '@feathersjs/knex'
import type { Comment, CommentData, CommentQuery, CommentRow } from './comments.schema'

// the client sends CommentData; the create hooks turn it into the stored CommentRow
export class CommentService extends KnexService<Comment, CommentData | CommentRow, Params<Partial<CommentQuery>>> {}
