import { BadRequest } from '@feathersjs/errors'
import type { Knex } from 'knex'
import type { EntityRecord } from '../../common/entityFormat'
import { messages } from '../../common/messages'
import { PUBLISHED_STAGE } from '../../common/workflow'
import { IMPORTS, SHEET_DATE_EXAMPLES, importMessages, sheetDateToIsoDay, sheetNumber } from '../../common/imports'
import { PERIODICITY_LABELS, storedPointDate, type Periodicity } from '../../common/statistics'
import type { EntitySave } from '../services/entities/entities.schema'
import { refuseRow, type ImportContext, type Importer } from './importRows'
import { groupBy, rowsNamed } from './lookups'
import { batches } from '../db/batches'

interface Point {
  row: number
  typeId: string
  entityId: string
  /** as stored (common/statistics storedPointDate), to compare with stored points */
  date: string
  value: number
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** Entities by id (a cell holding a uuid) and by lower-cased name. */
async function entityFinder(db: Knex, cells: string[]) {
  const ids = cells.filter((cell) => UUID.test(cell))
  const byId = new Map<string, { id: string; name: string }>()
  for (const batch of batches(ids, 5000)) {
    const rows: { id: string; name: string }[] = await db('entities').select('id', 'name').whereIn('id', batch)
    for (const row of rows) byId.set(row.id, row)
  }
  const named = groupBy(
    await rowsNamed<{ id: string; name: string }>(
      db,
      'entities',
      ['id', 'name'],
      cells.filter((cell) => !UUID.test(cell)),
    ),
    (entity) => entity.name.toLowerCase(),
  )
  return (cell: string) =>
    UUID.test(cell) ? [byId.get(cell.toLowerCase())].filter((one) => !!one) : (named.get(cell.toLowerCase()) ?? [])
}

/**
 * POST /import-sheet: series values of existing statistic types and entities, into each
 * entity's statistic facet of the type (one is added through the entity save when it has none). The
 * values are checked as the save checks them and written in bulk, ordered by date, so that the ranks'
 * triggers recompute each date a few times rather than once per entity; the entities' versions move.
 */
export const statisticsImporter: Importer<Point[]> = {
  kind: IMPORTS.statistics,
  async check(db, rows, errors) {
    const types = new Map(
      (
        await rowsNamed<{ id: string; name: string; periodicity: Periodicity }>(
          db,
          'cross_entity_facet_types',
          ['id', 'name', 'periodicity'],
          rows.map((row) => row.cell('Type')),
        )
      ).map((type) => [type.name.toLowerCase(), type]),
    )
    const entitiesOf = await entityFinder(
      db,
      rows.map((row) => row.cell('Entity')),
    )
    const points: Point[] = []
    for (const row of rows) {
      const typeCell = row.cell('Type')
      const type = types.get(typeCell.toLowerCase())
      if (!typeCell) errors.add(row.number, 'Type', importMessages.required)
      else if (!type) errors.add(row.number, 'Type', importMessages.unknownStatisticType, { name: typeCell })

      const entityCell = row.cell('Entity')
      const entities = entityCell ? entitiesOf(entityCell) : []
      if (!entityCell) errors.add(row.number, 'Entity', importMessages.required)
      else if (!entities.length) errors.add(row.number, 'Entity', importMessages.unknownEntity, { name: entityCell })
      else if (entities.length > 1) errors.add(row.number, 'Entity', importMessages.entityTwice, { name: entityCell })

      const dateCell = row.cell('Date')
      const isoDay = sheetDateToIsoDay(dateCell)
      const date = type && isoDay ? storedPointDate(isoDay, type.periodicity) : null
      if (!dateCell) errors.add(row.number, 'Date', importMessages.required)
      else if (type && !date) {
        errors.add(row.number, 'Date', importMessages.dateUnfit, {
          periodicity: PERIODICITY_LABELS[type.periodicity].toLowerCase(),
          example: SHEET_DATE_EXAMPLES[type.periodicity],
        })
      }

      const valueCell = row.cell('Value')
      const value = sheetNumber(valueCell)
      if (!valueCell) errors.add(row.number, 'Value', importMessages.required)
      else if (value === null) errors.add(row.number, 'Value', importMessages.notANumber)

      if (!type || entities.length !== 1 || !date || value === null) continue
      errors.first(`${type.id} ${entities[0].id} ${date}`, row.number, 'Date')
      points.push({ row: row.number, typeId: type.id, entityId: entities[0].id, date, value })
    }
    return points
  },
  async apply(db, points, context) {
    const facets = await statisticFacets(db, points, context)
    const stored = new Map<string, { id: number; value: number }>()
    for (const [typeId, typePoints] of groupBy(points, (point) => point.typeId)) {
      const entityIds = [...new Set(typePoints.map((point) => point.entityId))]
      for (const batch of batches(entityIds, 1000)) {
        const rows: { id: number; entityId: string; date: Date; value: number }[] = await db('cross_entity_facets')
          .select('id', 'entityId', 'date', 'value')
          .where({ crossEntityFacetTypeId: typeId })
          .whereIn('entityId', batch)
        for (const row of rows) stored.set(pointKey(typeId, row.entityId, row.date), row)
      }
    }
    const created: Point[] = []
    const updated: (Point & { id: number })[] = []
    for (const point of points) {
      const before = stored.get(pointKey(point.typeId, point.entityId, point.date))
      if (!before) created.push(point)
      else if (before.value !== point.value) updated.push({ ...point, id: before.id })
    }
    const at = new Date().toISOString()
    // by date: each statement then touches few dates, whose ranks its trigger recomputes (migration 012)
    const byDate = (a: Point, b: Point) => a.typeId.localeCompare(b.typeId) || a.date.localeCompare(b.date)
    for (const chunk of batches(updated.sort(byDate), 1000)) {
      await db.raw(
        `UPDATE cross_entity_facets AS c SET value = v.value, "updatedAt" = ?
         FROM (VALUES ${chunk.map(() => '(?::int, ?::float8)').join(', ')}) AS v(id, value) WHERE c.id = v.id`,
        [at, ...chunk.flatMap((point) => [point.id, point.value])],
      )
    }
    for (const chunk of batches(created.sort(byDate), 1000)) {
      await db('cross_entity_facets').insert(
        chunk.map((point) => ({
          entityId: point.entityId,
          facetId: facets.get(`${point.entityId} ${point.typeId}`)!.id,
          crossEntityFacetTypeId: point.typeId,
          date: point.date,
          value: point.value,
          createdAt: at,
          updatedAt: at,
        })),
      )
    }
    await touch(db, [...created, ...updated], facets, context)
    return {
      created: created.length,
      updated: updated.length,
      unchanged: points.length - created.length - updated.length,
    }
  },
}

const pointKey = (typeId: string, entityId: string, date: string | Date) =>
  `${typeId} ${entityId} ${new Date(date).getTime()}`

interface StatisticFacet {
  id: string
  entityId: string
  stage: string
  name: string
}

/**
 * Each entity's statistic facet of each type the sheet gives it values of: the stored one, or a new one
 * of its template's first statistic facet type, added through the entity save as the editor adds it.
 * A published facet is not changed (spec 2 §4), so its row is refused.
 */
async function statisticFacets(db: Knex, points: Point[], { app, user }: ImportContext) {
  const pairs = groupBy(points, (point) => `${point.entityId} ${point.typeId}`)
  const facets = new Map<string, StatisticFacet>()
  const load = async (entityIds: string[]) => {
    for (const batch of batches(entityIds, 1000)) {
      const rows: (StatisticFacet & { typeId: string })[] = await db('facets as f')
        .join('facet_types as t', 't.id', 'f.facetTypeId')
        .select('f.id', 'f.entityId', 'f.stage', 't.name', 'f.crossEntityFacetTypeId as typeId')
        .whereIn('f.entityId', batch)
        .whereNotNull('f.crossEntityFacetTypeId')
        .orderBy(['f.entityId', 'f.order'])
      for (const row of rows) {
        const key = `${row.entityId} ${row.typeId}`
        if (pairs.has(key) && !facets.has(key)) facets.set(key, row)
      }
    }
  }
  await load([...new Set(points.map((point) => point.entityId))])

  const missing = groupBy(
    [...pairs.keys()].filter((key) => !facets.has(key)),
    (key) => key.split(' ')[0],
  )
  const entities = app.service('entities')
  const params = { user, transaction: { trx: db } } as Parameters<typeof entities.get>[1]
  for (const [entityId, keys] of missing) {
    const entity: EntityRecord = await entities.get(entityId, params)
    const facetType = entity.entityTemplate.facetTypes.find((type) =>
      type.facetFieldTypes.some((fieldType) => fieldType.kind === 'Statistic'),
    )
    const firstRow = pairs.get(keys[0])![0].row
    if (!facetType) throw refuseRow(firstRow, 'Entity', importMessages.noStatisticFacet, { name: entity.name })
    let order = Math.max(0, ...entity.facets.map((facet) => facet.order))
    const save: EntitySave = {
      entityTemplateId: entity.entityTemplateId,
      type: entity.type,
      subType: entity.subType,
      name: entity.name,
      facets: keys.map((key) => ({
        facetTypeId: facetType.id,
        order: ++order,
        fields: [],
        crossEntityFacetTypeId: key.split(' ')[1],
      })),
      updatedAt: entity.updatedAt,
    }
    await entities.patch(entityId, save, params).catch((error: unknown) => {
      throw error instanceof BadRequest ? refuseRow(firstRow, 'Entity', error.message) : error
    })
  }
  if (missing.size) await load([...missing.keys()])

  for (const [key, facet] of facets) {
    if (facet.stage === PUBLISHED_STAGE) {
      throw refuseRow(pairs.get(key)![0].row, 'Type', messages.facetPublished, { type: facet.name })
    }
  }
  return facets
}

/** The written values' facets and entities take a new version and editor, as a save gives them: open editors learn of it. */
async function touch(db: Knex, written: Point[], facets: Map<string, StatisticFacet>, { user }: ImportContext) {
  const facetIds = [...new Set(written.map((point) => facets.get(`${point.entityId} ${point.typeId}`)!.id))]
  const entityIds = [...new Set(written.map((point) => point.entityId))]
  for (const ids of batches(facetIds, 1000)) {
    await db('facets').whereIn('id', ids).update({ editorId: user.id, updatedAt: db.fn.now() })
  }
  for (const ids of batches(entityIds, 1000)) {
    // later than the stored version even within one millisecond (hooks/versions versionAfter)
    await db('entities')
      .whereIn('id', ids)
      .update({
        updatedById: user.id,
        updatedAt: db.raw(`greatest(now(), "updatedAt" + interval '1 millisecond')`),
      })
  }
}
