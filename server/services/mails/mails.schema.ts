import { Type, getValidator, querySyntax, type Static } from '@feathersjs/typebox'
import { queryValidator } from '../../validators'

export interface Mail {
  id: number
  to: string
  subject: string
  text: string
  html: string | null
  createdAt: string
}

export const mailQuerySchema = querySyntax(
  Type.Object({ id: Type.Integer(), to: Type.String(), subject: Type.String(), createdAt: Type.String() }),
)
export type MailQuery = Static<typeof mailQuerySchema>

export const mailQueryValidator = getValidator(mailQuerySchema, queryValidator)
