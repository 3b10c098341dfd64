import { Type, getValidator, type Static } from '@feathersjs/typebox'
import { queryValidator } from '../../validators'

export const proxyDownloadQuerySchema = Type.Object(
  { url: Type.String({ minLength: 1, maxLength: 2048 }) },
  { $id: 'ProxyDownloadQuery', additionalProperties: false },
)
export type ProxyDownloadQuery = Static<typeof proxyDownloadQuerySchema>
export const proxyDownloadQueryValidator = getValidator(proxyDownloadQuerySchema, queryValidator)

/** What GET /proxy-download answers: the image's type (from its bytes), its size and its bytes in base64. */
export interface ProxiedImage {
  contentType: string
  size: number
  data: string
}
