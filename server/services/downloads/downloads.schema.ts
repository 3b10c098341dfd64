import { Type, getValidator, type Static } from '@feathersjs/typebox'
import { DOWNLOAD_QUERY_MAX_LENGTH, DOWNLOADABLE_EXPORTS } from '../../../common/downloads'
import { dataValidator, queryValidator } from '../../validators'

/** POST /downloads: the export's service and its query string, as the export itself would be called. */
export const downloadLinkDataSchema = Type.Object(
  {
    path: Type.Union(DOWNLOADABLE_EXPORTS.map((path) => Type.Literal(path))),
    query: Type.String({ maxLength: DOWNLOAD_QUERY_MAX_LENGTH }),
  },
  { $id: 'DownloadLinkData', additionalProperties: false },
)
export type DownloadLinkData = Static<typeof downloadLinkDataSchema>
export const downloadLinkDataValidator = getValidator(downloadLinkDataSchema, dataValidator)

/** The link: opened without a token, once, before `expiresAt`. */
export const downloadLinkSchema = Type.Object(
  { url: Type.String(), expiresAt: Type.String({ format: 'date-time' }) },
  { $id: 'DownloadLink', additionalProperties: false },
)
export type DownloadLink = Static<typeof downloadLinkSchema>

/** GET /downloads?token=: the link's signed token, in the query so that no log of paths keeps it. */
export const downloadQuerySchema = Type.Object(
  { token: Type.String({ minLength: 1, maxLength: 4096 }) },
  { $id: 'DownloadQuery', additionalProperties: false },
)
export type DownloadQuery = Static<typeof downloadQuerySchema>
export const downloadQueryValidator = getValidator(downloadQuerySchema, queryValidator)
