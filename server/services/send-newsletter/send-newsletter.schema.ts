import { Type, getValidator } from '@feathersjs/typebox'
import { dataValidator } from '../../validators'

/** POST /send-newsletter takes no data. */
export const sendNewsletterDataSchema = Type.Object({}, { $id: 'SendNewsletterData', additionalProperties: false })

export const sendNewsletterDataValidator = getValidator(sendNewsletterDataSchema, dataValidator)
