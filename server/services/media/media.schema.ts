import { Type, getValidator, type Static } from '@feathersjs/typebox'
import { MAX_INPUT_LENGTH } from '../../../common/limits'
import { dataValidator } from '../../validators'

/** POST /media: the file's name and type, form-encoded as the spec sends them, or JSON. */
export const mediaDataSchema = Type.Object(
  {
    filename: Type.String({ minLength: 1, maxLength: MAX_INPUT_LENGTH }),
    contentType: Type.String({ minLength: 1, maxLength: MAX_INPUT_LENGTH }),
  },
  { $id: 'MediaData', additionalProperties: false },
)
export type MediaData = Static<typeof mediaDataSchema>
export const mediaDataValidator = getValidator(mediaDataSchema, dataValidator)
