import type { Knex } from 'knex'
import { BLANK_CATEGORY } from '../../common/dictionaryRules'

/** Dictionaries as the entity templates use them: categories of controlled values. */
const DEMO_DICTIONARIES: { key: string; name: string; categories: Record<string, string[]> }[] = [
  {
    key: 'relationship-type-to',
    name: 'Relationship types, from the entity to its target',
    categories: {
      Ownership: ['Owns', 'Holds a stake in', 'Controls'],
      Governance: ['Regulates', 'Supervises', 'Advises'],
      Commercial: ['Supplies', 'Partners with', 'Competes with'],
    },
  },
  {
    key: 'relationship-type-from',
    name: 'Relationship types, from the target to the entity',
    categories: {
      Ownership: ['Is owned by', 'Is controlled by'],
      Governance: ['Is regulated by', 'Is supervised by'],
      Commercial: ['Is supplied by', 'Is a client of'],
    },
  },
  {
    key: 'location-type',
    name: 'Kinds of places',
    categories: {
      [BLANK_CATEGORY]: ['Headquarters', 'Branch office', 'Plant', 'Port', 'Mine', 'Data centre'],
    },
  },
  {
    key: 'event-type',
    name: 'Kinds of dated events',
    categories: {
      Corporate: ['Founded', 'Merger', 'Acquisition', 'IPO', 'Bankruptcy'],
      Policy: ['Law passed', 'Regulation in force', 'Election', 'Sanction'],
      Market: ['Price shock', 'Supply disruption'],
    },
  },
  {
    key: 'sectors',
    name: 'Industry sectors',
    categories: {
      Energy: ['Oil & gas', 'Power generation', 'Renewables'],
      Finance: ['Banking', 'Insurance', 'Asset management'],
      Technology: ['Semiconductors', 'Software', 'Telecommunications'],
      Materials: ['Mining', 'Chemicals', 'Steel'],
      Transport: ['Shipping', 'Aviation', 'Rail'],
      Health: ['Pharmaceuticals', 'Medical devices'],
    },
  },
]

export async function seedDemoDictionaries(db: Knex) {
  for (const dictionary of DEMO_DICTIONARIES) {
    if (await db('dictionaries').whereRaw('lower(key) = lower(?)', [dictionary.key]).first()) continue
    const [{ id }] = await db('dictionaries').insert({ key: dictionary.key, name: dictionary.name }).returning('id')
    const items = Object.entries(dictionary.categories).flatMap(([category, values]) =>
      values.map((value) => ({ value, category })),
    )
    await db('dictionary_items').insert(items.map((item, position) => ({ ...item, dictionaryId: id, position })))
  }
}
