import { resolve, type PropertyResolver } from '@feathersjs/schema'
import { Type, getValidator, querySyntax, type Static } from '@feathersjs/typebox'
import { MAX_INPUT_LENGTH } from '../../../common/limits'
import type { HookContext } from '../../declarations'
import { dataValidator, queryValidator } from '../../validators'

const text = Type.String({ maxLength: MAX_INPUT_LENGTH })

/** An item as the API answers it (spec 1 §3), in its dictionary's order (`position`). */
export const dictionaryItemSchema = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    dictionaryId: Type.String({ format: 'uuid' }),
    value: Type.String(),
    // a blank category is a single space
    category: Type.String(),
    position: Type.Integer(),
    createdAt: Type.String({ format: 'date-time' }),
    updatedAt: Type.String({ format: 'date-time' }),
  },
  { $id: 'DictionaryItem', additionalProperties: false },
)
export type DictionaryItem = Static<typeof dictionaryItemSchema>

/** A dictionary_items row as knex reads it. */
export type DictionaryItemRow = Omit<DictionaryItem, 'createdAt' | 'updatedAt'> & { createdAt: Date; updatedAt: Date }

/** An item row as the API answers it. */
export const itemAnswer = (row: DictionaryItemRow): DictionaryItem => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
})

/** Timestamps leave as ISO text, for calls inside the server too; a `$select` may leave them out. */
export const isoTimestamp = async (value: string | Date | undefined) =>
  value === undefined ? undefined : new Date(value).toISOString()

const itemTimestamps: PropertyResolver<DictionaryItem, string, HookContext> = isoTimestamp
export const dictionaryItemResultResolver = resolve<DictionaryItem, HookContext>({
  createdAt: itemTimestamps,
  updatedAt: itemTimestamps,
})

/** POST /dictionary-items: one item, or a list, appended to existing dictionaries; a blank category is '' or ' '. */
export const dictionaryItemDataSchema = Type.Object(
  {
    value: text,
    dictionaryId: Type.String({ format: 'uuid' }),
    category: text,
  },
  { $id: 'DictionaryItemData', additionalProperties: false },
)
export type DictionaryItemData = Static<typeof dictionaryItemDataSchema>
export const dictionaryItemDataValidator = getValidator(dictionaryItemDataSchema, dataValidator)

const dictionaryItemQueryProperties = Type.Object(
  {
    id: Type.String(),
    dictionaryId: Type.String(),
    value: Type.String(),
    category: Type.String(),
    position: Type.Integer(),
    createdAt: Type.String(),
    updatedAt: Type.String(),
    // POST only, not a column: the items come from an entity field in add mode (spec 2 §5)
    mode: Type.Literal('add'),
  },
  { additionalProperties: false },
)
export const dictionaryItemQuerySchema = querySyntax(dictionaryItemQueryProperties)
export type DictionaryItemQuery = Static<typeof dictionaryItemQuerySchema>
export const dictionaryItemQueryValidator = getValidator(dictionaryItemQuerySchema, queryValidator)
