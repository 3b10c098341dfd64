import { Type, getValidator, type Static } from '@feathersjs/typebox'
import type { AnalystStatusRow } from '../../../common/exports'
import { queryValidator } from '../../validators'

// a day that exists, as YYYY-MM-DD: refused in the words of every date filter (server/hooks/errors)
const day = Type.String({ format: 'date' })
export const analystStatusQuerySchema = Type.Object(
  { from: day, to: day, export: Type.Optional(Type.Union([Type.Literal('true'), Type.Literal('false')])) },
  { $id: 'AnalystStatusQuery', additionalProperties: false },
)
export type AnalystStatusQuery = Static<typeof analystStatusQuerySchema>
export const analystStatusQueryValidator = getValidator(analystStatusQuerySchema, queryValidator)

export interface AnalystStatus {
  from: string
  to: string
  data: AnalystStatusRow[]
}
