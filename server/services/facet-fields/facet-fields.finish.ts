import type { Knex } from 'knex'
import { fillMessage, messages } from '../../../common/messages'
import type { EntityTemplate } from '../../../common/templateFormat'
import { INITIAL_STAGE, STAGES_NEEDING_COMPLETE } from '../../../common/workflow'
import { writeFacetLogs, type FacetLogEntry } from '../facet-logs/facet-logs.write'
import { incompleteFacets, touchEntities } from '../facets/facets.bulk'
import type { Written } from './facet-fields.mass-edit'

/** What follows the fields a mass edit wrote: their facets' editor, stage and log, and their entities. */

/** The log entries of fields written by a mass edit: one 'update' per facet, naming the field types changed. */
export function fieldEditLogs(written: readonly Written[], caller: { id: string; name: string }): FacetLogEntry[] {
  const byFacet = new Map<string, Written[]>()
  for (const one of written) byFacet.set(one.facet.id, [...(byFacet.get(one.facet.id) ?? []), one])
  return [...byFacet].map(([facetId, changes]) => ({
    facetId,
    user: caller,
    action: 'update' as const,
    description: fillMessage(messages.facetLogChanged, {
      fields: [...new Set(changes.map((change) => change.fieldType.name))].join(', '),
    }),
  }))
}

/**
 * After fields are written by a mass edit: the facets' editor and version; a facet past the completeness
 * check (review, edit) whose required fields the edit emptied goes back to in progress, as an editor's save
 * sends it (spec 1 §4, §5), unless the same edit `settles` its stage itself; the log entries (written unless
 * `writeLogs` is false, then answered for the caller to write with its own); and the entities (version,
 * last saver, name, completeness).
 */
export async function finishFieldEdits(
  db: Knex,
  written: readonly Written[],
  caller: { id: string; name: string },
  templates: Map<string, EntityTemplate>,
  { writeLogs = true, settles = new Set<string>() } = {},
): Promise<FacetLogEntry[]> {
  if (!written.length) return []
  const facets = [...new Map(written.map((one) => [one.facet.id, one.facet])).values()]
  await db('facets')
    .whereIn(
      'id',
      facets.map((facet) => facet.id),
    )
    .update({ editorId: caller.id, updatedAt: new Date().toISOString() })
  const past = facets.filter((facet) => STAGES_NEEDING_COMPLETE.includes(facet.stage) && !settles.has(facet.id))
  const incomplete = await incompleteFacets(db, past, templates)
  const reopened = past.filter((facet) => incomplete.has(facet.id))
  const logs: FacetLogEntry[] = [
    ...fieldEditLogs(written, caller),
    ...reopened.map((facet) => ({
      facetId: facet.id,
      user: caller,
      action: 'stage' as const,
      description: fillMessage(messages.facetLogStage, { from: facet.stage, to: INITIAL_STAGE }),
      toStage: INITIAL_STAGE,
    })),
  ]
  if (reopened.length) {
    await db('facets')
      .whereIn(
        'id',
        reopened.map((facet) => facet.id),
      )
      .update({ stage: INITIAL_STAGE })
  }
  if (writeLogs) await writeFacetLogs(db, logs)
  await touchEntities(
    db,
    written.map((one) => one.facet.entityId),
    caller,
    templates,
  )
  return writeLogs ? [] : logs
}
