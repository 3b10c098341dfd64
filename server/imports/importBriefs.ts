import type { Knex } from 'knex'
import { BRIEF_TYPES, PARENT_TYPE, isBriefType, type BriefType } from '../../common/briefTypes'
import { IMPORTS, importMessages, listCell, type ImportCounts } from '../../common/imports'
import { MAX_INPUT_LENGTH } from '../../common/limits'
import { messages } from '../../common/messages'
import { rowsNamed } from './lookups'
import type { Importer, ImportRow, RowErrors } from './importRows'
import { batches } from '../db/batches'

/** A brief as a sheet names it: its type and its name, which are unique together (in any case). */
const keyOf = (type: string, name: string) => `${type} ${name.toLowerCase()}`

interface SheetBrief {
  name: string
  type: BriefType
  /** keys of its parents */
  parents: Set<string>
}

interface BriefsPlan {
  briefs: Map<string, SheetBrief>
  /** the stored briefs the sheet names, as briefs or parents, by key */
  stored: Map<string, StoredBrief>
}

interface StoredBrief {
  id: number
  name: string
  type: BriefType
}

/** The stored briefs with any of these names, by key. */
async function storedBriefs(db: Knex, names: Iterable<string>): Promise<Map<string, StoredBrief>> {
  const rows = await rowsNamed<StoredBrief>(db, 'briefs', ['id', 'name', 'type'], names)
  return new Map(rows.map((row) => [keyOf(row.type, row.name), row]))
}

/** The name cell: required, at most 254 characters. */
function nameOf(row: ImportRow, errors: RowErrors): string | null {
  const name = row.cell('Name')
  if (!name) errors.add(row.number, 'Name', importMessages.required)
  else if (name.length > MAX_INPUT_LENGTH) errors.add(row.number, 'Name', importMessages.tooLong)
  else return name
  return null
}

/**
 * Checks the sheet's briefs and their parents (spec 3 §4's parent rule: an industry's parents are
 * sub-sectors, a sub-sector's sectors, other kinds have none), found among the sheet's rows or the
 * stored briefs. Rows naming one brief twice add up their parents.
 */
async function checkBriefs(
  db: Knex,
  rows: { row: ImportRow; brief: SheetBrief; parentNames: string[] }[],
  errors: RowErrors,
) {
  const briefs = new Map<string, SheetBrief>()
  for (const { brief } of rows) {
    const key = keyOf(brief.type, brief.name)
    if (!briefs.has(key)) briefs.set(key, brief)
  }
  const stored = await storedBriefs(
    db,
    rows.flatMap(({ brief, parentNames }) => [brief.name, ...parentNames]),
  )
  for (const { row, brief, parentNames } of rows) {
    const parentType = PARENT_TYPE[brief.type]
    if (parentNames.length && !parentType) {
      errors.add(row.number, 'Parents', messages.briefCannotHaveParent, { type: brief.type })
      continue
    }
    for (const parentName of parentNames) {
      const parentKey = keyOf(parentType!, parentName)
      if (briefs.has(parentKey) || stored.has(parentKey))
        briefs.get(keyOf(brief.type, brief.name))!.parents.add(parentKey)
      else errors.add(row.number, 'Parents', importMessages.unknownParent, { type: parentType!, name: parentName })
    }
  }
  return { briefs, stored }
}

/** Writes the sheet's briefs: new ones created, missing parent links added, names respelt as the sheet spells them. */
async function applyBriefs(db: Knex, { briefs, stored: found }: BriefsPlan): Promise<ImportCounts> {
  const stored = new Map(found)
  const created = [...briefs.entries()].filter(([key]) => !stored.has(key))
  for (const batch of batches(created, 1000)) {
    const inserted: StoredBrief[] = await db('briefs')
      .insert(batch.map(([, { name, type }]) => ({ name, type })))
      .returning(['id', 'name', 'type'])
    for (const row of inserted) stored.set(keyOf(row.type, row.name), row)
  }
  const idOf = (key: string) => stored.get(key)!.id
  const linked = new Set<string>()
  for (const batch of batches([...briefs.keys()].map(idOf), 5000)) {
    const rows: { brief_id: number; parent_id: number }[] = await db('brief_parents')
      .select('brief_id', 'parent_id')
      .whereIn('brief_id', batch)
    for (const link of rows) linked.add(`${link.brief_id} ${link.parent_id}`)
  }
  const isNew = new Set(created.map(([key]) => key))
  const counts: ImportCounts = { created: created.length, updated: 0, unchanged: 0 }
  const links: { brief_id: number; parent_id: number }[] = []
  const linkedAnew: number[] = []
  for (const [key, brief] of briefs) {
    const id = idOf(key)
    const missing = [...brief.parents]
      .map((parent) => ({ brief_id: id, parent_id: idOf(parent) }))
      .filter((link) => !linked.has(`${link.brief_id} ${link.parent_id}`))
    links.push(...missing)
    if (isNew.has(key)) continue
    const respelt = stored.get(key)!.name !== brief.name
    if (respelt) await db('briefs').where({ id }).update({ name: brief.name, updated_at: db.fn.now() })
    else if (missing.length) linkedAnew.push(id)
    if (respelt || missing.length) counts.updated++
    else counts.unchanged++
  }
  for (const batch of batches(links, 1000)) await db('brief_parents').insert(batch)
  for (const batch of batches(linkedAnew, 1000)) {
    await db('briefs').whereIn('id', batch).update({ updated_at: db.fn.now() })
  }
  return counts
}

/** POST /import-briefs: the brief taxonomy, with parents. */
export const briefsImporter: Importer<BriefsPlan> = {
  kind: IMPORTS.briefs,
  async check(db, rows, errors) {
    const good: { row: ImportRow; brief: SheetBrief; parentNames: string[] }[] = []
    for (const row of rows) {
      const name = nameOf(row, errors)
      const type = row.cell('Type').toLowerCase()
      if (!isBriefType(type)) {
        errors.add(row.number, 'Type', importMessages.unknownBriefType, { types: BRIEF_TYPES.join(', ') })
      }
      if (name && isBriefType(type)) {
        good.push({ row, brief: { name, type, parents: new Set() }, parentNames: listCell(row.cell('Parents')) })
      }
    }
    return checkBriefs(db, good, errors)
  },
  apply: (db, plan) => applyBriefs(db, plan),
}

/** POST /import-current-themes: briefs of type current, one per row. */
export const currentThemesImporter: Importer<BriefsPlan> = {
  kind: IMPORTS.currentThemes,
  async check(db, rows, errors) {
    const good = rows.flatMap((row) => {
      const name = nameOf(row, errors)
      return name
        ? [{ row, brief: { name, type: 'current' as const, parents: new Set<string>() }, parentNames: [] }]
        : []
    })
    return checkBriefs(db, good, errors)
  },
  apply: (db, plan) => applyBriefs(db, plan),
}
