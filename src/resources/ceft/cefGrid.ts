import { pointLabel, type Periodicity } from '../../../common/statistics'
import type { Cef } from '../../../server/services/cross-entity-facets/cross-entity-facets.schema'

/** One row of the data grid: an entity and its value on each date. */
export interface CefGridRow {
  entityId: string
  entityName: string
  values: Map<string, Cef>
}

export interface CefGrid {
  /** the dates of any value, oldest first: one column each */
  dates: { date: string; label: string }[]
  /** one row per entity, by name */
  rows: CefGridRow[]
}

/** The values of a type as the grid shows them (spec 2 §2): entities down, dates across. */
export function cefGrid(values: readonly Cef[], periodicity: Periodicity): CefGrid {
  const rows = new Map<string, CefGridRow>()
  const dates = new Set<string>()
  for (const value of values) {
    dates.add(value.date)
    const row = rows.get(value.entityId) ?? {
      entityId: value.entityId,
      entityName: value.entity.name,
      values: new Map(),
    }
    row.values.set(value.date, value)
    rows.set(value.entityId, row)
  }
  return {
    dates: [...dates]
      .sort((a, b) => Date.parse(a) - Date.parse(b))
      .map((date) => ({ date, label: pointLabel(date, periodicity) })),
    rows: [...rows.values()].sort(
      (a, b) => a.entityName.localeCompare(b.entityName) || a.entityId.localeCompare(b.entityId),
    ),
  }
}
