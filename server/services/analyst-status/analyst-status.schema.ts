import { Type, getValidator, type Static } from '@feathersjs/typebox'
import type { AnalystStatusRow } from '../../../common/exports'
import { queryValidator } from '../../validators'

const day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' })
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
