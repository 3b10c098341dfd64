/**
 * A text cell of an exported sheet, safe to open in a spreadsheet: a cell that begins with = + - @, a
 * tab or a carriage return would be read as a formula, so it gets a leading apostrophe (OWASP
 * 'CSV injection'). Numbers and booleans are no formulas and stay as they are.
 */
export function safeCell(value: string | number | boolean | null | undefined): string | number {
  if (value === null || value === undefined) return ''
  if (typeof value === 'number') return value
  if (typeof value === 'boolean') return value ? 'yes' : 'no'
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
}

/** The file name of an export made on a day: `{name}-YYYY-MM-DD.csv`. */
export const exportFileName = (name: string, day: Date) => `${name}-${day.toISOString().slice(0, 10)}.csv`

/** The columns of the entity grid's export. */
export const ENTITY_EXPORT_COLUMNS = [
  'Id',
  'Type',
  'Sub Type',
  'Name',
  'Topics',
  'Stage',
  'Assigned',
  'Created',
  'Modified',
  'Hidden',
  'Completeness',
] as const

/** The columns of the facet grid's export. */
export const FACET_EXPORT_COLUMNS = [
  'Entity',
  'Entity Id',
  'Entity Type',
  'Sub Type',
  'Section',
  'Facet',
  'Facet Id',
  'Level',
  'Stage',
  'Assigned',
  'Created',
  'Modified',
  'Editor',
  'Label',
  'Description',
  'Sources',
] as const
