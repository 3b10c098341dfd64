import { Type, getValidator, type Static } from '@feathersjs/typebox'
import { MAX_INPUT_LENGTH } from '../../../common/limits'
import { dataValidator } from '../../validators'

/** POST /media: the file's name and type, form-encoded as the spec sends them, or JSON. */
export const mediaDataSchema = Type.Object(
  {
    filename: Type.String({ minLength: 1, maxLength: MAX_INPUT_LENGTH }),
    contentType: Type.String({ minLength: 1, maxLength: MAX_INPUT_LENGTH }),
    // the image picker's upload: png or jpeg, at most 21.9 MB (spec 2 §5)
    purpose: Type.Optional(Type.Literal('image')),
  },
  { $id: 'MediaData', additionalProperties: false },
)
export type MediaData = Static<typeof mediaDataSchema>
export const mediaDataValidator = getValidator(mediaDataSchema, dataValidator)
