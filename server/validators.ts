import { Ajv, addFormats, type FormatsPluginOptions } from '@feathersjs/schema'

const formats: FormatsPluginOptions = ['date-time', 'time', 'date', 'email', 'hostname', 'ipv4', 'ipv6', 'uri', 'uuid']

export const dataValidator = addFormats(new Ajv({}), formats)

// query strings arrive as text: coerce numbers and booleans, and single values into arrays
export const queryValidator = addFormats(new Ajv({ coerceTypes: 'array' }), formats)
