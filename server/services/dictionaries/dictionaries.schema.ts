import { resolve, type PropertyResolver } from '@feathersjs/schema'
import { Type, getValidator, querySyntax, type Static } from '@feathersjs/typebox'
import { DICTIONARY_ITEMS_MAX, MAX_INPUT_LENGTH } from '../../../common/limits'
import type { HookContext } from '../../declarations'
import { dataValidator, queryValidator } from '../../validators'
import { dictionaryItemSchema, isoTimestamp } from '../dictionary-items/dictionary-items.schema'

const text = Type.String({ maxLength: MAX_INPUT_LENGTH })

/** A dictionary as the API answers it (spec 1 §3): `key` is shown as Name, `name` as Description. */
export const dictionarySchema = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    key: Type.String(),
    name: Type.String(),
    // a list (find) carries them only when asked (withItems=true); one dictionary always does
    items: Type.Optional(Type.Array(dictionaryItemSchema)),
    itemsCount: Type.Integer(),
    createdAt: Type.String({ format: 'date-time' }),
    updatedAt: Type.String({ format: 'date-time' }),
  },
  { $id: 'Dictionary', additionalProperties: false },
)
export type Dictionary = Static<typeof dictionarySchema>

const timestamps: PropertyResolver<Dictionary, string, HookContext> = isoTimestamp
export const dictionaryResultResolver = resolve<Dictionary, HookContext>({
  createdAt: timestamps,
  updatedAt: timestamps,
})

/** POST /dictionaries and PUT /dictionaries/{id}: the whole dictionary; a blank category is '' or ' '. */
export const dictionaryDataSchema = Type.Object(
  {
    key: text,
    name: Type.Optional(text),
    items: Type.Array(Type.Object({ value: text, category: text }, { additionalProperties: false }), {
      maxItems: DICTIONARY_ITEMS_MAX,
    }),
  },
  { $id: 'DictionaryData', additionalProperties: false },
)
export type DictionaryData = Static<typeof dictionaryDataSchema>
export const dictionaryDataValidator = getValidator(dictionaryDataSchema, dataValidator)

const dictionaryQueryProperties = Type.Object(
  {
    id: Type.String(),
    key: Type.String(),
    name: Type.String(),
    createdAt: Type.String(),
    updatedAt: Type.String(),
    // the items of each dictionary in the answer, which a list leaves out unless asked (not a column)
    withItems: Type.Boolean(),
  },
  { additionalProperties: false },
)
const contains = { $iLike: Type.String(), $ilike: Type.String() }

export const dictionaryQuerySchema = querySyntax(dictionaryQueryProperties, { key: contains, name: contains })
export type DictionaryQuery = Static<typeof dictionaryQuerySchema>
export const dictionaryQueryValidator = getValidator(dictionaryQuerySchema, queryValidator)
