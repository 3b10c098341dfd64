/**
 * Words that names of made-up organisations are composed of ('Boreal Grid', 'Kestrel Shipping'): the
 * demo's entities and the bench's data name their organisations from the same lists.
 */
export const NAME_STEMS = [
  'Atlas',
  'Boreal',
  'Cobalt',
  'Delta',
  'Ember',
  'Falcon',
  'Granite',
  'Harbor',
  'Indigo',
  'Juniper',
  'Kestrel',
  'Lumen',
  'Meridian',
  'Nimbus',
  'Orion',
  'Pioneer',
  'Quartz',
  'Raven',
  'Summit',
  'Tundra',
  'Umber',
  'Vertex',
  'Willow',
  'Xenon',
  'Yarrow',
  'Zephyr',
] as const

/** What an organisation does, as the second word of its name. */
export const NAME_TRADES = [
  'Energy',
  'Shipping',
  'Grid',
  'Mining',
  'Bank',
  'Holdings',
  'Ports',
  'Rail',
  'Solar',
  'Wind',
  'Steel',
  'Chemicals',
  'Logistics',
  'Capital',
] as const
