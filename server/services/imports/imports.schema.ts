import { Type, getValidator, type Static } from '@feathersjs/typebox'
import { dataValidator } from '../../validators'

/** POST /import-topic, /import-briefs, /import-challenges-scores and /import-sheet: the sheet's link. */
export const sheetLinkSchema = Type.Object(
  { url: Type.String({ minLength: 1, maxLength: 2048 }) },
  { $id: 'SheetLink', additionalProperties: false },
)
export type SheetLink = Static<typeof sheetLinkSchema>
export const sheetLinkValidator = getValidator(sheetLinkSchema, dataValidator)

/** POST /import-current-themes: the file as the multipart reader hands it over (imports.upload.ts). */
export interface SheetUpload {
  file?: { name: string; bytes: Buffer }
}
