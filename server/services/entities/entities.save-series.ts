import type { FacetRecord } from '../../../common/entityFormat'
import { fillMessage, messages } from '../../../common/messages'
import { PERIODICITY_LABELS, storedPointDate } from '../../../common/statistics'
import type { FacetType } from '../../../common/templateFormat'
import { refuse, type Lookups } from './entities.save-checks'
import type { PointSave } from './entities.schema'

/** A series value to write: new ones without id. */
export interface PointWrite {
  id?: number
  facetId: string
  crossEntityFacetTypeId: string
  date: string
  value: number
}

export interface SeriesPlan {
  newPoints: PointWrite[]
  changedPoints: (PointWrite & { id: number })[]
  destroyedPointIds: number[]
  /** the facet's points after the save, as the filled rules and the entity-wide checks read them */
  points: { id?: number; date: string; value: number; crossEntityFacetTypeId: string }[]
}

const present = (value: unknown) => value !== undefined && value !== null && value !== ''

/**
 * The series of one statistic facet after the save (spec 1 §5, spec 2 §4): the points sent are checked
 * (a date and a value each, the value a number, the date fitting the type's periodicity, stored as the
 * periodicity says), those not sent are kept, and every point kept must fit the facet's type, which a
 * facet with points needs. `destroyed` names the points the save removes (cefsToDestroy).
 */
export function planSeries(
  facet: { id: string; path: string; points: readonly PointSave[] | undefined; typeId: string | null },
  facetType: FacetType,
  stored: FacetRecord | undefined,
  destroyed: ReadonlySet<number>,
  lookups: Lookups,
): SeriesPlan {
  const plan: SeriesPlan = { newPoints: [], changedPoints: [], destroyedPointIds: [], points: [] }
  const storedPoints = new Map((stored?.crossEntityFacets ?? []).map((point) => [point.id, point]))
  const sent = facet.points ?? []
  if (sent.length && !facetType.facetFieldTypes.some((fieldType) => fieldType.kind === 'Statistic')) {
    throw refuse(
      fillMessage(messages.pointsWithoutStatisticField, { type: facetType.name }),
      `${facet.path}.crossEntityFacets`,
    )
  }
  plan.destroyedPointIds = [...storedPoints.keys()].filter((id) => destroyed.has(id))
  const keptIds = new Set([...storedPoints.keys()].filter((id) => !destroyed.has(id)))
  const type = facet.typeId ? lookups.statisticTypes.get(facet.typeId) : undefined
  if (facet.typeId && !type) throw refuse(messages.unknownStatisticType, `${facet.path}.crossEntityFacetTypeId`)
  if ((sent.length || keptIds.size) && !type) {
    throw refuse(messages.statisticTypeRequired, `${facet.path}.crossEntityFacetTypeId`)
  }
  if (!type || !facet.typeId) return plan
  const typeId = facet.typeId
  const label = PERIODICITY_LABELS[type.periodicity]
  const fitted = (date: string, path: string) => {
    const storedDate = storedPointDate(date, type.periodicity)
    if (!storedDate) throw refuse(fillMessage(messages.pointDateUnfit, { date, periodicity: label }), path)
    return storedDate
  }

  const written = new Map<number, PointWrite & { id: number }>()
  for (const [index, point] of sent.entries()) {
    const path = `${facet.path}.crossEntityFacets.${index}`
    if (point.id !== undefined && (!keptIds.has(point.id) || written.has(point.id))) {
      throw refuse(messages.pointNotOfFacet, `${path}.id`)
    }
    if (!present(point.date)) throw refuse(messages.pointDateRequired, `${path}.date`)
    if (!present(point.value)) throw refuse(messages.pointValueRequired, `${path}.value`)
    if (typeof point.value !== 'number' || !Number.isFinite(point.value)) {
      throw refuse(messages.pointValueNotNumber, `${path}.value`)
    }
    if (typeof point.date !== 'string') throw refuse(messages.pointDateRequired, `${path}.date`)
    const write = {
      facetId: facet.id,
      crossEntityFacetTypeId: typeId,
      date: fitted(point.date, `${path}.date`),
      value: point.value,
    }
    if (point.id === undefined) plan.newPoints.push(write)
    else written.set(point.id, { ...write, id: point.id })
  }
  // points not sent stay, under the facet's type: a type of another periodicity must fit them too
  for (const id of keptIds) {
    if (written.has(id)) continue
    const point = storedPoints.get(id)!
    const date = fitted(point.date, `${facet.path}.crossEntityFacetTypeId`)
    written.set(id, { id, facetId: facet.id, crossEntityFacetTypeId: typeId, date, value: point.value })
  }
  for (const write of written.values()) {
    const before = storedPoints.get(write.id)!
    const same =
      Date.parse(before.date) === Date.parse(write.date) &&
      before.value === write.value &&
      stored?.crossEntityFacetTypeId === typeId
    if (!same) plan.changedPoints.push(write)
  }
  plan.points = [...written.values(), ...plan.newPoints]
  const dates = new Set<number>()
  for (const point of plan.points) {
    const at = Date.parse(point.date)
    if (dates.has(at)) {
      throw refuse(
        fillMessage(messages.pointDateTwice, { date: point.date.slice(0, 10) }),
        `${facet.path}.crossEntityFacets`,
      )
    }
    dates.add(at)
  }
  return plan
}

export const seriesChanged = (plan: SeriesPlan) =>
  plan.newPoints.length > 0 || plan.changedPoints.length > 0 || plan.destroyedPointIds.length > 0

/** No two statistic facets of an entity give one type two values for a date (one rank per entity). */
export function refuseTwoValuesADate(
  facets: readonly { path: string; points: readonly { crossEntityFacetTypeId: string | null; date: string }[] }[],
) {
  const seen = new Set<string>()
  for (const { path, points } of facets) {
    for (const point of points) {
      const key = `${point.crossEntityFacetTypeId} ${Date.parse(point.date)}`
      if (seen.has(key)) {
        throw refuse(
          fillMessage(messages.pointDateTwice, { date: point.date.slice(0, 10) }),
          `${path}.crossEntityFacets`,
        )
      }
      seen.add(key)
    }
  }
}
